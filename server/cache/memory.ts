import { LRUCache } from 'lru-cache';
import type { KeyValueCache } from './types';

/** JavaScript strings take up to two bytes a character: the size an entry may hold in memory. */
function entryBytes(value: string, key: string): number {
  return 2 * (value.length + key.length);
}

/**
 * The default cache: an in-process LRU with per-entry TTLs, bounded by entries and by bytes, so
 * large answers (a 48-result search page) cannot grow the process past its budget.
 */
export class MemoryCache implements KeyValueCache {
  private readonly lru: LRUCache<string, string>;

  constructor(maxEntries: number, maxBytes: number) {
    this.lru = new LRUCache<string, string>({ max: maxEntries, maxSize: maxBytes, sizeCalculation: entryBytes });
  }

  /** Bytes held now (estimated as entryBytes does). */
  get bytes(): number {
    return this.lru.calculatedSize;
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

  clear(): void {
    this.lru.clear();
  }

  async close(): Promise<void> {
    this.clear();
  }
}
