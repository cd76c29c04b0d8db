import type { RateLimit } from '../config';

export interface RateDecision {
  allowed: boolean;
  /** When refused: seconds until the client may try again. */
  retryAfterSeconds: number;
}

/**
 * A small in-process rate limiter: at most `max` hits per client in a fixed window of
 * `windowSeconds` (the semantics of @fastify/rate-limit's `max` and `timeWindow`, keyed the same
 * way, by client IP). Each gateway replica counts for itself. Expired windows are swept as hits
 * arrive, so memory stays bounded by the clients of one window.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAt: number; hits: number }>();

  constructor(
    private readonly limit: RateLimit,
    private readonly now: () => number = Date.now,
  ) {}

  hit(client: string): RateDecision {
    const at = this.now();
    const length = this.limit.windowSeconds * 1000;
    this.sweep(at, length);
    const window = this.windows.get(client);
    if (!window || at - window.startedAt >= length) {
      // Deleted first, so a new window goes to the end and the map stays in start order.
      this.windows.delete(client);
      this.windows.set(client, { startedAt: at, hits: 1 });
      return { allowed: true, retryAfterSeconds: 0 };
    }
    if (window.hits >= this.limit.max) return { allowed: false, retryAfterSeconds: Math.ceil((window.startedAt + length - at) / 1000) };
    window.hits += 1;
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private sweep(at: number, length: number): void {
    for (const [client, window] of this.windows) {
      // Windows are inserted in start order: the first live one ends the sweep.
      if (at - window.startedAt < length) break;
      this.windows.delete(client);
    }
  }
}
