import type { FastifyBaseLogger } from 'fastify';
import type { DateTime } from 'luxon';
import type { FeedbackClient } from '../upstreams/feedback';
import type { Loaders } from './loaders';

/** What every resolver gets: the museum clock for this request, per-request loaders, a logger and public URLs. */
export interface GatewayContext {
  /** "Now" in the museum's zone, fixed for the whole request. */
  now: DateTime;
  loaders: Loaders;
  log: FastifyBaseLogger;
  /** Base URL browsers load images from (IMAGES_URL); empty means site-relative `/iiif/…` paths. */
  imagesUrl: string;
  /** The origin visitors reach the site at (PUBLIC_ORIGIN). */
  publicOrigin: string;
  /** The forms backend feedback is sent to (never cached, never batched). */
  feedback: FeedbackClient;
}
