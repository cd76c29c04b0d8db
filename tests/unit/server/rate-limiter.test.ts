import { describe, expect, it } from 'vitest';
import { RateLimiter } from '../../../server/limits/rate-limiter';

describe('RateLimiter', () => {
  it('allows max hits per client in a window, then refuses with the seconds left, and starts afresh after it', () => {
    let now = 0;
    const limiter = new RateLimiter({ max: 2, windowSeconds: 60 }, () => now);
    expect(limiter.hit('a').allowed).toBe(true);
    now = 10_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('a')).toEqual({ allowed: false, retryAfterSeconds: 50 });
    expect(limiter.hit('b').allowed).toBe(true);
    now = 60_000;
    expect(limiter.hit('a').allowed).toBe(true);
    expect(limiter.hit('b').allowed).toBe(true);
    expect(limiter.hit('b')).toEqual({ allowed: false, retryAfterSeconds: 10 });
  });
});
