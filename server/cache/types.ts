/** The one key-value cache the gateway stores upstream responses in (LRU in memory, or Redis). */
export interface KeyValueCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlSeconds: number): Promise<void>;
  delete(key: string): Promise<void>;
  close(): Promise<void>;
}
