import type { MemoryCache } from './memory';
import type { RedisConnection } from './redis-connection';
import type { KeyValueCache } from './types';

/**
 * The shared cache of several gateway replicas. Redis trouble never fails a request: while Redis is
 * away (or when a command fails), reads and writes go to `fallback` — this process's memory — or,
 * without one, reads miss and writes are dropped. When Redis is back the fallback is emptied: what
 * it held was this replica's alone, and Redis is the cache again.
 */
export class RedisCache implements KeyValueCache {
  constructor(
    private readonly connection: RedisConnection,
    private readonly fallback: MemoryCache | null,
  ) {
    if (fallback) connection.onRecovered(() => fallback.clear());
  }

  async get(key: string): Promise<string | undefined> {
    if (!this.connection.usable) return this.fallback?.get(key);
    try {
      const value = await this.connection.client.get(key);
      this.connection.succeeded();
      return value ?? undefined;
    } catch (error) {
      this.connection.failed(error);
      return this.fallback?.get(key);
    }
  }

  async set(key: string, value: string, ttlSeconds: number): Promise<void> {
    if (!this.connection.usable) return this.fallback?.set(key, value, ttlSeconds);
    try {
      await this.connection.client.set(key, value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
      this.connection.succeeded();
    } catch (error) {
      this.connection.failed(error);
      await this.fallback?.set(key, value, ttlSeconds);
    }
  }

  async delete(key: string): Promise<void> {
    await this.fallback?.delete(key);
    if (!this.connection.usable) return;
    try {
      await this.connection.client.del(key);
    } catch (error) {
      this.connection.failed(error);
    }
  }

  /** Empties the fallback; the connection is its owner's to close. */
  async close(): Promise<void> {
    this.fallback?.clear();
  }
}
