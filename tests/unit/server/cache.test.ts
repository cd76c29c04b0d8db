import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createCached, scopedCached } from '../../../server/cache/cached';
import { MemoryCache } from '../../../server/cache/memory';
import { RedisCache } from '../../../server/cache/redis';
import type { KeyValueCache } from '../../../server/cache/types';
import { DeadlineError, RequestScope, UpstreamCallLimitError } from '../../../server/http/request-scope';
import { strictRedisConnection } from '../../support/redis';

const connection = strictRedisConnection();
const redis = new RedisCache(connection, null);
afterAll(() => connection.close());

const stores: [string, () => Promise<KeyValueCache>][] = [
  ['in-memory LRU', async () => new MemoryCache(100, 1024 * 1024)],
  [
    'Redis',
    async () => {
      await connection.connected(2000);
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

  it('purges exactly the entries carrying a purged tag, and says how many there were', async () => {
    const store = await open();
    const key = (name: string) => `museum:test:${randomUUID()}:${name}`;
    const [page, listing, other] = [key('page'), key('listing'), key('other')];
    // Tags of their own: other runs may share this Redis.
    const [a, menu] = [`doc:${randomUUID()}`, `type:${randomUUID()}`];
    await store.set(page, 'page', 60, [a, menu]);
    await store.set(listing, 'listing', 60, [a, `doc:${randomUUID()}`]);
    await store.set(other, 'other', 60, [`doc:${randomUUID()}`, `type:${randomUUID()}`]);

    expect(await store.purge([a])).toBe(2);
    expect(await store.get(page)).toBeUndefined();
    expect(await store.get(listing)).toBeUndefined();
    expect(await store.get(other)).toBe('other');
    // Nothing carries it any more.
    expect(await store.purge([a, `doc:${randomUUID()}`])).toBe(0);
    expect(await store.purge([])).toBe(0);
  });

  it('finds an entry stored again under its new tags', async () => {
    const store = await open();
    const key = `museum:test:${randomUUID()}`;
    const [old, fresh] = [`doc:${randomUUID()}`, `doc:${randomUUID()}`];
    await store.set(key, 'v1', 60, [old]);
    await store.set(key, 'v2', 60, [fresh]);
    expect(await store.purge([fresh])).toBe(1);
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
        load: (scope?: RequestScope) => cached('content', { query: 'q' }, 10, fetcher, scope),
        advance: (seconds: number) => (clock += seconds * 1000),
        fail: () => (answer = async () => Promise.reject(new Error('upstream down'))),
        /** The upstream hangs until `release` is called. */
        hang: () => {
          let release = () => undefined as void;
          answer = () =>
            new Promise<string>((resolve) => {
              calls += 1;
              release = () => resolve(`v${calls}`);
            });
          return () => release();
        },
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

    it('serves stale when the upstream fails after the revalidation window, and marks the request degraded', async () => {
      const cache = await setup();
      await cache.load();
      cache.advance(100);
      cache.fail();
      const scope = new RequestScope({ deadlineMs: 60_000, maxUpstreamCalls: 10 });
      expect(await cache.load(scope)).toBe('v1');
      expect(cache.errors).toHaveLength(1);
      expect(scope.degradedBy).toEqual(['stale content']);
    });

    it('serves stale at once, degraded, while a refresh of the entry is already in flight', async () => {
      const cache = await setup();
      await cache.load();
      cache.advance(100);
      const release = cache.hang();
      const waiting = cache.load();
      const scope = new RequestScope({ deadlineMs: 60_000, maxUpstreamCalls: 10 });
      expect(await cache.load(scope)).toBe('v1');
      expect(scope.degraded).toBe(true);
      release();
      expect(await waiting).toBe('v2');
    });

    it('serves stale when the request deadline passes first, and fails with DeadlineError when nothing is cached', async () => {
      const cache = await setup();
      const release = cache.hang();
      await expect(cache.load(new RequestScope({ deadlineMs: 0, maxUpstreamCalls: 10 }))).rejects.toBeInstanceOf(DeadlineError);
      release();
      await expect.poll(() => cache.load()).toBe('v1');
      cache.advance(100);
      const again = cache.hang();
      const scope = new RequestScope({ deadlineMs: 0, maxUpstreamCalls: 10 });
      expect(await cache.load(scope)).toBe('v1');
      expect(scope.degraded).toBe(true);
      again();
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

describe('the in-memory LRU', () => {
  it('is bounded by bytes as well as by entries', async () => {
    const store = new MemoryCache(1000, 10_000);
    const value = 'x'.repeat(1000);
    for (let index = 0; index < 20; index += 1) await store.set(`key-${index}`, value, 60);
    expect(store.bytes).toBeLessThanOrEqual(10_000);
    expect(await store.get('key-0')).toBeUndefined();
    expect(await store.get('key-19')).toBe(value);
  });
});

describe('scopedCached()', () => {
  it('counts every load toward the request budget and refuses past it', async () => {
    const cached = createCached(new MemoryCache(100, 1024 * 1024), { config: { keyPrefix: 'museum:test', staleWhileRevalidateSeconds: 0, staleIfErrorSeconds: 0 }, onError: () => undefined });
    const scoped = scopedCached(cached, new RequestScope({ deadlineMs: 60_000, maxUpstreamCalls: 2 }));
    await scoped('search', 'a', 60, async () => 'a');
    await scoped('search', 'a', 60, async () => 'a');
    await expect(scoped('search', 'b', 60, async () => 'b')).rejects.toBeInstanceOf(UpstreamCallLimitError);
  });
});
