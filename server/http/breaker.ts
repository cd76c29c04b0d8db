/** closed: calls go; open: calls are refused at once; half-open: one trial call may go. */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  /** Consecutive failures that open the breaker. */
  failures: number;
  /** How long it stays open before a trial call may go. */
  cooldownMs: number;
  /** Milliseconds since the epoch (a parameter so tests need not wait). */
  now?: () => number;
}

/**
 * A circuit breaker for one upstream (Envoy's consecutive-failure outlier detection, in-process):
 * after `failures` consecutive failures it opens and refuses calls for `cooldownMs`, then lets one
 * trial call through (half-open); its success closes the breaker, its failure opens it again.
 */
export class CircuitBreaker {
  private consecutiveFailures = 0;
  private openedAt: number | null = null;
  private trialInFlight = false;
  private readonly now: () => number;

  constructor(private readonly options: BreakerOptions) {
    this.now = options.now ?? Date.now;
  }

  get state(): BreakerState {
    if (this.openedAt === null) return 'closed';
    return this.now() - this.openedAt >= this.options.cooldownMs ? 'half-open' : 'open';
  }

  /** Whether a call may go now; in half-open only one trial call is out at a time. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.trialInFlight) return false;
    this.trialInFlight = true;
    return true;
  }

  /** The upstream answered: the breaker closes. */
  success(): void {
    this.consecutiveFailures = 0;
    this.openedAt = null;
    this.trialInFlight = false;
  }

  /** The upstream failed: counts toward opening; a failed trial opens the breaker again. */
  failure(): void {
    const state = this.state;
    this.trialInFlight = false;
    if (state === 'open') return;
    this.consecutiveFailures += 1;
    if (state === 'half-open' || this.consecutiveFailures >= this.options.failures) this.openedAt = this.now();
  }

  /** A call ended without telling anything about the upstream (refused by the queue, cut by the request's deadline). */
  release(): void {
    this.trialInFlight = false;
  }
}
