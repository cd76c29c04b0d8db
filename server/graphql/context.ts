import type { FastifyBaseLogger } from 'fastify';
import type { DateTime } from 'luxon';
import type { RequestScope } from '../http/request-scope';
import type { NamedLimits } from '../limits/named-limits';
import type { FeedbackClient } from '../upstreams/feedback';
import type { NewsletterClient } from '../upstreams/newsletter';
import type { Loaders } from './loaders';

/** What every resolver gets: the museum clock for this request, per-request loaders, its scope, a logger and public URLs. */
export interface GatewayContext {
  /** "Now" in the museum's zone, fixed for the whole request. */
  now: DateTime;
  loaders: Loaders;
  log: FastifyBaseLogger;
  /** The request's deadline, upstream budget and degraded flag (shared by every operation of a server render). */
  scope: RequestScope;
  /** Base URL browsers load images from (IMAGES_URL); empty means site-relative `/iiif/…` paths. */
  imagesUrl: string;
  /** The ticket store browsers open in the ticket dialog (TICKETS_URL), or null when there is none. */
  ticketStoreUrl: string | null;
  /** The client's address (behind a proxy, from X-Forwarded-For), the key of per-client limits. */
  clientIp: string;
  /** The gateway's named rate limits, shared by every request of this process. */
  limits: NamedLimits;
  /** The newsletter provider sign-ups are forwarded to. */
  newsletter: NewsletterClient;
  /** The origin visitors reach the site at (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** The forms backend feedback is sent to (never cached, never batched). */
  feedback: FeedbackClient;
  /** The secret editors' preview links are signed with; null when previews are off. */
  previewSecret: string | null;
  /** The museum's external exhibition history (EXHIBITION_HISTORY_URL). */
  exhibitionHistoryUrl: string;
}
