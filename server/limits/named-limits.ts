import type { GatewayConfig } from '../config';
import { RateLimiter } from './rate-limiter';

/**
 * The gateway's named rate limits, kept in one place so each can move onto the shared
 * @fastify/rate-limit set-up as it lands (same name, same `max`/`timeWindow`, keyed by client IP).
 *
 * - `newsletterSignup`: sign-ups per client (NEWSLETTER_RATE_LIMIT, default 5 per 600 s). It lives
 *   in the resolver because it limits one mutation, not a route.
 * - `rumBeacon`: real-user monitoring beacons per client (RUM_RATE_LIMIT, default 30 per 60 s), on
 *   top of the edge's per-client budget, which beacons count in too.
 */
export interface NamedLimits {
  newsletterSignup: RateLimiter;
  rumBeacon: RateLimiter;
}

export function createNamedLimits(config: GatewayConfig): NamedLimits {
  return { newsletterSignup: new RateLimiter(config.newsletter.rateLimit), rumBeacon: new RateLimiter(config.rum.rateLimit) };
}
