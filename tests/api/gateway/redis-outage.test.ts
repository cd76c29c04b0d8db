// Redis stopped under a running gateway, then started again: visitors notice nothing, ops read the
// outage in one log line at each end, in a metric and in /readyz's body, and the replicas share
// their cache again without a restart. Each test has its own redis-server, killed and restarted.
import { afterEach, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { parseMetrics, sampleValue } from '../../support/prometheus';
import type { RedisProcess } from '../../support/redis-process';
import { startRedisProcess } from '../../support/redis-process';
import { renderingGateways } from '../../support/rendering-gateways';
import { CHROME_QUERY, PAGE_QUERY } from './queries';

interface LogLine {
  level: number;
  msg: string;
  cacheBackend?: string;
  outage?: string;
}

const gateways = renderingGateways();
let redis: RedisProcess;
afterEach(() => redis?.stop());

/** A replica on this test's Redis, whose log lines (warn and up) the test reads. */
async function replica(keyPrefix: string, env: Record<string, string> = {}): Promise<{ gateway: TestGateway; lines: LogLine[] }> {
  const lines: LogLine[] = [];
  const gateway = await gateways.start({
    env: { REDIS_URL: redis.url, LOG_LEVEL: 'warn', READY_PROBE_INTERVAL_MS: '50', ...env },
    cache: { keyPrefix },
    logStream: { write: (line) => void lines.push(JSON.parse(line) as LogLine) },
  });
  return { gateway, lines };
}

async function metric(gateway: TestGateway, name: string): Promise<number> {
  return sampleValue(parseMetrics(await gateway.app.gateway.observability.metrics.text()), name, { backend: 'redis' });
}

async function readiness(gateway: TestGateway): Promise<{ status: number; body: { status: string; cache?: { backend: string; up: boolean; downSince?: string } } }> {
  const response = await gateway.http().get('/readyz');
  return { status: response.status, body: response.body };
}

const outages = (lines: readonly LogLine[]) => lines.filter((line) => line.cacheBackend === 'redis').map((line) => line.outage);

describe('a Redis outage', () => {
  it('fails no request, is logged once when it starts and once when it ends, and shows in the metrics and /readyz', async () => {
    redis = await startRedisProcess();
    const keyPrefix = `museum:test:outage:${Date.now()}`;
    const { gateway: first, lines } = await replica(keyPrefix, { REDIS_OUTAGE_LOG_INTERVAL_MS: '600000' });
    const { gateway: second } = await replica(keyPrefix);
    expect(await metric(first, 'gateway_cache_backend_up')).toBe(1);
    await expect.poll(async () => (await readiness(first)).status, { timeout: 20_000, interval: 50 }).toBe(200);
    expect((await readiness(first)).body).toEqual({ status: 'ready', cache: { backend: 'redis', up: true } });
    await first.graphql(CHROME_QUERY).expect(200);

    await redis.stop('SIGKILL');
    await expect.poll(() => metric(first, 'gateway_cache_backend_up'), { timeout: 20_000, interval: 50 }).toBe(0);
    // Reconnection attempts keep failing while it is away: many failures, one line.
    await expect.poll(() => metric(first, 'gateway_cache_backend_errors_total'), { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(4);

    // Visitors notice nothing: pages and queries answer in full.
    for (let round = 0; round < 3; round += 1) {
      const chrome = await first.graphql(CHROME_QUERY).expect(200);
      expect(chrome.body.errors).toBeUndefined();
      const page = await first.http().get(`/visit?round=${round}`).set('accept', 'text/html').expect(200);
      expect(page.text).toContain('<h1');
    }
    // The replica caches in its own memory meanwhile: asked again, it asks the content service nothing.
    await first.graphql(PAGE_QUERY, { path: '/join' }).expect(200);
    const contentCalls = first.upstreamRequests('content');
    await first.graphql(`${PAGE_QUERY} # again`, { path: '/join' }).expect(200);
    expect(first.upstreamRequests('content')).toBe(contentCalls);

    // Readiness tells, and stays ready: Redis is not a page upstream.
    const away = await readiness(first);
    expect(away.status).toBe(200);
    expect(away.body).toMatchObject({ status: 'ready', cache: { backend: 'redis', up: false } });
    expect(Date.parse(away.body.cache?.downSince ?? '')).toBeLessThanOrEqual(Date.now());
    expect(outages(lines)).toEqual(['started']);
    expect(lines.some((line) => /Stream isn't writeable/.test(JSON.stringify(line)) && line.cacheBackend === undefined)).toBe(false);

    redis = await startRedisProcess(redis.port);
    await expect.poll(() => metric(first, 'gateway_cache_backend_up'), { timeout: 20_000, interval: 50 }).toBe(1);
    expect(outages(lines)).toEqual(['started', 'ended']);
    expect((await readiness(first)).body).toEqual({ status: 'ready', cache: { backend: 'redis', up: true } });

    // Shared caching resumes without a restart: what one replica fetches, the other reads from Redis.
    await expect.poll(() => metric(second, 'gateway_cache_backend_up'), { timeout: 20_000, interval: 50 }).toBe(1);
    await first.graphql(PAGE_QUERY, { path: '/visit/tickets' }).expect(200);
    const before = second.upstreamRequests('content');
    const shared = await second.graphql(`${PAGE_QUERY} # from the other replica`, { path: '/visit/tickets' }).expect(200);
    expect(shared.body.data.page.path).toBe('/visit/tickets');
    expect(second.upstreamRequests('content')).toBe(before);
  });

  it('writes a line at most once per REDIS_OUTAGE_LOG_INTERVAL_MS while it lasts', async () => {
    redis = await startRedisProcess();
    const { gateway, lines } = await replica(`museum:test:outage-interval:${Date.now()}`, { REDIS_OUTAGE_LOG_INTERVAL_MS: '1500' });
    await redis.stop('SIGKILL');
    await expect.poll(() => outages(lines).length, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(3);
    const [started, ...continuing] = lines.filter((line) => line.cacheBackend === 'redis');
    expect(started?.outage).toBe('started');
    expect(continuing.every((line) => line.outage === 'continues' && /^Redis is still unreachable \(\d+ failures since the last line\)$/.test(line.msg))).toBe(true);
    // Fewer lines than failures: the rest are counted, not written.
    expect(await metric(gateway, 'gateway_cache_backend_errors_total')).toBeGreaterThan(outages(lines).length);
  });

  it('counts the rate limit in each replica’s memory while Redis is away', async () => {
    redis = await startRedisProcess();
    const { gateway } = await replica(`museum:test:outage-rate:${Date.now()}`, { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '600000' });
    await redis.stop('SIGKILL');
    await expect.poll(() => metric(gateway, 'gateway_cache_backend_up'), { timeout: 20_000, interval: 50 }).toBe(0);
    await gateway.graphql('{ alerts { id } }').expect(200);
    await gateway.graphql('{ alerts { id } }').expect(200);
    await gateway.graphql('{ alerts { id } }').expect(429);
  });
});
