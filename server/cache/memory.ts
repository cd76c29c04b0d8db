import { LRUCache } from 'lru-cache';
import type { KeyValueCache } from './types';

/** The default cache: an in-process LRU with per-entry TTLs. */
export class MemoryCache implements KeyValueCache {
  private readonly lru: LRUCache<string, string>;

  constructor(maxEntries: number) {
    this.lru = new LRUCache<string, string>({ max: maxEntries });
  }

  async get(key: string): Promise<string | undefined> {
    return this.lru.get(key);
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    this.lru.set(key, value, { ttl: ttlSeconds * 1000 });
  }

  async delete(key: string): Promise<void> {
    this.lru.delete(key);
  }

  async close(): Promise<void> {
    this.lru.clear();
  }
}
