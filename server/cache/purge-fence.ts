import { LRUCache } from 'lru-cache';

/** Tags purged in this window are remembered: longer than any render or upstream refresh may take. */
const WINDOW_MS = 5 * 60 * 1000;
const MAX_TAGS = 10_000;

/**
 * When each tag was last purged in this process. Something begun before a purge of one of its tags
 * (an upstream answer fetched, a page rendered) may hold what the purge removed, so it is sent but
 * not stored: otherwise a render in flight at publish time would put the old version back. Nor does
 * a request that comes after a purge wait on such work: it starts its own.
 */
export class PurgeFence {
  private readonly purgedAt = new LRUCache<string, number>({ max: MAX_TAGS, ttl: WINDOW_MS });
  private last = 0;

  constructor(private readonly now: () => number = Date.now) {}

  record(tags: Iterable<string>): void {
    const at = this.now();
    this.last = at;
    for (const tag of tags) this.purgedAt.set(tag, at);
  }

  /**
   * Whether work begun at `since` (ms since the epoch) may still be shared with a request that comes
   * now: not when any purge came after it began (what it returns is not known yet, so neither are its tags).
   */
  joinable(since: number): boolean {
    return since > this.last;
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
