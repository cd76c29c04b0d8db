import type { FastifyBaseLogger } from 'fastify';
import type { DateTime } from 'luxon';
import type { Loaders } from './loaders';

/** What every resolver gets: the museum clock for this request, per-request loaders, a logger and public URLs. */
export interface GatewayContext {
  /** "Now" in the museum's zone, fixed for the whole request. */
  now: DateTime;
  loaders: Loaders;
  log: FastifyBaseLogger;
  /** Base URL browsers load images from (IMAGES_URL); empty means site-relative `/iiif/…` paths. */
  imagesUrl: string;
  /** The site's public origin, for links that leave the site (calendar entries). */
  publicUrl: string;
  /** The secret editors' preview links are signed with; null when previews are off. */
  previewSecret: string | null;
}
