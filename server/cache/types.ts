/** The one key-value cache the gateway stores upstream responses in (LRU in memory, or Redis). */
export interface KeyValueCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}

/** The cache layers of a request (docs/guides/caching.md): upstream answers, whole GraphQL responses, rendered pages. */
export type CacheLayer = 'upstream' | 'response' | 'page';
/** What a lookup found: a fresh value, nothing usable (so the source is asked), or a stale value served anyway. */
export type CacheLookup = 'hit' | 'miss' | 'stale';
