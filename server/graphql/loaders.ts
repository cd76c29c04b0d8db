import DataLoader from 'dataloader';
import type { Cached } from '../cache/cached';
import type { GatewayConfig } from '../config';
import type { CollectionDocument } from '../upstreams/collection-document';
import { isCollectionDocument } from '../upstreams/collection-document';
import type { ObjectRecord } from '../upstreams/collection-record';
import { isObjectRecord } from '../upstreams/collection-record';
import type { GroqParams } from '../upstreams/content';
import type { ContentQuery } from '../upstreams/content-queries';
import type { Upstreams } from '../upstreams';
import type { Guard } from '../upstreams/shape';
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
  /** Collection object records by ObjectID (null: no such object). */
  collectionObject: DataLoader<number, ObjectRecord | null>;
  /** Extra object documents (related objects and content) by ObjectID, from the search service (null: none). */
  collectionDocument: DataLoader<number, CollectionDocument | null>;
}

export interface LoaderDeps {
  upstreams: Upstreams;
  cached: Cached;
  config: GatewayConfig;
}

function contentCacheKey(key: ContentKey): string {
  return JSON.stringify([key.query.groq, key.params]);
}

/** null (the upstream's "no such id", cached like any answer) or the guarded type. */
function orNull<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

/** A failed load stays an Error value, so DataLoader rejects only that key of the batch. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * A loader of one upstream value per id (the collection and document APIs answer one id per call, so
 * a batch is a parallel fan-out), cached under the loader's name and checked when fetched and again
 * when read back, so a malformed or stale-format entry never reaches a resolver.
 */
function byIdLoader<T>(cached: Cached, name: string, ttl: number, upstream: 'collection' | 'search', guard: Guard<T>, fetch: (id: number) => Promise<T>): DataLoader<number, T> {
  return new DataLoader<number, T>((ids) =>
    Promise.all(ids.map((id) => cached(name, id, ttl, () => fetch(id)).then((value) => expectShape(upstream, `${name} ${id}`, value, guard)).catch(asError))),
  );
}

export function createLoaders({ upstreams, cached, config }: LoaderDeps): Loaders {
  const ttl = config.cache.ttlSeconds.content;
  const ttls = config.cache.ttlSeconds;
  return {
    // The content API runs one query per request, so the batch is a parallel fan-out.
    content: new DataLoader<ContentKey, unknown, string>(
      (keys) =>
        Promise.all(
          keys.map((key) =>
            cached('content', contentCacheKey(key), ttl, async () =>
              // Checked before caching, so a malformed answer is never stored.
              expectShape('content', key.query.name, await upstreams.content.query(key.query.groq, key.params), key.query.guard),
            ).catch(asError),
          ),
        ),
      { cacheKeyFn: contentCacheKey },
    ),
    collectionObject: byIdLoader(cached, 'collection-object', ttls.collection, 'collection', orNull(isObjectRecord), (id) => upstreams.collection.object(id)),
    collectionDocument: byIdLoader(cached, 'collection-document', ttls.search, 'search', orNull(isCollectionDocument), (id) => upstreams.search.document(id)),
  };
}

/** Loads a content query and narrows its (possibly cached) result with the query's guard. */
export async function loadContent<T>(loaders: Loaders, query: ContentQuery<T>, params: GroqParams = {}): Promise<T> {
  const value = await loaders.content.load({ query, params });
  return expectShape('content', query.name, value, query.guard);
}
