import { afterEach, describe, expect, it } from 'vitest';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import type { GatewayOverrides, TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import type { Sample } from '../../support/prometheus';
import { sampleValue, scrape } from '../../support/prometheus';

// Metrics read over real HTTP from the gateway's own metrics listener, before and after real
// requests through the gateway to the sample upstreams (behind fault proxies).
const faulty = faultyUpstreams({ slowMs: 0 });
let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

/** A gateway whose metrics listener is on a free loopback port; returns its address and scrape function. */
async function gatewayWithMetrics(overrides: GatewayOverrides = {}): Promise<{ gateway: TestGateway; url: string; metrics: (headers?: Record<string, string>) => Promise<Sample[]> }> {
  gateway = await startGateway({ upstreams: faulty.upstreams, ...overrides, env: { ...faulty.env, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', ...overrides.env } });
  const address = await gateway.app.gateway.observability.serveMetrics();
  if (address === null) throw new Error('the metrics listener did not start');
  const url = `http://127.0.0.1:${address.port}/metrics`;
  return { gateway, url, metrics: (headers) => scrape(url, headers) };
}

const HTTP = 'gateway_http_request_duration_seconds_count';
const OPERATIONS = 'gateway_graphql_operation_duration_seconds_count';
const ERRORS = 'gateway_graphql_errors_total';
const UPSTREAM = 'gateway_upstream_request_duration_seconds_count';
const CACHE = 'gateway_cache_lookups_total';

describe('/metrics', () => {
  it('counts HTTP requests by method, route and status once each has been answered', async () => {
    const { gateway, metrics } = await gatewayWithMetrics();
    const before = await metrics();
    await gateway.http().get('/healthz').expect(200);
    await gateway.http().get('/healthz').expect(200);
    await gateway.http().delete('/healthz').expect(404);
    await gateway.graphql('{ __typename }').expect(200);

    // A request is counted when its response has finished, which may be just after the client has it.
    await expect
      .poll(async () => {
        const after = await metrics();
        const delta = (labels: Record<string, string>) => sampleValue(after, HTTP, labels) - sampleValue(before, HTTP, labels);
        return {
          healthz: delta({ method: 'GET', route: '/healthz', status_code: '200' }),
          unmatched: delta({ method: 'DELETE', route: 'unmatched', status_code: '404' }),
          graphql: delta({ method: 'POST', route: '/graphql', status_code: '200' }),
        };
      })
      .toEqual({ healthz: 2, unmatched: 1, graphql: 1 });
  });

  it('counts GraphQL operations by name, the upstream calls they made and the cache layers that answered', async () => {
    const { gateway, metrics } = await gatewayWithMetrics();
    const query = 'query MetricsSite { site { title } }';
    const before = await metrics();
    const contentCalls = gateway.upstreamRequests('content');

    await gateway.graphql(query).expect(200);
    const first = await metrics();
    const calls = gateway.upstreamRequests('content') - contentCalls;
    expect(calls).toBeGreaterThan(0);
    expect(sampleValue(first, OPERATIONS, { operation: 'MetricsSite', type: 'query' }) - sampleValue(before, OPERATIONS, { operation: 'MetricsSite' })).toBe(1);
    expect(sampleValue(first, UPSTREAM, { upstream: 'content', outcome: '2xx' }) - sampleValue(before, UPSTREAM, { upstream: 'content', outcome: '2xx' })).toBe(calls);
    expect(sampleValue(first, CACHE, { layer: 'response', result: 'miss' }) - sampleValue(before, CACHE, { layer: 'response', result: 'miss' })).toBe(1);
    expect(sampleValue(first, CACHE, { layer: 'upstream', result: 'miss' }) - sampleValue(before, CACHE, { layer: 'upstream', result: 'miss' })).toBe(calls);

    // The same query again: the whole-response cache answers; no upstream is asked.
    await gateway.graphql(query).expect(200);
    const second = await metrics();
    expect(gateway.upstreamRequests('content') - contentCalls).toBe(calls);
    expect(sampleValue(second, OPERATIONS, { operation: 'MetricsSite' }) - sampleValue(first, OPERATIONS, { operation: 'MetricsSite' })).toBe(1);
    expect(sampleValue(second, CACHE, { layer: 'response', result: 'hit' }) - sampleValue(first, CACHE, { layer: 'response', result: 'hit' })).toBe(1);
    expect(sampleValue(second, UPSTREAM, { upstream: 'content' }) - sampleValue(first, UPSTREAM, { upstream: 'content' })).toBe(0);
  });

  it('counts stale serves of the upstream cache', async () => {
    // Entries are stale at once and served while one background fetch revalidates them.
    const { gateway, metrics } = await gatewayWithMetrics({ cache: { ttlSeconds: { content: 0, search: 0, collection: 0, preschina: 0, images: 0 }, staleWhileRevalidateSeconds: 300 } });
    await gateway.graphql('query MetricsStale { site { title } }').expect(200);
    const before = await metrics();
    // Another source text is another whole-response key: this one reaches the upstream cache.
    await gateway.graphql('query MetricsStale { site { title } } # again').expect(200);
    const after = await metrics();
    expect(sampleValue(after, CACHE, { layer: 'upstream', result: 'stale' }) - sampleValue(before, CACHE, { layer: 'upstream', result: 'stale' })).toBeGreaterThan(0);
    expect(sampleValue(after, CACHE, { layer: 'upstream', result: 'miss' }) - sampleValue(before, CACHE, { layer: 'upstream', result: 'miss' })).toBe(0);
  });

  it('counts errors by code, and failed upstream calls by outcome', async () => {
    const { gateway, metrics } = await gatewayWithMetrics();
    const before = await metrics();
    const invalid = await gateway.graphql('query MetricsInvalid { noSuchField }').expect(400);
    expect(invalid.body.errors[0].extensions.code).toBe('GRAPHQL_VALIDATION_FAILED');

    await faulty.proxies.content.set('down');
    const failed = await gateway.graphql('query MetricsDown { site { title } }').expect(200);
    expect(failed.body.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
    await faulty.proxies.content.set('500');
    await gateway.graphql('query MetricsDown { site { title } } # 500').expect(200);

    const after = await metrics();
    const delta = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(delta(ERRORS, { operation: 'MetricsInvalid', code: 'GRAPHQL_VALIDATION_FAILED' })).toBe(1);
    expect(delta(ERRORS, { operation: 'MetricsDown', code: 'UPSTREAM_UNAVAILABLE' })).toBe(2);
    expect(delta(UPSTREAM, { upstream: 'content', outcome: 'network' })).toBe(1);
    expect(delta(UPSTREAM, { upstream: 'content', outcome: '5xx' })).toBe(1);
  });

  it("shows each upstream's breaker, the process's event-loop lag, heap and RSS", async () => {
    const { metrics } = await gatewayWithMetrics();
    const samples = await metrics();
    expect(sampleValue(samples, 'gateway_upstream_breaker_state', { upstream: 'search', state: 'closed' })).toBe(1);
    for (const name of ['nodejs_eventloop_lag_seconds', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) {
      expect(samples.some((sample) => sample.name === name && sample.value > 0), name).toBe(true);
    }
    expect(sampleValue(samples, 'gateway_cache_memory_bytes')).toBeGreaterThanOrEqual(0);
  });

  it('is never served on the public port, and has no listener unless METRICS_PORT is set', async () => {
    const { gateway: withMetrics } = await gatewayWithMetrics();
    const publicAnswer = await withMetrics.http().get('/metrics');
    expect(publicAnswer.text).not.toContain('gateway_http_request_duration_seconds');
    expect(publicAnswer.headers['content-type']).not.toContain('version=0.0.4');
    await withMetrics.close();

    gateway = await startGateway({ upstreams: faulty.upstreams, env: faulty.env });
    expect(gateway.config.observability.metrics).toBeNull();
    expect(await gateway.app.gateway.observability.serveMetrics()).toBeNull();
  });

  it('with METRICS_TOKEN set, answers only a scrape that presents it as a bearer token', async () => {
    const token = 'a-scrape-token-of-this-test';
    const { url, metrics } = await gatewayWithMetrics({ env: { METRICS_TOKEN: token } });
    for (const authorization of [undefined, 'Bearer not-the-token', `Basic ${token}`, `Bearer ${token}x`]) {
      const refused = await fetch(url, { headers: authorization ? { authorization } : {} });
      expect(refused.status, authorization).toBe(401);
      expect(refused.headers.get('www-authenticate')).toMatch(/^Bearer /);
      expect(await refused.text()).not.toContain('gateway_http_request_duration_seconds');
    }
    const samples = await metrics({ authorization: `Bearer ${token}` });
    expect(sampleValue(samples, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });
});
