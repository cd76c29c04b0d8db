import type { GatewayConfig } from '../config';
import { UpstreamHttp } from '../http/client';
import type { CallScope } from '../http/request-scope';
import { CalendarClient } from './calendar';
import { CollectionClient } from './collection';
import { ContentClient } from './content';
import { FeedbackClient } from './feedback';
import { ImagesClient } from './images';
import { NewsletterClient } from './newsletter';
import { PreschinaClient } from './preschina';
import { SearchClient } from './search';

/** One typed client per upstream, sharing one HTTP layer. */
export interface Upstreams {
  http: UpstreamHttp;
  content: ContentClient;
  search: SearchClient;
  /** The search service's calendar endpoints (/v1/calendar, dated searches, /v1/exhibition). */
  calendar: CalendarClient;
  collection: CollectionClient;
  preschina: PreschinaClient;
  images: ImagesClient;
  newsletter: NewsletterClient;
  feedback: FeedbackClient;
}

/** The gateway's clients over one HTTP layer (by default a new one: pools, limits and breakers of its own). */
export function createUpstreams(config: GatewayConfig, http = new UpstreamHttp(config)): Upstreams {
  return {
    http,
    content: new ContentClient(http, config.content),
    search: new SearchClient(http, config.upstreams.images.url),
    calendar: new CalendarClient(http),
    collection: new CollectionClient(http, config.collection, config.upstreams.collection.url),
    preschina: new PreschinaClient(http, config.upstreams.preschina.url, config.preschina.publicUrl),
    images: new ImagesClient(http),
    newsletter: new NewsletterClient(http, config.newsletter.token),
    feedback: new FeedbackClient(http, config.feedback.token),
  };
}

/** The same clients for one request: the shared pools, limits and breakers, bounded by the request's deadline. */
export function scopedUpstreams(config: GatewayConfig, upstreams: Upstreams, scope: CallScope): Upstreams {
  return createUpstreams(config, upstreams.http.withScope(scope));
}
