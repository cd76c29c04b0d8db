import { LRUCache } from 'lru-cache';
import { Redis } from 'ioredis';

/**
 * Small state the replicas agree on for publishing: short-lived claims (a webhook delivery seen, a
 * replica's turn to poll WordPress) and a few values (when WordPress was last polled). In Redis when
 * the replicas share one, so one replica's claim holds for all; else in this process.
 */
export interface SharedState {
  /** Takes `name` for `seconds` if nobody holds it; false when somebody does. */
  claim(name: string, seconds: number): Promise<boolean>;
  release(name: string): Promise<void>;
  read(name: string): Promise<string | null>;
  /** Keeps `value` under `name` for `seconds` (in Redis every key the gateway writes expires). */
  write(name: string, value: string, seconds: number): Promise<void>;
  close(): Promise<void>;
}

/** Claims of one process (a replica alone), bounded: a flood of deliveries cannot grow it. */
export class LocalState implements SharedState {
  private readonly claims = new LRUCache<string, true>({ max: 10_000, ttlAutopurge: false });
  private readonly values = new Map<string, string>();

  async claim(name: string, seconds: number): Promise<boolean> {
    if (this.claims.has(name)) return false;
    this.claims.set(name, true, { ttl: seconds * 1000 });
    return true;
  }

  async release(name: string): Promise<void> {
    this.claims.delete(name);
  }

  async read(name: string): Promise<string | null> {
    return this.values.get(name) ?? null;
  }

  async write(name: string, value: string): Promise<void> {
    // This process's values live as long as it does.
    this.values.set(name, value);
  }

  async close(): Promise<void> {
    this.claims.clear();
  }
}

/** The replicas' state in their Redis (a connection of its own, failing fast while Redis is away). */
export class RedisState implements SharedState {
  private readonly redis: Redis;

  constructor(url: string, onError: (error: unknown) => void) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
    this.redis.on('error', onError);
  }

  async claim(name: string, seconds: number): Promise<boolean> {
    return (await this.redis.set(name, '1', 'EX', Math.max(1, Math.ceil(seconds)), 'NX')) === 'OK';
  }

  async release(name: string): Promise<void> {
    await this.redis.del(name);
  }

  async read(name: string): Promise<string | null> {
    return this.redis.get(name);
  }

  async write(name: string, value: string, seconds: number): Promise<void> {
    await this.redis.set(name, value, 'EX', Math.max(1, Math.ceil(seconds)));
  }

  async close(): Promise<void> {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}
