import type { CacheConfig } from '../config';
import { MemoryCache } from './memory';
import { RedisCache } from './redis';
import type { KeyValueCache } from './types';

/** Redis when REDIS_URL is set (waiting briefly for the connection), else an in-memory LRU. */
export async function createCache(config: CacheConfig, onError: (error: unknown) => void): Promise<KeyValueCache> {
  if (!config.redisUrl) return new MemoryCache(config.lruMaxEntries, config.lruMaxBytes);
  const redis = new RedisCache(config.redisUrl, onError, `${config.keyPrefix}:tag:`);
  await redis.connected(2000);
  return redis;
}
