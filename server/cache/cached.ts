import { createHash } from 'node:crypto';
import type { CacheConfig } from '../config';
import { DeadlineError, type RequestScope } from '../http/request-scope';
import type { PurgeFence } from './purge-fence';
import { TagSet, type TagSink } from './tags';
import type { CacheLookup, KeyValueCache } from './types';

/**
 * A stored upstream value with the instants (ms) it stops being fresh and stops being served stale,
 * and the tags of what it was built from (absent in entries stored before tags were kept).
 */
interface Entry {
  value: unknown;
  freshUntil: number;
  revalidateUntil: number;
  tags?: string[];
}

/** A fetched value with the tags its fetcher declared. */
interface Fetched {
  value: unknown;
  tags: string[];
}

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null || !('value' in value) || !('freshUntil' in value) || !('revalidateUntil' in value)) return false;
  return !('tags' in value) || (Array.isArray(value.tags) && value.tags.every((tag) => typeof tag === 'string'));
}

export interface CachedOptions {
  config: Pick<CacheConfig, 'keyPrefix' | 'staleWhileRevalidateSeconds' | 'staleIfErrorSeconds'>;
  /** Reports refresh failures and unreadable entries (with the scope of the request that met them, if any). */
  onError: (error: unknown, key: string, scope?: CacheScope) => void;
  /** Counts what each lookup found (metrics). */
  observe?: (lookup: CacheLookup) => void;
  /** Purges seen here: a value fetched before one of its tags was purged is returned but not stored. */
  fence?: PurgeFence;
  /** Milliseconds since the epoch (a parameter so behaviour is testable without waiting). */
  now?: () => number;
}

/**
 * What the cache needs of the request it answers: its deadline, where to say a stale value was
 * served, who asks, and where the tags of what it was answered from go.
 */
export type CacheScope = Pick<RequestScope, 'within' | 'degrade' | 'telemetry' | 'tags'>;

/**
 * Fetches a value, declaring on `tags` what it was built from (server/cache/tags.ts): the entry keeps
 * them, a purge of any of them deletes it, and every request the entry answers collects them.
 */
export type Fetcher = (tags: TagSink) => Promise<unknown>;

/**
 * `cached(loaderName, key, ttl, fetcher, scope?)`: read-through caching of upstream calls under
 * namespaced keys (`museum:v1:content:<sha256>`). Fresh for `ttl` seconds; then, for
 * staleWhileRevalidate seconds, the stale value is served at once while one background fetch
 * refreshes it; after that, until staleIfError seconds, the value is refreshed before answering, but
 * served stale (and the request marked degraded) when the refresh fails, when the request's deadline
 * comes first, or at once when a refresh of it is already in flight. Concurrent misses of a key
 * share one fetch. Values come back as `unknown`: callers check their shape. The entry's tags are
 * added to the scope's, whichever way it answered.
 */
export type Cached = (loaderName: string, key: unknown, ttlSeconds: number, fetcher: Fetcher, scope?: CacheScope) => Promise<unknown>;

export function cacheKey(prefix: string, loaderName: string, key: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex');
  return `${prefix}:${loaderName}:${hash}`;
}

export function createCached(store: KeyValueCache, options: CachedOptions): Cached {
  const now = options.now ?? Date.now;
  const observe = options.observe ?? (() => undefined);
  const { keyPrefix, staleWhileRevalidateSeconds, staleIfErrorSeconds } = options.config;
  const inflight = new Map<string, { promise: Promise<Fetched>; startedAt: number }>();

  const read = async (key: string): Promise<Entry | undefined> => {
    const text = await store.get(key);
    if (text === undefined) return undefined;
    try {
      const parsed: unknown = JSON.parse(text);
      return isEntry(parsed) ? parsed : undefined;
    } catch (error) {
      options.onError(error, key);
      return undefined;
    }
  };

  const refresh = (key: string, ttlSeconds: number, fetcher: Fetcher): Promise<Fetched> => {
    const running = inflight.get(key);
    if (running && (options.fence?.joinable(running.startedAt) ?? true)) return running.promise;
    const startedAt = now();
    const promise = (async () => {
      const declared = new TagSet();
      const value = await fetcher(declared);
      const tags = declared.list();
      const at = now();
      const entry: Entry = {
        value,
        freshUntil: at + ttlSeconds * 1000,
        revalidateUntil: at + (ttlSeconds + staleWhileRevalidateSeconds) * 1000,
        tags,
      };
      if (options.fence?.allows(tags, startedAt) ?? true) await store.set(key, JSON.stringify(entry), ttlSeconds + staleWhileRevalidateSeconds + staleIfErrorSeconds, tags);
      return { value, tags };
    })().finally(() => {
      if (inflight.get(key)?.promise === promise) inflight.delete(key);
    });
    inflight.set(key, { promise, startedAt });
    return promise;
  };

  /** Waits for a fetch at most until the request's deadline (the fetch itself goes on for the cache); its tags go to the scope. */
  const awaited = async (loaderName: string, work: Promise<Fetched>, scope: CacheScope | undefined): Promise<unknown> => {
    const fetched = scope ? await scope.within(work, () => new DeadlineError(loaderName)) : await work;
    scope?.tags.add(fetched.tags);
    return fetched.value;
  };

  /** An entry's value, its tags gone to the scope. */
  const served = (entry: Entry, scope: CacheScope | undefined): unknown => {
    if (entry.tags) scope?.tags.add(entry.tags);
    return entry.value;
  };

  return async (loaderName, keyParts, ttlSeconds, fetcher, scope) => {
    const key = cacheKey(keyPrefix, loaderName, keyParts);
    const entry = await read(key);
    const at = now();
    if (!entry) {
      observe('miss');
      return awaited(loaderName, refresh(key, ttlSeconds, fetcher), scope);
    }
    if (at < entry.freshUntil) {
      observe('hit');
      return served(entry, scope);
    }
    if (at < entry.revalidateUntil) {
      observe('stale');
      refresh(key, ttlSeconds, fetcher).catch((error: unknown) => options.onError(error, key, scope));
      return served(entry, scope);
    }
    const staleServe = () => {
      observe('stale');
      scope?.degrade(`stale ${loaderName}`);
      return served(entry, scope);
    };
    // Someone is already asking the upstream: answer from the cache now rather than queue behind them.
    if (inflight.has(key)) return staleServe();
    try {
      const value = await awaited(loaderName, refresh(key, ttlSeconds, fetcher), scope);
      observe('miss');
      return value;
    } catch (error) {
      options.onError(error, key, scope);
      return staleServe();
    }
  };
}

/** The cache as one request uses it: each load counts toward the request's budget and is bounded by its deadline. */
export function scopedCached(cached: Cached, scope: CacheScope & Pick<RequestScope, 'countCall'>): Cached {
  return async (loaderName, key, ttlSeconds, fetcher) => {
    scope.countCall();
    return cached(loaderName, key, ttlSeconds, fetcher, scope);
  };
}
