import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../server/cache/memory';
import { Outage } from '../../../server/cache/outage';
import { RedisCache } from '../../../server/cache/redis';
import { RedisConnection } from '../../../server/cache/redis-connection';
import { startRedisProcess } from '../../support/redis-process';

interface Line {
  fields: Record<string, unknown>;
  message: string;
}

function recorder() {
  const lines: Line[] = [];
  return { lines, log: { warn: (fields: object, message: string) => void lines.push({ fields: fields as Record<string, unknown>, message }) } };
}

describe('an outage of the shared cache, in the log', () => {
  it('is one line when it starts, at most one per interval while it lasts, and one when it ends', () => {
    let clock = 1_000_000;
    const { lines, log } = recorder();
    const outage = new Outage('redis', 'Redis', log, 60_000, () => clock);
    expect(outage.state()).toEqual({ backend: 'redis', up: true });

    outage.failed(new Error('connect ECONNREFUSED'));
    expect(lines.map((line) => line.fields.outage)).toEqual(['started']);
    expect(lines[0]?.message).toBe('Redis is unreachable: each replica caches in its own memory until it is back');
    expect(outage.state()).toEqual({ backend: 'redis', up: false, downSince: new Date(1_000_000).toISOString() });

    // A thousand failures within the interval write nothing more.
    for (let second = 0; second < 1000; second += 1) {
      clock += 59;
      outage.failed(new Error('Stream isn’t writeable'));
    }
    expect(lines).toHaveLength(1);
    clock = 1_000_000 + 60_000;
    outage.failed(new Error('connect ECONNREFUSED'));
    expect(lines).toHaveLength(2);
    expect(lines[1]?.fields).toMatchObject({ outage: 'continues', failures: 1001, downForMs: 60_000 });
    clock += 30_000;
    outage.failed(new Error('connect ECONNREFUSED'));
    expect(lines).toHaveLength(2);

    clock += 5_000;
    expect(outage.recovered()).toBe(true);
    expect(lines[2]?.fields).toMatchObject({ outage: 'ended', failures: 1003, downForMs: 95_000 });
    expect(lines[2]?.message).toBe('Redis is back after 95 s: the shared cache is in use again');
    expect(outage.state()).toEqual({ backend: 'redis', up: true });
    // Answers while up end nothing and write nothing.
    expect(outage.recovered()).toBe(false);
    expect(lines).toHaveLength(3);
    expect(outage.failures).toBe(1003);

    // The next outage is a new one, logged from its start.
    outage.failed(new Error('connect ECONNREFUSED'));
    expect(lines.map((line) => line.fields.outage)).toEqual(['started', 'continues', 'ended', 'started']);
  });
});

describe('the Redis cache while Redis is away', () => {
  it('keeps values in this process’s memory, and empties that memory once Redis is back', async () => {
    let redis = await startRedisProcess();
    const { lines, log } = recorder();
    const connection = new RedisConnection({ url: redis.url, log, outageLogIntervalMs: 600_000 });
    const memory = new MemoryCache(100, 1024 * 1024);
    const cache = new RedisCache(connection, memory);
    const redisOnly = new RedisCache(connection, null);
    try {
      await connection.connected(10_000);
      await cache.set('museum:test:in-redis', 'shared', 60);
      expect(memory.bytes).toBe(0);

      await redis.stop('SIGKILL');
      await expect.poll(() => connection.state().up, { timeout: 20_000 }).toBe(false);
      await cache.set('museum:test:away', 'local', 60);
      expect(await cache.get('museum:test:away')).toBe('local');
      expect(memory.bytes).toBeGreaterThan(0);
      // Without a fallback, reads miss and writes are dropped: nothing throws.
      await redisOnly.set('museum:test:dropped', 'value', 60);
      expect(await redisOnly.get('museum:test:dropped')).toBeUndefined();

      redis = await startRedisProcess(redis.port);
      await expect.poll(() => connection.state().up, { timeout: 20_000 }).toBe(true);
      expect(memory.bytes).toBe(0);
      // Redis restarted empty (no persistence): the outage's value was this replica's alone.
      expect(await cache.get('museum:test:away')).toBeUndefined();
      await cache.set('museum:test:after', 'shared again', 60);
      expect(await redisOnly.get('museum:test:after')).toBe('shared again');
      expect(lines.map((line) => line.fields.outage)).toEqual(['started', 'ended']);
    } finally {
      await connection.close();
      await redis.stop();
    }
  });
});
