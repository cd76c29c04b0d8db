import DataLoader from 'dataloader';
import type { Cached } from '../cache/cached';
import type { GatewayConfig, UpstreamName } from '../config';
import type { SearchServiceRequest } from '../domain/search/request';
import type { GroqParams } from '../upstreams/content';
import type { ContentQuery } from '../upstreams/content-queries';
import type { Upstreams } from '../upstreams';
import type { SuggestIndex } from '../upstreams/search';
import { isSearchResponse, isSuggestion, type SearchResponse, type Suggestion } from '../upstreams/search-shapes';
import { arrayOf, expectShape, type Guard } from '../upstreams/shape';

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
  /** POST /v1/search, keyed by the whole request. */
  search: DataLoader<SearchServiceRequest, SearchResponse, string>;
  /** GET /v1/suggest. */
  suggest: DataLoader<SuggestKey, Suggestion[], string>;
}

/** One suggest request. */
export interface SuggestKey {
  index: SuggestIndex;
  query: string;
  size: number;
}

export interface LoaderDeps {
  upstreams: Upstreams;
  cached: Cached;
  config: GatewayConfig;
}

function contentCacheKey(key: ContentKey): string {
  return JSON.stringify([key.query.groq, key.params]);
}

/**
 * A loader of one upstream call per key, cached under the loader's name (its namespace) and
 * checked on the way out of the cache as well as on the way in. Failures reject only their key.
 */
function cachedLoader<K, V>(
  { cached, upstream, name, ttl, guard }: { cached: Cached; upstream: UpstreamName; name: string; ttl: number; guard: Guard<V> },
  fetch: (key: K) => Promise<V>,
): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    (keys) =>
      Promise.all(
        keys.map((key) =>
          cached(name, key, ttl, () => fetch(key))
            .then((value) => expectShape(upstream, name, value, guard))
            .catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ),
      ),
    { cacheKeyFn: (key) => JSON.stringify(key) },
  );
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
    search: cachedLoader({ cached, upstream: 'search', name: 'search', ttl: config.cache.ttlSeconds.search, guard: isSearchResponse }, (key: SearchServiceRequest) =>
      upstreams.search.search(key),
    ),
    suggest: cachedLoader({ cached, upstream: 'search', name: 'suggest', ttl: config.cache.ttlSeconds.search, guard: arrayOf(isSuggestion) }, (key: SuggestKey) =>
      upstreams.search.suggest(key.index, key.query, key.size),
    ),
  };
}

/** Loads a content query and narrows its (possibly cached) result with the query's guard. */
export async function loadContent<T>(loaders: Loaders, query: ContentQuery<T>, params: GroqParams = {}): Promise<T> {
  const value = await loaders.content.load({ query, params });
  return expectShape('content', query.name, value, query.guard);
}
