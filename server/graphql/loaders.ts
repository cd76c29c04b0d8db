import DataLoader from 'dataloader';
import * as v from 'valibot';
import type { Cached } from '../cache/cached';
import type { TagSink } from '../cache/tags';
import type { GatewayConfig, UpstreamName } from '../config';
import type { RequestScope } from '../http/request-scope';
import type { CalendarServiceRequest, DatedSearchRequest } from '../domain/calendar/requests';
import type { SearchServiceRequest } from '../domain/search/request';
import { CalendarResponseSchema, DatedSearchResponseSchema, PastExhibitionsResponseSchema, type CalendarResponse, type DatedSearchResponse, type PastExhibitionsResponse } from '../upstreams/calendar';
import type { CollectionDocument } from '../upstreams/collection-document';
import { CollectionDocumentSchema } from '../upstreams/collection-document';
import type { ObjectRecord } from '../upstreams/collection-record';
import { ObjectRecordSchema } from '../upstreams/collection-record';
import type { GroqParams } from '../upstreams/content';
import type { ContentQuery } from '../upstreams/content-queries';
import type { Upstreams } from '../upstreams';
import { PictureSchema, StoryArticleSchema, WpPostListSchema, type Picture, type StoryArticle, type WpPost } from '../upstreams/preschina-shapes';
import type { SuggestIndex } from '../upstreams/search';
import { SearchResponseSchema, SuggestionSchema, type SearchHit, type SearchResponse, type Suggestion } from '../upstreams/search-shapes';
import { expectShape, type ShapeCheck } from '../upstreams/shape';

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
  /** Editors' previews: the content service with the preview token, drafts visible, never cached or shared. */
  previewContent: DataLoader<ContentKey, unknown, string>;
  /** Collection search hits by ObjectID, batched: the ids asked for in one tick are one search call (null: not found). */
  artworks: DataLoader<number, SearchHit | null, string>;
  /** Collection object records by ObjectID (null: no such object). */
  collectionObject: DataLoader<number, ObjectRecord | null, string>;
  /** Extra object documents (related objects and content) by ObjectID, from the search service (null: none). */
  collectionDocument: DataLoader<number, CollectionDocument | null, string>;
  /** POST /v1/search, keyed by the whole request. */
  search: DataLoader<SearchServiceRequest, SearchResponse, string>;
  /** GET /v1/suggest. */
  suggest: DataLoader<SuggestKey, Suggestion[], string>;
  /** POST /v1/calendar, keyed by the whole request. */
  calendar: DataLoader<CalendarServiceRequest, CalendarResponse, string>;
  /** POST /v1/search of one dated index (view-all, upcoming, one past year), keyed by the whole request. */
  datedSearch: DataLoader<DatedSearchRequest, DatedSearchResponse, string>;
  /** GET /v1/exhibition, keyed by the items asked per year. */
  pastExhibitions: DataLoader<number, PastExhibitionsResponse, string>;
  /** The microsite's `president` posts (one list; the key is always `all`). */
  preschinaPosts: DataLoader<'all', WpPost[], string>;
  /** Media library pictures by attachment id (null: none). */
  preschinaPicture: DataLoader<number, Picture | null, string>;
  /** Sanitized stories by slug (null: no such page). */
  preschinaStory: DataLoader<string, StoryArticle | null, string>;
}

/** One suggest request. */
export interface SuggestKey {
  index: SuggestIndex;
  query: string;
  size: number;
}

export interface LoaderDeps {
  /** The request's view of the upstream clients (bounded by its deadline). */
  upstreams: Upstreams;
  /** The request's view of the cache (counting its loads, bounded by its deadline). */
  cached: Cached;
  /** The request's budget, which loads that bypass the cache (previews) count toward too. */
  scope: Pick<RequestScope, 'countCall'>;
  config: GatewayConfig;
}

function contentCacheKey(key: ContentKey): string {
  return JSON.stringify([key.query.groq, key.params]);
}

/** A failed load stays an Error value, so DataLoader rejects only that key of the batch. */
function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

/**
 * A loader of one upstream call per key (these upstreams answer one key per call, so a batch is a
 * parallel fan-out), cached under the loader's name (its namespace) and checked on the way out of the
 * cache as well as on the way in, so a malformed or stale-format entry never reaches a resolver.
 * Failures reject only their key.
 */
function cachedLoader<K, V>(
  { cached, upstream, name, ttl, guard }: { cached: Cached; upstream: UpstreamName; name: string; ttl: number; guard: ShapeCheck<V> },
  fetch: (key: K, tags: TagSink) => Promise<V>,
): DataLoader<K, V, string> {
  return new DataLoader<K, V, string>(
    (keys) =>
      Promise.all(
        keys.map((key) =>
          cached(name, key, ttl, (tags) => fetch(key, tags))
            .then((value) => expectShape(upstream, name, value, guard))
            .catch(asError),
        ),
      ),
    { cacheKeyFn: (key) => JSON.stringify(key) },
  );
}

/** One collection search for a batch of ObjectIDs (the search loader caches and counts it as any search). */
function artworksLoader(search: Loaders['search']): Loaders['artworks'] {
  return new DataLoader<number, SearchHit | null, string>(
    async (ids) => {
      const wanted = [...new Set(ids)].sort((a, b) => a - b);
      const response = await search.load({ index: 'collections', query: '', from: 0, size: wanted.length, filters: { objectId: wanted.map(String) }, sort: [], rawFilters: [], options: [], optionSize: 0 });
      const byId = new Map(response.result.map((hit) => [hit.objectId, hit]));
      return ids.map((id) => byId.get(id) ?? null);
    },
    { cacheKeyFn: String },
  );
}

export function createLoaders({ upstreams, cached, scope, config }: LoaderDeps): Loaders {
  const ttl = config.cache.ttlSeconds.content;
  const ttls = config.cache.ttlSeconds;
  const search = cachedLoader({ cached, upstream: 'search', name: 'search', ttl: ttls.search, guard: SearchResponseSchema }, (key: SearchServiceRequest, tags) => upstreams.search.search(key, tags));
  return {
    // The content API runs one query per request, so the batch is a parallel fan-out.
    content: new DataLoader<ContentKey, unknown, string>(
      (keys) =>
        Promise.all(
          keys.map((key) =>
            cached('content', contentCacheKey(key), ttl, async (tags) =>
              // Checked before caching, so a malformed answer is never stored.
              expectShape('content', key.query.name, await upstreams.content.run(key.query, key.params, tags), key.query.guard),
            ).catch(asError),
          ),
        ),
      { cacheKeyFn: contentCacheKey },
    ),
    // Drafts bypass every cache, but still count toward the request's budget.
    previewContent: new DataLoader<ContentKey, unknown, string>(
      (keys) =>
        Promise.all(
          keys.map(async (key) => {
            scope.countCall();
            return expectShape('content', key.query.name, await upstreams.content.query(key.query.groq, key.params, { preview: true }), key.query.guard);
          }).map((result) => result.catch(asError)),
        ),
      { cacheKeyFn: contentCacheKey },
    ),
    artworks: artworksLoader(search),
    collectionObject: cachedLoader({ cached, upstream: 'collection', name: 'collection-object', ttl: ttls.collection, guard: v.nullable(ObjectRecordSchema) }, (id: number) =>
      upstreams.collection.object(id),
    ),
    collectionDocument: cachedLoader({ cached, upstream: 'search', name: 'collection-document', ttl: ttls.search, guard: v.nullable(CollectionDocumentSchema) }, (id: number) =>
      upstreams.search.document(id),
    ),
    search,
    suggest: cachedLoader({ cached, upstream: 'search', name: 'suggest', ttl: ttls.search, guard: v.array(SuggestionSchema) }, (key: SuggestKey, tags) =>
      upstreams.search.suggest(key.index, key.query, key.size, tags),
    ),
    calendar: cachedLoader({ cached, upstream: 'search', name: 'calendar', ttl: ttls.search, guard: CalendarResponseSchema }, (key: CalendarServiceRequest, tags) => upstreams.calendar.calendar(key, tags)),
    datedSearch: cachedLoader({ cached, upstream: 'search', name: 'dated-search', ttl: ttls.search, guard: DatedSearchResponseSchema }, (key: DatedSearchRequest, tags) =>
      upstreams.calendar.datedSearch(key, tags),
    ),
    pastExhibitions: cachedLoader({ cached, upstream: 'search', name: 'past-exhibitions', ttl: ttls.search, guard: PastExhibitionsResponseSchema }, (size: number, tags) =>
      upstreams.calendar.pastExhibitions(size, tags),
    ),
    preschinaPosts: cachedLoader({ cached, upstream: 'preschina', name: 'preschina-posts', ttl: ttls.preschina, guard: WpPostListSchema }, (_all: 'all', tags) =>
      upstreams.preschina.posts(tags),
    ),
    preschinaPicture: cachedLoader({ cached, upstream: 'preschina', name: 'preschina-picture', ttl: ttls.preschina, guard: v.nullable(PictureSchema) }, (id: number) =>
      upstreams.preschina.picture(id),
    ),
    // The sanitized article is what is kept, so a cached story is never parsed again.
    preschinaStory: cachedLoader({ cached, upstream: 'preschina', name: 'preschina-story', ttl: ttls.preschina, guard: v.nullable(StoryArticleSchema) }, (slug: string, tags) =>
      upstreams.preschina.story(slug, tags),
    ),
  };
}

/** Loads a content query and narrows its (possibly cached) result with the query's guard. */
export async function loadContent<T>(loaders: Loaders, query: ContentQuery<T>, params: GroqParams = {}): Promise<T> {
  const value = await loaders.content.load({ query, params });
  return expectShape('content', query.name, value, query.guard);
}
