import type { CacheConfig } from '../config';
import { MemoryCache } from './memory';
import type { OutageLog } from './outage';
import { RedisCache } from './redis';
import { RedisConnection } from './redis-connection';
import type { KeyValueCache } from './types';

export interface Caches {
  /** The upstream answers' and whole responses' cache: Redis, with this process's memory while Redis is away; or memory alone. */
  cache: KeyValueCache;
  /** Redis alone (misses and dropped writes while it is away), for answers this process keeps in memory anyway; null without Redis. */
  shared: KeyValueCache | null;
  /** The connection to Redis (its state, and the rate limit's counters), null without Redis. */
  redis: RedisConnection | null;
  /** This process's key-value memory: the cache without Redis, the fallback with it. */
  memory: MemoryCache;
}

/** Redis when REDIS_URL is set (waiting briefly for the connection), else an in-memory LRU. */
export async function createCaches(config: CacheConfig, log: OutageLog): Promise<Caches> {
  const memory = new MemoryCache(config.lruMaxEntries, config.lruMaxBytes);
  if (!config.redisUrl) return { cache: memory, shared: null, redis: null, memory };
  const redis = new RedisConnection({ url: config.redisUrl, log, outageLogIntervalMs: config.outageLogIntervalMs });
  await redis.connected(2000);
  // Both keep tags beside the entries under one prefix: a purge in Redis reaches what either stored.
  const tagPrefix = `${config.keyPrefix}:tag:`;
  return { cache: new RedisCache(redis, memory, tagPrefix), shared: new RedisCache(redis, null, tagPrefix), redis, memory };
}
