/** The one key-value cache the gateway stores upstream responses in (LRU in memory, or Redis). */
export interface KeyValueCache {
  get(key: string): Promise<string | undefined>;
  /** Stores `value` for `ttlSeconds`, findable by each of `tags` (server/cache/tags.ts) until it goes. */
  set(key: string, value: string, ttlSeconds: number, tags?: readonly string[]): Promise<void>;
  delete(key: string): Promise<void>;
  /** Deletes every entry carrying one of `tags`; resolves with how many there were. */
  purge(tags: readonly string[]): Promise<number>;
  close(): Promise<void>;
}

/** The cache layers of a request (docs/guides/caching.md): upstream answers, whole GraphQL responses, rendered pages. */
export type CacheLayer = 'upstream' | 'response' | 'page';
/** What a lookup found: a fresh value, nothing usable (so the source is asked), or a stale value served anyway. */
export type CacheLookup = 'hit' | 'miss' | 'stale';
