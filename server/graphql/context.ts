import type { FastifyBaseLogger } from 'fastify';
import type { DateTime } from 'luxon';
import type { RequestScope } from '../http/request-scope';
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
}
