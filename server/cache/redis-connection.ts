import { Redis } from 'ioredis';
import type { BackendState, OutageLog } from './outage';
import { Outage } from './outage';

export interface RedisConnectionOptions {
  url: string;
  log: OutageLog;
  /** At most one log line per this many milliseconds while Redis stays away. */
  outageLogIntervalMs: number;
  now?: () => number;
}

/**
 * A replica's one connection to Redis, which the shared cache and the rate limit's counters use,
 * and whether Redis works now. Commands fail at once while it is away (no offline queue: callers
 * fall back to this process's memory rather than wait), ioredis reconnects in the background, and
 * the outage is logged once when it starts, at most once per interval, and once when it ends.
 */
export class RedisConnection {
  readonly client: Redis;
  private readonly outage: Outage;
  private readonly onRecovery: (() => void)[] = [];
  private closing = false;

  constructor({ url, log, outageLogIntervalMs, now }: RedisConnectionOptions) {
    this.outage = new Outage('redis', 'Redis', log, outageLogIntervalMs, now);
    this.client = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
    this.client.on('error', (error: Error) => this.failed(error));
    // A dropped connection starts an outage at once; while one lasts, each failed reconnection reports an error of its own.
    this.client.on('close', () => {
      if (!this.closing && this.outage.state().up) this.failed(new Error('the connection to Redis closed'));
    });
    this.client.on('ready', () => this.succeeded());
  }

  /** Whether commands can be sent now (connected): when not, callers skip Redis instead of meeting an error. */
  get usable(): boolean {
    return this.client.status === 'ready';
  }

  /** Redis's state as metrics and readiness report it. */
  state(): BackendState {
    return this.outage.state();
  }

  /** Connection errors and failed commands so far. */
  get failures(): number {
    return this.outage.failures;
  }

  /** A command failed (or the connection did). */
  failed(error: unknown): void {
    this.outage.failed(error);
  }

  /** A command succeeded (or the connection is ready): ends an outage under way. */
  succeeded(): void {
    if (this.outage.recovered()) for (const listener of this.onRecovery) listener();
  }

  /** Calls `listener` each time Redis is back after an outage. */
  onRecovered(listener: () => void): void {
    this.onRecovery.push(listener);
  }

  /** Resolves once connected, or after `waitMs` (then commands fail fast until Redis is back). */
  async connected(waitMs: number): Promise<void> {
    if (this.client.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.client.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      this.client.once('ready', done);
    });
  }

  async close(): Promise<void> {
    this.closing = true;
    await this.client.quit().catch(() => this.client.disconnect());
  }
}
