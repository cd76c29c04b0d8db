import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MemoryCache } from '../../../server/cache/memory';
import { RedisConnection } from '../../../server/cache/redis-connection';
import { loadConfig } from '../../../server/config';
import { UpstreamHttp } from '../../../server/http/client';
import { GatewayMetrics } from '../../../server/observability/metrics';
import { redisTestUrl } from '../../support/redis';
import { RumMetrics, VITAL_HISTOGRAMS } from '../../../server/observability/rum-metrics';

interface Panel {
  title: string;
  targets?: { expr: string }[];
}

const dashboard = JSON.parse(readFileSync('deploy/grafana/museum-gateway.json', 'utf8')) as { panels: Panel[] };

/** The metric families the gateway exposes (`# TYPE` lines): its own and the process's, with Redis. */
async function exposedFamilies(): Promise<Set<string>> {
  const metrics = new GatewayMetrics();
  new RumMetrics(metrics.registry);
  const http = new UpstreamHttp(loadConfig({ CONTENT_URL: 'http://127.0.0.1:9', SEARCH_URL: 'http://127.0.0.1:9' }));
  const redis = new RedisConnection({ url: redisTestUrl(), log: { warn: () => undefined }, outageLogIntervalMs: 60_000 });
  metrics.watch({ http, memory: new MemoryCache(10, 1024), redis });
  const text = await metrics.text();
  await Promise.all([http.close(), redis.close()]);
  return new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
}

describe('the Grafana dashboard', () => {
  it('reads only metrics the gateway exposes', async () => {
    const families = await exposedFamilies();
    const used = dashboard.panels.flatMap((panel) => (panel.targets ?? []).flatMap((target) => [...target.expr.matchAll(/\b(?:gateway|nodejs|process)_\w+/g)].map((match) => match[0])));
    expect(used.length).toBeGreaterThan(10);
    const unknown = used.filter((name) => !families.has(name) && !families.has(name.replace(/_(bucket|count|sum)$/, '')));
    expect(unknown).toEqual([]);
  });

  it('has a panel for requests, operations, upstreams, caches and the process', () => {
    const exprs = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr)).join('\n');
    for (const family of ['gateway_http_request_duration_seconds', 'gateway_graphql_operation_duration_seconds', 'gateway_graphql_errors_total', 'gateway_upstream_request_duration_seconds', 'gateway_cache_lookups_total', 'nodejs_eventloop_lag_p99_seconds', 'nodejs_heap_size_used_bytes', 'process_resident_memory_bytes']) {
      expect(exprs).toContain(family);
    }
  });

  it('has a panel per Core Web Vital of real-user monitoring, with its good and poor thresholds', () => {
    for (const vital of Object.values(VITAL_HISTOGRAMS)) {
      const panel = dashboard.panels.find((candidate) => (candidate.targets ?? []).some((target) => target.expr.includes(`${vital.name}_bucket`)));
      expect(panel, vital.name).toBeDefined();
      const steps = (panel as Panel & { fieldConfig: { defaults: { thresholds: { steps: Array<{ value: number | null }> } } } }).fieldConfig.defaults.thresholds.steps.map((step) => step.value);
      expect(steps, vital.name).toEqual([null, vital.good, vital.poor]);
    }
  });
});
