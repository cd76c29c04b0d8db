import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningUpstreams } from '../../../upstreams/start';
import { startUpstreams } from '../../../upstreams/start';
import type { TestGateway } from '../../support/gateway';
import { startGateway, TEST_NOW } from '../../support/gateway';
import { redisTestUrl } from '../../support/redis';
import { CHROME_QUERY } from './queries';

let upstreams: RunningUpstreams;
const gateways: TestGateway[] = [];
beforeAll(async () => {
  upstreams = await startUpstreams({ now: TEST_NOW });
});
afterAll(async () => {
  await Promise.all(gateways.map((gateway) => gateway.close()));
  await upstreams.close();
});

/** The chrome query under another source text: a miss of the whole-response cache, so the upstream cache is what answers. */
const CHROME_AGAIN = `${CHROME_QUERY}\n# again`;

async function gateway(options: Parameters<typeof startGateway>[0] = {}): Promise<TestGateway> {
  const started = await startGateway({ upstreams, ...options });
  gateways.push(started);
  return started;
}

describe('upstream response cache', () => {
  it('in memory: a warm cache answers the chrome query without asking the content service', async () => {
    const lru = await gateway();
    const cold = await lru.graphql(CHROME_QUERY).expect(200);
    const coldRequests = lru.upstreamRequests('content');
    // One request per distinct query: settings, menus, alerts, locations (settings shared by site and locations).
    expect(coldRequests).toBe(4);

    const warm = await lru.graphql(CHROME_AGAIN).expect(200);
    expect(lru.upstreamRequests('content')).toBe(coldRequests);
    expect(warm.body).toEqual(cold.body);
  });

  it('in Redis: a second gateway replica answers from the cache the first one filled', async () => {
    const shared = { env: { REDIS_URL: redisTestUrl() }, cache: { keyPrefix: `museum:test:${randomUUID()}` } };
    const first = await gateway(shared);
    const second = await gateway(shared);
    expect(first.config.cache.redisUrl).toBe(redisTestUrl());

    const cold = await first.graphql(CHROME_QUERY).expect(200);
    expect(first.upstreamRequests('content')).toBe(4);
    const warm = await second.graphql(CHROME_AGAIN).expect(200);
    expect(second.upstreamRequests('content')).toBe(0);
    expect(warm.body).toEqual(cold.body);
  });

  it('dedupes identical content queries within one request', async () => {
    const lru = await gateway();
    await lru.graphql('{ a: page(path: "/visit") { ... on RoutedPage { id } } b: page(path: "/VISIT/") { ... on RoutedPage { id } } c: page(path: "/join") { ... on RoutedPage { id } } }').expect(200);
    expect(lru.upstreamRequests('content')).toBe(2);
  });
});

describe('whole-response cache', () => {
  it('answers a repeated query without executing it, saying its age, with the hints of the first answer', async () => {
    const lru = await gateway();
    const first = await lru.graphql(CHROME_QUERY).expect(200);
    expect(first.headers.age).toBeUndefined();
    const again = await lru.graphql(CHROME_QUERY).expect(200);
    expect(again.headers.age).toBe('0');
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
    expect(again.body).toEqual(first.body);
    // Other variables are another response.
    const other = await lru.graphql('query ($path: String!) { page(path: $path) { ... on RoutedPage { title } } }', { path: '/visit' }).expect(200);
    const otherPath = await lru.graphql('query ($path: String!) { page(path: $path) { ... on RoutedPage { title } } }', { path: '/join' }).expect(200);
    expect(otherPath.headers.age).toBeUndefined();
    expect(otherPath.body).not.toEqual(other.body);
  });

  it('keeps no answer that carries errors or degraded data', async () => {
    const own = await startGateway({ now: TEST_NOW });
    gateways.push(own);
    await own.upstreams.stop('content');
    await own.upstreams.stop('search');
    for (const query of [CHROME_QUERY, '{ search(query: "portrait") { total unavailable } }']) {
      const first = await own.graphql(query).expect(200);
      expect(first.headers['cache-control']).toBe('no-store');
      const again = await own.graphql(query).expect(200);
      expect(again.headers.age).toBeUndefined();
    }
  });

  it('in Redis: a second replica answers from the response the first one stored', async () => {
    const shared = { env: { REDIS_URL: redisTestUrl() }, cache: { keyPrefix: `museum:test:${randomUUID()}` } };
    const first = await gateway(shared);
    const second = await gateway(shared);
    const stored = await first.graphql(CHROME_QUERY).expect(200);
    const served = await second.graphql(CHROME_QUERY).expect(200);
    expect(served.headers.age).toBeDefined();
    expect(served.body).toEqual(stored.body);
  });
});
