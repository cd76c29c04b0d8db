import type { Redis } from 'ioredis';
import type { MemoryCache } from './memory';
import type { RedisConnection } from './redis-connection';
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

/** The connection's client with the tag scripts defined on it (once, whichever cache asks first). */
function withTagScripts(client: Redis): Redis & TagScripts {
  if (!('setTagged' in client)) {
    client.defineCommand('setTagged', { lua: SET_TAGGED });
    client.defineCommand('purgeTags', { lua: PURGE_TAGS });
  }
  return client as Redis & TagScripts;
}

/**
 * The shared cache of several gateway replicas. Redis trouble never fails a request: while Redis is
 * away (or when a command fails), reads and writes go to `fallback` — this process's memory — or,
 * without one, reads miss and writes are dropped. When Redis is back the fallback is emptied: what
 * it held was this replica's alone, and Redis is the cache again. Tags are kept beside the entries:
 * a set of keys per tag under `tagPrefix`.
 */
export class RedisCache implements KeyValueCache {
  private readonly client: Redis & TagScripts;

  constructor(
    private readonly connection: RedisConnection,
    private readonly fallback: MemoryCache | null,
    private readonly tagPrefix = 'tag:',
  ) {
    this.client = withTagScripts(connection.client);
    if (fallback) connection.onRecovered(() => fallback.clear());
  }

  async get(key: string): Promise<string | undefined> {
    if (!this.connection.usable) return this.fallback?.get(key);
    try {
      const value = await this.client.get(key);
      this.connection.succeeded();
      return value ?? undefined;
    } catch (error) {
      this.connection.failed(error);
      return this.fallback?.get(key);
    }
  }

  async set(key: string, value: string, ttlSeconds: number, tags: readonly string[] = []): Promise<void> {
    if (!this.connection.usable) return this.fallback?.set(key, value, ttlSeconds, tags);
    const seconds = Math.max(1, Math.ceil(ttlSeconds));
    try {
      if (tags.length === 0) await this.client.set(key, value, 'EX', seconds);
      else await this.client.setTagged(1 + tags.length, key, ...tags.map((tag) => this.tagPrefix + tag), value, seconds);
      this.connection.succeeded();
    } catch (error) {
      this.connection.failed(error);
      await this.fallback?.set(key, value, ttlSeconds, tags);
    }
  }

  async delete(key: string): Promise<void> {
    await this.fallback?.delete(key);
    if (!this.connection.usable) return;
    try {
      await this.client.del(key);
    } catch (error) {
      this.connection.failed(error);
    }
  }

  /**
   * Purges the fallback and Redis. Unlike reads and writes, a purge Redis could not take rejects
   * (the caller says the purge failed, and the change is sent again): entries kept in Redis from
   * before an outage would otherwise be served again once it is back.
   */
  async purge(tags: readonly string[]): Promise<number> {
    if (tags.length === 0) return 0;
    const local = (await this.fallback?.purge(tags)) ?? 0;
    if (!this.connection.usable) throw new Error('Redis is away: the shared cache cannot be purged now');
    return local + (await this.client.purgeTags(tags.length, ...tags.map((tag) => this.tagPrefix + tag)));
  }

  /** Empties the fallback; the connection is its owner's to close. */
  async close(): Promise<void> {
    this.fallback?.clear();
  }
}
