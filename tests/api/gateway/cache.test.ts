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

    const warm = await lru.graphql(CHROME_QUERY).expect(200);
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
    const warm = await second.graphql(CHROME_QUERY).expect(200);
    expect(second.upstreamRequests('content')).toBe(0);
    expect(warm.body).toEqual(cold.body);
  });

  it('dedupes identical content queries within one request', async () => {
    const lru = await gateway();
    await lru.graphql('{ a: page(path: "/visit") { id } b: page(path: "/VISIT/") { id } c: page(path: "/join") { id } }').expect(200);
    expect(lru.upstreamRequests('content')).toBe(2);
  });
});
