import type { GatewayConfig } from '../config';
import { RateLimiter } from './rate-limiter';

/**
 * The gateway's named rate limits, kept in one place so each can move onto the shared
 * @fastify/rate-limit set-up as it lands (same name, same `max`/`timeWindow`, keyed by client IP).
 *
 * - `newsletterSignup`: sign-ups per client (NEWSLETTER_RATE_LIMIT, default 5 per 600 s). It lives
 *   in the resolver because it limits one mutation, not a route.
 * - `feedbackSend`: pieces of feedback sent on to the forms backend per client (FEEDBACK_RATE_LIMIT,
 *   default 5 per 600 s), so one client cannot flood the staff's inbox.
 * - `cspReports`: CSP violation reports per client (CSP_REPORT_RATE_LIMIT, default 20 per 60 s),
 *   apart from the visitor's budget for pages: a page that breaks the policy must not use it up.
 * - `rumBeacon`: real-user monitoring beacons per client (RUM_RATE_LIMIT, default 30 per 60 s), on
 *   top of the edge's per-client budget, which beacons count in too.
 */
export interface NamedLimits {
  newsletterSignup: RateLimiter;
  feedbackSend: RateLimiter;
  cspReports: RateLimiter;
  rumBeacon: RateLimiter;
}

export function createNamedLimits(config: GatewayConfig): NamedLimits {
  return {
    newsletterSignup: new RateLimiter(config.newsletter.rateLimit),
    feedbackSend: new RateLimiter(config.feedback.rateLimit),
    cspReports: new RateLimiter(config.cspReports.rateLimit),
    rumBeacon: new RateLimiter(config.rum.rateLimit),
  };
}
