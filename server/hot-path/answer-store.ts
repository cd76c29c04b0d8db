import { setImmediate as nextTurn } from 'node:timers/promises';
import { LRUCache } from 'lru-cache';
import type { KeyValueCache } from '../cache/types';
import type { StoredAnswer } from './stored-answer';
import { answerBytes, decodeAnswer, encodeAnswer } from './stored-answer';

/**
 * Where cached answers (persisted queries' results, pages' HTML) live: decoded, in this process's
 * memory (a byte-bounded LRU, so a hit costs a map lookup), and — when replicas share a Redis —
 * encoded in the shared cache too, so one replica's answer serves them all. Without Redis the
 * process's memory is the only copy (the in-memory key-value cache would only duplicate it).
 */
export class AnswerStore {
  private readonly local: LRUCache<string, StoredAnswer>;

  constructor(
    /** The replicas' shared cache, or null when there is none. */
    private readonly shared: KeyValueCache | null,
    maxBytes: number,
    private readonly now: () => number = Date.now,
  ) {
    this.local = new LRUCache<string, StoredAnswer>({ maxSize: maxBytes, sizeCalculation: answerBytes });
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
   * base64) and Redis's round trip stood between a miss and its response.
   */
  async set(key: string, answer: StoredAnswer): Promise<void> {
    this.keepLocally(key, answer);
    const ttlSeconds = (answer.staleUntil - this.now()) / 1000;
    if (!this.shared || ttlSeconds <= 0) return;
    await nextTurn();
    await this.shared.set(key, encodeAnswer(answer), ttlSeconds);
  }

  private keepLocally(key: string, answer: StoredAnswer): void {
    const ttl = answer.staleUntil - this.now();
    if (ttl > 0) this.local.set(key, answer, { ttl });
  }
}
