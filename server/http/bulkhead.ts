/** Why a call could not get a slot. */
export type BulkheadRefusal = 'queue-full' | 'queue-timeout';

export class BulkheadRefused extends Error {
  constructor(readonly reason: BulkheadRefusal) {
    super(reason === 'queue-full' ? 'too many calls waiting' : 'waited for a free slot past the deadline');
    this.name = 'BulkheadRefused';
  }
}

interface Waiter {
  resolve: (release: () => void) => void;
  reject: (error: BulkheadRefused) => void;
  timer: NodeJS.Timeout;
}

/**
 * A per-upstream concurrency limit with a bounded queue (Apollo Router's traffic shaping, Envoy's
 * max requests and max pending): at most `concurrency` calls run at once, at most `queueSize` wait
 * for a slot, and none waits longer than it is given. Excess calls are refused at once, so a hung
 * upstream makes callers wait at most their deadline, however many arrive.
 */
export class Bulkhead {
  private active = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly concurrency: number,
    private readonly queueSize: number,
  ) {}

  /** Calls running and waiting now. */
  get load(): { active: number; waiting: number } {
    return { active: this.active, waiting: this.waiting.length };
  }

  /** Resolves with the slot's release once one is free, or rejects when the queue is full or `waitMs` passes first. */
  acquire(waitMs: number): Promise<() => void> {
    if (this.active < this.concurrency) {
      this.active += 1;
      return Promise.resolve(this.releaser());
    }
    if (this.waiting.length >= this.queueSize || waitMs <= 0) return Promise.reject(new BulkheadRefused(this.waiting.length >= this.queueSize ? 'queue-full' : 'queue-timeout'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        resolve,
        reject,
        timer: setTimeout(() => {
          this.waiting.splice(this.waiting.indexOf(waiter), 1);
          reject(new BulkheadRefused('queue-timeout'));
        }, waitMs),
      };
      this.waiting.push(waiter);
    });
  }

  private releaser(): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.waiting.shift();
      if (!next) {
        this.active -= 1;
        return;
      }
      // The slot passes straight to the next waiter.
      clearTimeout(next.timer);
      next.resolve(this.releaser());
    };
  }
}
