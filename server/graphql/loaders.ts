import DataLoader from 'dataloader';
import type { Cached } from '../cache/cached';
import type { GatewayConfig } from '../config';
import type { GroqParams } from '../upstreams/content';
import type { ContentQuery } from '../upstreams/content-queries';
import type { Upstreams } from '../upstreams';
import { expectShape } from '../upstreams/shape';

/** One content request: a named GROQ query with its parameters (published content only). */
export interface ContentKey {
  query: ContentQuery<unknown>;
  params: GroqParams;
}

/**
 * Per-request loaders, one signature per upstream. Within a request identical calls are made once;
 * across requests the shared cache answers.
 */
export interface Loaders {
  content: DataLoader<ContentKey, unknown, string>;
}

export interface LoaderDeps {
  upstreams: Upstreams;
  cached: Cached;
  config: GatewayConfig;
}

function contentCacheKey(key: ContentKey): string {
  return JSON.stringify([key.query.groq, key.params]);
}

export function createLoaders({ upstreams, cached, config }: LoaderDeps): Loaders {
  const ttl = config.cache.ttlSeconds.content;
  return {
    // The content API runs one query per request, so the batch is a parallel fan-out.
    content: new DataLoader<ContentKey, unknown, string>(
      (keys) =>
        Promise.all(
          keys.map((key) =>
            cached('content', contentCacheKey(key), ttl, async () =>
              // Checked before caching, so a malformed answer is never stored.
              expectShape('content', key.query.name, await upstreams.content.query(key.query.groq, key.params), key.query.guard),
            ).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
          ),
        ),
      { cacheKeyFn: contentCacheKey },
    ),
  };
}

/** Loads a content query and narrows its (possibly cached) result with the query's guard. */
export async function loadContent<T>(loaders: Loaders, query: ContentQuery<T>, params: GroqParams = {}): Promise<T> {
  const value = await loaders.content.load({ query, params });
  return expectShape('content', query.name, value, query.guard);
}
