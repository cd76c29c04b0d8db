import { LRUCache } from 'lru-cache';

/** Tags purged in this window are remembered: longer than any render or upstream refresh may take. */
const WINDOW_MS = 5 * 60 * 1000;
const MAX_TAGS = 10_000;

/**
 * When each tag was last purged in this process. Something begun before a purge of one of its tags
 * (an upstream answer fetched, a page rendered) may hold what the purge removed, so it is sent but
 * not stored: otherwise a render in flight at publish time would put the old version back.
 */
export class PurgeFence {
  private readonly purgedAt = new LRUCache<string, number>({ max: MAX_TAGS, ttl: WINDOW_MS });

  constructor(private readonly now: () => number = Date.now) {}

  record(tags: Iterable<string>): void {
    const at = this.now();
    for (const tag of tags) this.purgedAt.set(tag, at);
  }

  /** Whether what was begun at `since` (ms since the epoch) from `tags` may be stored. */
  allows(tags: Iterable<string>, since: number): boolean {
    for (const tag of tags) {
      const at = this.purgedAt.get(tag);
      if (at !== undefined && at >= since) return false;
    }
    return true;
  }
}
