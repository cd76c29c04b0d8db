import type { GatewayConfig, UpstreamName } from '../config';
import { PAGE_UPSTREAMS } from '../config';
import { UpstreamHttp } from '../http/client';
import { CollectionClient } from './collection';
import { ContentClient } from './content';
import { ImagesClient } from './images';
import { NewsletterClient } from './newsletter';
import { PreschinaClient } from './preschina';
import { SearchClient } from './search';

/** One typed client per upstream, sharing one HTTP layer. */
export interface Upstreams {
  http: UpstreamHttp;
  content: ContentClient;
  search: SearchClient;
  collection: CollectionClient;
  preschina: PreschinaClient;
  images: ImagesClient;
  newsletter: NewsletterClient;
}

export function createUpstreams(config: GatewayConfig): Upstreams {
  const http = new UpstreamHttp(config);
  return {
    http,
    content: new ContentClient(http, config.content),
    search: new SearchClient(http, config.upstreams.images.url),
    collection: new CollectionClient(http, config.collection, config.upstreams.collection.url),
    preschina: new PreschinaClient(http, config.upstreams.preschina.url, config.preschina.publicUrl),
    images: new ImagesClient(http),
    newsletter: new NewsletterClient(http, config.newsletter.token),
  };
}

/** Pings every upstream pages need, in parallel; the names of those that failed, with why. */
export async function failedPings(upstreams: Upstreams): Promise<Partial<Record<UpstreamName, string>>> {
  const names = PAGE_UPSTREAMS;
  const results = await Promise.allSettled(names.map((name) => upstreams[name].ping()));
  const failed: Partial<Record<UpstreamName, string>> = {};
  results.forEach((result, index) => {
    const name = names[index];
    if (name && result.status === 'rejected') failed[name] = result.reason instanceof Error ? result.reason.message : String(result.reason);
  });
  return failed;
}
