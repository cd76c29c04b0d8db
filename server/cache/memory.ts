import { LRUCache } from 'lru-cache';
import { TagIndex } from './tag-index';
import type { KeyValueCache } from './types';

/** JavaScript strings take up to two bytes a character: the size an entry may hold in memory. */
function entryBytes(value: string, key: string): number {
  return 2 * (value.length + key.length);
}

/**
 * The default cache: an in-process LRU with per-entry TTLs, bounded by entries and by bytes, so
 * large answers (a 48-result search page) cannot grow the process past its budget. Entries are
 * findable by their tags (an index kept in step with the LRU: what it evicts leaves the index).
 */
export class MemoryCache implements KeyValueCache {
  private readonly lru: LRUCache<string, string>;
  readonly tags = new TagIndex();

  constructor(maxEntries: number, maxBytes: number) {
    this.lru = new LRUCache<string, string>({
      max: maxEntries,
      maxSize: maxBytes,
      sizeCalculation: entryBytes,
      // A replaced entry's tags were replaced by set() already.
      dispose: (_value, key, reason) => {
        if (reason !== 'set') this.tags.remove(key);
      },
    });
  }

  /** Bytes held now (estimated as entryBytes does). */
  get bytes(): number {
    return this.lru.calculatedSize;
  }

  async get(key: string): Promise<string | undefined> {
    return this.lru.get(key);
  }

  async set(key: string, value: string, ttlSeconds: number, tags: readonly string[] = []): Promise<void> {
    this.lru.set(key, value, { ttl: ttlSeconds * 1000 });
    // An entry larger than the whole cache is not kept: nor are its tags.
    this.tags.set(key, this.lru.has(key) ? tags : []);
  }

  async delete(key: string): Promise<void> {
    this.lru.delete(key);
  }

  async purge(tags: readonly string[]): Promise<number> {
    const keys = this.tags.keys(tags);
    for (const key of keys) this.lru.delete(key);
    return keys.length;
  }

  /** Empties the cache (its tag index with it: every entry leaves through dispose). */
  clear(): void {
    this.lru.clear();
  }

  async close(): Promise<void> {
    this.clear();
  }
}
