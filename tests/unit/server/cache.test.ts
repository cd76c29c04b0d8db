import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createCached } from '../../../server/cache/cached';
import { MemoryCache } from '../../../server/cache/memory';
import { RedisCache } from '../../../server/cache/redis';
import type { KeyValueCache } from '../../../server/cache/types';
import { redisTestUrl } from '../../support/redis';

const redis = new RedisCache(redisTestUrl(), (error) => {
  throw error;
});
afterAll(() => redis.close());

const stores: [string, () => Promise<KeyValueCache>][] = [
  ['in-memory LRU', async () => new MemoryCache(100, 1024 * 1024)],
  [
    'Redis',
    async () => {
      await redis.connected(2000);
      return redis;
    },
  ],
];

describe.each(stores)('%s', (_name, open) => {
  it('stores, reads and deletes values', async () => {
    const store = await open();
    const key = `museum:test:${randomUUID()}`;
    expect(await store.get(key)).toBeUndefined();
    await store.set(key, 'value', 60);
    expect(await store.get(key)).toBe('value');
    await store.delete(key);
    expect(await store.get(key)).toBeUndefined();
  });

  describe('cached()', () => {
    const setup = async () => {
      let clock = 1_000_000;
      const errors: unknown[] = [];
      const cached = createCached(await open(), {
        config: { keyPrefix: `museum:test:${randomUUID()}`, staleWhileRevalidateSeconds: 30, staleIfErrorSeconds: 600 },
        onError: (error) => errors.push(error),
        now: () => clock,
      });
      let calls = 0;
      let answer: () => Promise<string> = async () => `v${++calls}`;
      const fetcher = () => answer();
      return {
        load: () => cached('content', { query: 'q' }, 10, fetcher),
        advance: (seconds: number) => (clock += seconds * 1000),
        fail: () => (answer = async () => Promise.reject(new Error('upstream down'))),
        calls: () => calls,
        errors,
      };
    };

    it('serves fresh values without fetching again', async () => {
      const cache = await setup();
      expect(await cache.load()).toBe('v1');
      cache.advance(9);
      expect(await cache.load()).toBe('v1');
      expect(cache.calls()).toBe(1);
    });

    it('serves stale while revalidating, then the refreshed value', async () => {
      const cache = await setup();
      await cache.load();
      cache.advance(15);
      expect(await cache.load()).toBe('v1');
      await expect.poll(() => cache.calls()).toBe(2);
      await expect.poll(() => cache.load()).toBe('v2');
    });

    it('serves stale when the upstream fails after the revalidation window', async () => {
      const cache = await setup();
      await cache.load();
      cache.advance(100);
      cache.fail();
      expect(await cache.load()).toBe('v1');
      expect(cache.errors).toHaveLength(1);
    });

    it('fails when there is nothing to fall back on', async () => {
      const cache = await setup();
      cache.fail();
      await expect(cache.load()).rejects.toThrow('upstream down');
    });

    it('shares one fetch between concurrent misses', async () => {
      const cache = await setup();
      const values = await Promise.all([cache.load(), cache.load(), cache.load()]);
      expect(values).toEqual(['v1', 'v1', 'v1']);
      expect(cache.calls()).toBe(1);
    });
  });
});
