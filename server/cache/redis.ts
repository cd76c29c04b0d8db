import { Redis } from 'ioredis';
import type { KeyValueCache } from './types';

/**
 * The shared cache of several gateway replicas. Redis trouble never fails a request: reads become
 * misses and writes are dropped, each reported to `onError`.
 */
export class RedisCache implements KeyValueCache {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly onError: (error: unknown) => void,
  ) {
    // Fail fast instead of queueing commands while Redis is away: the upstream is the fallback.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', onError);
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

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    try {
      await this.redis.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
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

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
