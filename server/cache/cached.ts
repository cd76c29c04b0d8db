import { createHash } from 'node:crypto';
import type { CacheConfig } from '../config';
import type { KeyValueCache } from './types';

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
  /** Reports background refresh failures and unreadable entries. */
  onError: (error: unknown, key: string) => void;
  /** Milliseconds since the epoch (a parameter so behaviour is testable without waiting). */
  now?: () => number;
}

/**
 * `cached(loaderName, key, ttl, fetcher)`: read-through caching of upstream calls under namespaced keys
 * (`museum:v1:content:<sha256>`). Fresh for `ttl` seconds; then, for staleWhileRevalidate seconds, the
 * stale value is served at once while one background fetch refreshes it; after that, until
 * staleIfError seconds, the fetch is awaited but a failure serves the stale value. Concurrent misses
 * of a key share one fetch. Values come back as `unknown`: callers check their shape.
 */
export type Cached = (loaderName: string, key: unknown, ttlSeconds: number, fetcher: () => Promise<unknown>) => Promise<unknown>;

export function cacheKey(prefix: string, loaderName: string, key: unknown): string {
  const hash = createHash('sha256').update(JSON.stringify(key)).digest('hex');
  return `${prefix}:${loaderName}:${hash}`;
}

export function createCached(store: KeyValueCache, options: CachedOptions): Cached {
  const now = options.now ?? Date.now;
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

  return async (loaderName, keyParts, ttlSeconds, fetcher) => {
    const key = cacheKey(keyPrefix, loaderName, keyParts);
    const entry = await read(key);
    const at = now();
    if (!entry) return refresh(key, ttlSeconds, fetcher);
    if (at < entry.freshUntil) return entry.value;
    if (at < entry.revalidateUntil) {
      refresh(key, ttlSeconds, fetcher).catch((error: unknown) => options.onError(error, key));
      return entry.value;
    }
    try {
      return await refresh(key, ttlSeconds, fetcher);
    } catch (error) {
      options.onError(error, key);
      return entry.value;
    }
  };
}
