// Cache tags in the cache layer (purging each store by tag is in cache.test.ts): the lifetime of
// Redis's tag sets, the in-memory index bounded by the LRU it serves, tags flowing from a fetch into
// the request scope (on a miss and on a hit), and the fence that keeps what began before a purge out.
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { createCached } from '../../../server/cache/cached';
import { MemoryCache } from '../../../server/cache/memory';
import { PurgeFence } from '../../../server/cache/purge-fence';
import { RedisCache } from '../../../server/cache/redis';
import { TagIndex } from '../../../server/cache/tag-index';
import { TagSet, tagHeaders } from '../../../server/cache/tags';
import { AnswerStore } from '../../../server/hot-path/answer-store';
import { storedAnswer } from '../../../server/hot-path/stored-answer';
import { RequestScope } from '../../../server/http/request-scope';
import { redisTestUrl, strictRedisConnection } from '../../support/redis';

const TAG_PREFIX = `museum:test:${randomUUID()}:tag:`;
const connection = strictRedisConnection();
const redis = new RedisCache(connection, null, TAG_PREFIX);
const inspector = new Redis(redisTestUrl());
afterAll(async () => {
  await connection.close();
  await inspector.quit();
});

describe('tags in Redis', () => {
  it("keeps a tag's key set as long as its longest-lived entry, and no longer", async () => {
    await connection.connected(2000);
    const tag = `doc:${randomUUID()}`;
    await redis.set(`museum:test:${randomUUID()}`, 'long', 600, [tag]);
    await redis.set(`museum:test:${randomUUID()}`, 'short', 30, [tag]);
    const ttl = await inspector.ttl(`${TAG_PREFIX}${tag}`);
    expect(ttl).toBeGreaterThan(30);
    expect(ttl).toBeLessThanOrEqual(600);
    expect(await inspector.scard(`${TAG_PREFIX}${tag}`)).toBe(2);
    await redis.purge([tag]);
    expect(await inspector.exists(`${TAG_PREFIX}${tag}`)).toBe(0);
  });
});

describe('the in-memory tag index', () => {
  it('holds no more than the LRU it serves: what the LRU evicts leaves the index', async () => {
    const store = new MemoryCache(3, 1024 * 1024);
    for (let n = 0; n < 50; n += 1) await store.set(`k${n}`, 'value', 60, [`doc:${n}`, 'type:page']);
    expect(store.tags.size).toEqual({ links: 6, tags: 4 });
    expect(await store.purge(['type:page'])).toBe(3);
    expect(store.tags.size).toEqual({ links: 0, tags: 0 });
  });

  it('keeps an entry too large to store out of the index too', async () => {
    const store = new MemoryCache(10, 100);
    await store.set('big', 'x'.repeat(500), 60, ['doc:big']);
    expect(store.tags.size.links).toBe(0);
  });

  it('forgets the tags an entry stored again no longer carries', async () => {
    const store = new MemoryCache(10, 1024 * 1024);
    await store.set('k', 'v1', 60, ['doc:old']);
    await store.set('k', 'v2', 60, ['doc:new']);
    expect(await store.purge(['doc:old'])).toBe(0);
    expect(await store.get('k')).toBe('v2');
  });

  it('finds keys by any of their tags and forgets removed keys', () => {
    const index = new TagIndex();
    index.set('one', ['a', 'b']);
    index.set('two', ['b']);
    expect(index.keys(['b']).sort()).toEqual(['one', 'two']);
    index.set('one', ['c']);
    expect(index.keys(['a'])).toEqual([]);
    index.remove('two');
    expect(index.keys(['b', 'c'])).toEqual(['one']);
    expect(index.size).toEqual({ links: 1, tags: 1 });
  });
});

describe('cached() and tags', () => {
  const setup = (fence?: PurgeFence) => {
    let clock = 1_000_000;
    const store = new MemoryCache(100, 1024 * 1024);
    const cached = createCached(store, {
      config: { keyPrefix: `museum:test:${randomUUID()}`, staleWhileRevalidateSeconds: 30, staleIfErrorSeconds: 600 },
      onError: (error) => {
        throw error;
      },
      fence,
      now: () => clock,
    });
    let calls = 0;
    const load = (scope?: RequestScope) =>
      cached('content', { query: 'q' }, 10, async (tags) => {
        calls += 1;
        tags.add(['doc:page', 'type:menu']);
        return `v${calls}`;
      }, scope);
    return { store, load, calls: () => calls, advance: (ms: number) => (clock += ms) };
  };
  const scope = () => new RequestScope({ deadlineMs: 5000, maxUpstreamCalls: 10 });

  it('gives the request the tags its fetcher declared, on a miss and again on a hit', async () => {
    const { load } = setup();
    const first = scope();
    expect(await load(first)).toBe('v1');
    expect(first.tags.list()).toEqual(['doc:page', 'type:menu']);
    const second = scope();
    expect(await load(second)).toBe('v1');
    expect(second.tags.list()).toEqual(['doc:page', 'type:menu']);
  });

  it('asks the upstream again once a tag of the entry is purged', async () => {
    const { store, load } = setup();
    await load();
    expect(await store.purge(['type:menu'])).toBe(1);
    expect(await load()).toBe('v2');
  });

  it('answers with, but does not keep, a value fetched before a purge of one of its tags', async () => {
    const fence = new PurgeFence();
    const { load, calls } = setup(fence);
    const loading = load();
    // The purge lands while the fetch is under way (the value may be the old version).
    fence.record(['doc:page']);
    expect(await loading).toBe('v1');
    expect(await load()).toBe('v2');
    expect(calls()).toBe(2);
  });
  it('does not let a request that comes after a purge wait on a fetch begun before it', async () => {
    const fence = new PurgeFence();
    const cached = createCached(new MemoryCache(100, 1024 * 1024), {
      config: { keyPrefix: `museum:test:${randomUUID()}`, staleWhileRevalidateSeconds: 30, staleIfErrorSeconds: 600 },
      onError: (error) => {
        throw error;
      },
      fence,
    });
    const started: (() => void)[] = [];
    let calls = 0;
    const load = () =>
      cached('content', { query: 'q' }, 10, async () => {
        calls += 1;
        const call = calls;
        await new Promise<void>((resolve) => started.push(resolve));
        return `v${call}`;
      });
    const before = load();
    await vi.waitFor(() => expect(started).toHaveLength(1));
    fence.record(['doc:page']);
    const after = load();
    await vi.waitFor(() => expect(started).toHaveLength(2));
    for (const release of started) release();
    expect(await before).toBe('v1');
    expect(await after).toBe('v2');
  });
});

describe('the answer store and tags', () => {
  const answer = async (tags: string[]) => storedAnswer('{"data":{}}', { 'content-type': 'application/json' }, { storedAt: Date.now(), freshUntil: Date.now() + 60_000, staleUntil: Date.now() + 60_000 }, tags);

  it('sends the tags with the answer and drops the answers of a purged tag from this process', async () => {
    const store = new AnswerStore(null, 1024 * 1024);
    const page = await answer(['doc:a', 'type:menu']);
    expect(page.headers['surrogate-key']).toBe('doc:a type:menu');
    expect(page.headers['cache-tag']).toBe('doc:a,type:menu');
    await store.set('page', page);
    await store.set('other', await answer(['doc:b']));
    expect(store.purgeLocal(['doc:a'])).toBe(1);
    expect(store.peek('page')).toBeUndefined();
    expect(store.peek('other')).toBeDefined();
    store.clearLocal();
    expect(store.peek('other')).toBeUndefined();
    expect(store.tags.size.links).toBe(0);
  });

  it('does not keep an answer begun before a purge of one of its tags', async () => {
    const fence = new PurgeFence();
    const store = new AnswerStore(null, 1024 * 1024, Date.now, fence);
    const begun = Date.now() - 10;
    fence.record(['doc:a']);
    await store.set('page', await answer(['doc:a']), begun);
    expect(store.peek('page')).toBeUndefined();
    await store.set('later', await answer(['doc:a']), Date.now() + 1);
    expect(store.peek('later')).toBeDefined();
  });
});

describe('tag sets and headers', () => {
  it('keeps each tag once, in first-seen order, and sends none when there are none', () => {
    const tags = new TagSet();
    tags.add(['b', 'a']);
    tags.add(['a', 'c']);
    expect(tags.list()).toEqual(['b', 'a', 'c']);
    expect(tagHeaders([])).toEqual({});
  });
});
