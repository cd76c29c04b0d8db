import { Redis } from 'ioredis';
import type { KeyValueCache } from './types';

/**
 * Stores an entry and adds its key to each of its tags' sets, whose lifetime grows to the longest
 * of their entries' (so a tag's key set expires with the longest-lived entry in it).
 * KEYS[1]: the entry; KEYS[2..]: its tags' sets. ARGV: the value, its seconds.
 */
const SET_TAGGED = `
redis.call('SET', KEYS[1], ARGV[1], 'EX', ARGV[2])
local ttl = tonumber(ARGV[2])
for i = 2, #KEYS do
  redis.call('SADD', KEYS[i], KEYS[1])
  if redis.call('TTL', KEYS[i]) < ttl then redis.call('EXPIRE', KEYS[i], ttl) end
end`;

/** Deletes the entries of each tag's set and the sets; returns how many entries there were. KEYS: the sets. */
const PURGE_TAGS = `
local deleted = 0
for i = 1, #KEYS do
  local members = redis.call('SMEMBERS', KEYS[i])
  for j = 1, #members, 500 do
    deleted = deleted + redis.call('DEL', unpack(members, j, math.min(j + 499, #members)))
  end
  redis.call('DEL', KEYS[i])
end
return deleted`;

/** The scripts, as ioredis's defineCommand adds them (sent once, then by hash). */
interface TagScripts {
  setTagged(numberOfKeys: number, ...keysThenArgs: (string | number)[]): Promise<unknown>;
  purgeTags(numberOfKeys: number, ...keys: string[]): Promise<number>;
}

/**
 * The shared cache of several gateway replicas. Redis trouble never fails a request: reads become
 * misses and writes are dropped, each reported to `onError`. Tags are kept beside the entries: a
 * set of keys per tag under `tagPrefix`.
 */
export class RedisCache implements KeyValueCache {
  private readonly redis: Redis;
  private readonly scripts: TagScripts;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
    private readonly tagPrefix = 'tag:',
  ) {
    // Fail fast instead of queueing commands while Redis is away: the upstream is the fallback.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', onError);
    this.redis.defineCommand('setTagged', { lua: SET_TAGGED });
    this.redis.defineCommand('purgeTags', { lua: PURGE_TAGS });
    this.scripts = this.redis as unknown as TagScripts;
  }

  /** Resolves once connected, or after `waitMs` (then commands fail fast until Redis is back). */
  async connected(waitMs: number): Promise<void> {
    if (this.redis.status === 'ready') return;
    await new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.redis.off('ready', done);
        resolve();
      };
      const timer = setTimeout(done, waitMs);
      this.redis.once('ready', done);
    });
  }

  async get(key: string): Promise<string | undefined> {
    try {
      return (await this.redis.get(key)) ?? undefined;
    } catch (error) {
      this.onError(error);
      return undefined;
    }
  }

  async set(key: string, value: string, ttlSeconds: number, tags: readonly string[] = []): Promise<void> {
    const seconds = Math.max(1, Math.ceil(ttlSeconds));
    try {
      if (tags.length === 0) await this.redis.set(key, value, 'EX', seconds);
      else await this.scripts.setTagged(1 + tags.length, key, ...tags.map((tag) => this.tagPrefix + tag), value, seconds);
    } catch (error) {
      this.onError(error);
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await this.redis.del(key);
    } catch (error) {
      this.onError(error);
    }
  }

  /** Purges in Redis; unlike reads and writes, a failure rejects (the caller says the purge failed). */
  async purge(tags: readonly string[]): Promise<number> {
    if (tags.length === 0) return 0;
    return this.scripts.purgeTags(tags.length, ...tags.map((tag) => this.tagPrefix + tag));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
