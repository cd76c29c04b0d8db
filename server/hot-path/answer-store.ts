import { setImmediate as nextTurn } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { PurgeFence } from '../cache/purge-fence';
import { TagIndex } from '../cache/tag-index';
import type { KeyValueCache } from '../cache/types';
import type { StoredAnswer } from './stored-answer';
import { answerBytes, decodeAnswer, encodeAnswer } from './stored-answer';

/**
 * Where cached answers (persisted queries' results, pages' HTML) live: decoded, in this process's
 * memory (a byte-bounded LRU, so a hit costs a map lookup), and — when replicas share a Redis —
 * encoded in the shared cache too, so one replica's answer serves them all. Without Redis the
 * process's memory is the only copy (the in-memory key-value cache would only duplicate it).
 * Answers carry their tags: the shared copy is purged where it is kept (server/cache/redis.ts), the
 * copies in each process's memory by `purgeLocal`, which every replica runs for every purge.
 */
export class AnswerStore {
  private readonly local: LRUCache<string, StoredAnswer>;
  /** The tags of the answers this process holds (bounded with the LRU: what it lets go leaves the index). */
  readonly tags = new TagIndex();

  constructor(
    /** The replicas' shared cache, or null when there is none. */
    private readonly shared: KeyValueCache | null,
    maxBytes: number,
    private readonly now: () => number = Date.now,
    /** Purges seen here: an answer begun before a purge of one of its tags is not kept. */
    private readonly fence: PurgeFence | null = null,
  ) {
    this.local = new LRUCache<string, StoredAnswer>({
      maxSize: maxBytes,
      sizeCalculation: answerBytes,
      // A replaced answer's tags were replaced by keepLocally.
      dispose: (_answer, key, reason) => {
        if (reason !== 'set') this.tags.remove(key);
      },
    });
  }

  /** The answer this process holds under `key`, if it may still be served. */
  peek(key: string): StoredAnswer | undefined {
    const answer = this.local.get(key);
    if (answer && answer.staleUntil <= this.now()) {
      this.local.delete(key);
      return undefined;
    }
    return answer;
  }

  /** The answer under `key` from this process, else from the shared cache (then kept here too). */
  async get(key: string): Promise<StoredAnswer | undefined> {
    const local = this.peek(key);
    if (local || !this.shared) return local;
    const text = await this.shared.get(key);
    const answer = text === undefined ? undefined : decodeAnswer(text);
    if (!answer || answer.staleUntil <= this.now()) return undefined;
    this.keepLocally(key, answer);
    return answer;
  }

  /**
   * Keeps `answer` in this process at once. The shared cache's copy is encoded and written after
   * the work under way (the response that made the answer) is done: the promise settles when it is
   * written, and a request answering with it need not wait. Its text (the body, and the brotli as
   * base64) and Redis's round trip stood between a miss and its response. An answer begun at `since`
   * (ms) before a purge of one of its tags is not kept at all: it may hold what the purge removed.
   */
  async set(key: string, answer: StoredAnswer, since?: number): Promise<void> {
    if (since !== undefined && this.fence && !this.fence.allows(answer.tags, since)) return;
    this.keepLocally(key, answer);
    const ttlSeconds = (answer.staleUntil - this.now()) / 1000;
    if (!this.shared || ttlSeconds <= 0) return;
    await nextTurn();
    await this.shared.set(key, encodeAnswer(answer), ttlSeconds, answer.tags);
  }

  /** Drops the answers this process holds that carry one of `tags`; returns how many. */
  purgeLocal(tags: readonly string[]): number {
    const keys = this.tags.keys(tags);
    for (const key of keys) this.local.delete(key);
    return keys.length;
  }

  /** Drops every answer this process holds (when it may have missed purges). */
  clearLocal(): void {
    this.local.clear();
  }

  private keepLocally(key: string, answer: StoredAnswer): void {
    const ttl = answer.staleUntil - this.now();
    if (ttl <= 0) return;
    this.local.set(key, answer, { ttl });
    this.tags.set(key, this.local.has(key) ? answer.tags : []);
  }
}
