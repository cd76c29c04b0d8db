import type { CachedUpstream, GatewayConfig } from '../config';
import { PAGE_UPSTREAMS } from '../config';
import { UpstreamHttp } from '../http/client';
import { CollectionClient } from './collection';
import { ContentClient } from './content';
import { FeedbackClient } from './feedback';
import { ImagesClient } from './images';
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
  feedback: FeedbackClient;
}

export function createUpstreams(config: GatewayConfig): Upstreams {
  const http = new UpstreamHttp(config);
  return {
    http,
    content: new ContentClient(http, config.content),
    search: new SearchClient(http, config.upstreams.images.url),
    collection: new CollectionClient(http, config.collection, config.upstreams.collection.url),
    preschina: new PreschinaClient(http),
    images: new ImagesClient(http),
    feedback: new FeedbackClient(http, config.feedback.token),
  };
}

/** Pings every upstream a page needs in parallel; the names of those that failed, with why. */
export async function failedPings(upstreams: Upstreams): Promise<Partial<Record<CachedUpstream, string>>> {
  const names = PAGE_UPSTREAMS;
  const results = await Promise.allSettled(names.map((name) => upstreams[name].ping()));
  const failed: Partial<Record<CachedUpstream, string>> = {};
  results.forEach((result, index) => {
    const name = names[index];
    if (name && result.status === 'rejected') failed[name] = result.reason instanceof Error ? result.reason.message : String(result.reason);
  });
  return failed;
}
