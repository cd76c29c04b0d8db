import { createHash } from 'node:crypto';
import type { CacheConfig } from '../config';
import { DeadlineError, type RequestScope } from '../http/request-scope';
import type { CacheLookup, KeyValueCache } from './types';

/** A stored upstream value with the instants (ms) it stops being fresh and stops being served stale. */
interface Entry {
  value: unknown;
  freshUntil: number;
  revalidateUntil: number;
}

function isEntry(value: unknown): value is Entry {
  return typeof value === 'object' && value !== null && 'value' in value && 'freshUntil' in value && 'revalidateUntil' in value;
}

export interface CachedOptions {
  config: Pick<CacheConfig, 'keyPrefix' | 'staleWhileRevalidateSeconds' | 'staleIfErrorSeconds'>;
  /** Reports refresh failures and unreadable entries (with the scope of the request that met them, if any). */
  onError: (error: unknown, key: string, scope?: CacheScope) => void;
  /** Counts what each lookup found (metrics). */
  observe?: (lookup: CacheLookup) => void;
  /** Milliseconds since the epoch (a parameter so behaviour is testable without waiting). */
  now?: () => number;
}

/** What the cache needs of the request it answers: its deadline, where to say a stale value was served, and who asks. */
export type CacheScope = Pick<RequestScope, 'within' | 'degrade' | 'telemetry'>;

/**
 * `cached(loaderName, key, ttl, fetcher, scope?)`: read-through caching of upstream calls under
 * namespaced keys (`museum:v1:content:<sha256>`). Fresh for `ttl` seconds; then, for
 * staleWhileRevalidate seconds, the stale value is served at once while one background fetch
 * refreshes it; after that, until staleIfError seconds, the value is refreshed before answering, but
 * served stale (and the request marked degraded) when the refresh fails, when the request's deadline
 * comes first, or at once when a refresh of it is already in flight. Concurrent misses of a key
 * share one fetch. Values come back as `unknown`: callers check their shape.
 */
export type Cached = (loaderName: string, key: unknown, ttlSeconds: number, fetcher: () => Promise<unknown>, scope?: CacheScope) => Promise<unknown>;

export function cacheKey(prefix: string, loaderName: string, key: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex');
  return `${prefix}:${loaderName}:${hash}`;
}

export function createCached(store: KeyValueCache, options: CachedOptions): Cached {
  const now = options.now ?? Date.now;
  const observe = options.observe ?? (() => undefined);
  const { keyPrefix, staleWhileRevalidateSeconds, staleIfErrorSeconds } = options.config;
  const inflight = new Map<string, Promise<unknown>>();

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

  const refresh = (key: string, ttlSeconds: number, fetcher: () => Promise<unknown>): Promise<unknown> => {
    const running = inflight.get(key);
    if (running) return running;
    const promise = (async () => {
      const value = await fetcher();
      const at = now();
      const entry: Entry = {
        value,
        freshUntil: at + ttlSeconds * 1000,
        revalidateUntil: at + (ttlSeconds + staleWhileRevalidateSeconds) * 1000,
      };
      await store.set(key, JSON.stringify(entry), ttlSeconds + staleWhileRevalidateSeconds + staleIfErrorSeconds);
      return value;
    })().finally(() => inflight.delete(key));
    inflight.set(key, promise);
    return promise;
  };

  /** Waits for a fetch at most until the request's deadline (the fetch itself goes on for the cache). */
  const awaited = (loaderName: string, work: Promise<unknown>, scope: CacheScope | undefined): Promise<unknown> =>
    scope ? scope.within(work, () => new DeadlineError(loaderName)) : work;

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
      return entry.value;
    }
    if (at < entry.revalidateUntil) {
      observe('stale');
      refresh(key, ttlSeconds, fetcher).catch((error: unknown) => options.onError(error, key, scope));
      return entry.value;
    }
    const staleServe = () => {
      observe('stale');
      scope?.degrade(`stale ${loaderName}`);
      return entry.value;
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
