import { LRUCache } from 'lru-cache';
import type { RedisConnection } from '../cache/redis-connection';

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

/**
 * The replicas' state in their Redis, on the replica's one connection (server/cache/redis-connection.ts):
 * commands fail at once while Redis is away, and the caller says so (a webhook is sent again later).
 */
export class RedisState implements SharedState {
  constructor(private readonly connection: RedisConnection) {}

  async claim(name: string, seconds: number): Promise<boolean> {
    return (await this.connection.client.set(name, '1', 'EX', Math.max(1, Math.ceil(seconds)), 'NX')) === 'OK';
  }

  async release(name: string): Promise<void> {
    await this.connection.client.del(name);
  }

  async read(name: string): Promise<string | null> {
    return this.connection.client.get(name);
  }

  async write(name: string, value: string, seconds: number): Promise<void> {
    await this.connection.client.set(name, value, 'EX', Math.max(1, Math.ceil(seconds)));
  }

  /** The connection is its owner's to close. */
  async close(): Promise<void> {}
}
