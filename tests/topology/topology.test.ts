import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../server/ssr/build';
import { UPSTREAM_NAMES } from '../../upstreams/start';
import type { Sample } from '../support/prometheus';
import { sampleValue, scrape } from '../support/prometheus';
import { stageImage } from './image';
import type { LoadTarget } from './load';
import { startLoad } from './load';
import type { Plan } from './plan';
import { planTopology } from './plan';
import type { Running } from './processes';
import { answers, Processes, until } from './processes';

// The Compose topology run for real, without a Docker engine: the processes docker-compose.yml
// describes (the sample upstreams, Redis, two gateway replicas, nginx with the repo's config in
// front), started from its own commands and environment (tests/topology/plan.ts), in a directory
// holding what the Dockerfile's runtime stage copies into the image (tests/topology/image.ts).

const ROOT = resolve(import.meta.dirname, '../..');
/**
 * As `MUSEUM_NOW=… LOG_LEVEL=warn SHED_EVENT_LOOP_DELAY_MS=600000 docker compose up` would be run.
 * This test checks the topology, not the gateway's self-protection (tests/api does): on a shared,
 * loaded 2-core machine running every service and the load at once, lag-based shedding would turn
 * the machine's slowness into refused requests.
 */
// The load runs as fast as answers come (a cached page in about a millisecond): its visitors would
// outrun the per-address rate limit, which tests/api checks; these tests are about the topology.
// The webhook secret turns publish to live on: the sample content service sends each change through nginx.
const VARIABLES = { MUSEUM_NOW: '2026-11-22T10:00:00-05:00', LOG_LEVEL: 'warn', SHED_EVENT_LOOP_DELAY_MS: '600000', RATE_LIMIT_MAX: '0', CONTENT_WEBHOOK_SECRET: 'topology-webhook-secret-0123456789' };

function nginxBinary(): string {
  const found = [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx'].find((path) => path && existsSync(path));
  if (!found) throw new Error('nginx is not installed: `apt-get install -y nginx` (Debian), or set NGINX_PATH');
  return found;
}

/** Whether Redis answers PING on `port`. */
function redisAnswers(port: number): Promise<boolean> {
  return new Promise((resolvePing) => {
    const socket = connect(port, '127.0.0.1', () => socket.write('PING\r\n'));
    socket.setTimeout(2000, () => socket.destroy());
    socket.once('data', (data) => {
      resolvePing(data.toString().startsWith('+PONG'));
      socket.end();
    });
    socket.once('error', () => resolvePing(false));
    socket.once('close', () => resolvePing(false));
  });
}

const PAGES = ['/', '/visit', '/search/all/portrait', '/collection/object/6268', '/calendar', '/preschina'];
const LOAD: LoadTarget[] = [
  ...PAGES.map((path): LoadTarget => ({ method: 'GET', path })),
  { method: 'POST', path: '/graphql', body: JSON.stringify({ query: 'query TopologySite { site { title today } locations { slug today { text } } }' }) },
];

let dir = '';
let processes: Processes | undefined;
let plan: Plan;
let upstreams: Running;
let redis: Running;
const gateways: Running[] = [];
let failed = false;

const lb = () => `http://127.0.0.1:${plan.ports.lb}`;
const gatewayUrl = (replica: number) => `http://127.0.0.1:${plan.ports.gateways[replica].port}`;
const metrics = (replica: number): Promise<Sample[]> => scrape(`http://127.0.0.1:${plan.ports.gateways[replica].metrics}/metrics`);
const total = (samples: Sample[], name: string, labels: Record<string, string> = {}) => sampleValue(samples, name, labels);
const HTTP = 'gateway_http_request_duration_seconds_count';
const REPLICAS = [0, 1];

/** Whether every replica's metrics say Redis is `up` (1) or away (0). */
async function redisSeenAs(up: 0 | 1): Promise<boolean> {
  const scrapes = await Promise.all(REPLICAS.map(metrics));
  return scrapes.every((samples) => samples.some((sample) => sample.name === 'gateway_cache_backend_up' && sample.value === up));
}

/** Serves `path` from one replica, then from the other, and says what the second one's metrics counted meanwhile. */
async function servedByBoth(path: string): Promise<{ misses: number; hits: number; upstreamCalls: number }> {
  const first = await fetch(`${gatewayUrl(0)}${path}`);
  expect(first.status).toBe(200);
  const firstBody = await first.text();
  const before = await metrics(1);
  const second = await fetch(`${gatewayUrl(1)}${path}`);
  expect(second.status).toBe(200);
  expect(await second.text()).toBe(firstBody);
  const after = await metrics(1);
  const delta = (name: string, labels: Record<string, string> = {}) => total(after, name, labels) - total(before, name, labels);
  return { misses: delta('gateway_cache_lookups_total', { result: 'miss' }), hits: delta('gateway_cache_lookups_total', { result: 'hit' }), upstreamCalls: delta('gateway_upstream_request_duration_seconds_count') };
}

async function upstreamsHealthy(): Promise<boolean> {
  const checks = await Promise.all(UPSTREAM_NAMES.map((name) => answers(`http://127.0.0.1:${plan.ports.upstreams[name]}/healthz`)));
  return checks.every(Boolean);
}

function startGateway(replica: number): Running {
  gateways[replica] = (processes as Processes).start(plan.gateways[replica]);
  return gateways[replica];
}

async function readiness(replica: number): Promise<{ status: number; body: { status?: string } }> {
  const response = await fetch(`${gatewayUrl(replica)}/readyz`, { signal: AbortSignal.timeout(5000) });
  return { status: response.status, body: (await response.json()) as { status?: string } };
}

/** Fails with the tails of the processes' logs, which say why. */
function withLogs(error: unknown): never {
  failed = true;
  const names = ['redis', 'upstreams', ...plan.gateways.map((gateway) => gateway.name), 'nginx'];
  const logs = names.map((name) => `--- ${name} ---\n${processes?.logTail(name) ?? ''}`).join('\n');
  throw new Error(`${error instanceof Error ? error.message : String(error)}\n(logs in ${dir})\n${logs}`);
}

beforeAll(async () => {
  if (!hasClientBuild(clientBuild(join(ROOT, 'dist'))) || !existsSync(join(ROOT, 'dist/server/main.js'))) throw new Error('The site is not built: run `npm run build` first (npm test does).');
  dir = mkdtempSync(join(tmpdir(), 'museum-topology-'));
  plan = await planTopology(ROOT, dir, VARIABLES, nginxBinary());
  processes = new Processes(stageImage(ROOT, readFileSync(join(ROOT, 'Dockerfile'), 'utf8'), join(dir, 'image')), dir);
  try {
    // In depends_on order, each waited for as its compose health check would.
    redis = processes.start(plan.redis);
    upstreams = processes.start(plan.upstreams);
    await until('Redis to answer PING', () => redisAnswers(plan.ports.redis));
    await until('the sample upstreams to be healthy', upstreamsHealthy);
    plan.gateways.forEach((_spec, replica) => startGateway(replica));
    await until('both gateway replicas to be healthy', async () => (await Promise.all(plan.gateways.map((_spec, replica) => answers(`${gatewayUrl(replica)}/healthz`)))).every(Boolean));
    processes.start(plan.nginx);
    await until('nginx to answer', () => answers(`${lb()}/healthz`));
  } catch (error) {
    withLogs(error);
  }
}, 240_000);

afterEach((context) => {
  if (context.task.result?.state === 'fail') failed = true;
});

afterAll(async () => {
  await processes?.stopAll();
  if (dir && !failed) rmSync(dir, { recursive: true, force: true });
}, 60_000);

describe('the Compose topology, run as processes', () => {
  it('serves the site through nginx, with the request id nginx made echoed by the replica', async () => {
    const response = await fetch(`${lb()}/visit`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f]{32}$/);
    const given = await fetch(`${lb()}/healthz`, { headers: { 'x-request-id': 'topology-1' } });
    expect(given.headers.get('x-request-id')).toBe('topology-1');
    // Metrics are on each replica's own port, never through the load balancer.
    expect(await (await fetch(`${lb()}/metrics`)).text()).not.toContain('gateway_http_request_duration_seconds');
  });

  it('serves a page one replica rendered from the other replica, which asks no upstream', async () => {
    try {
      const counted = await servedByBoth('/collection/object/5812');
      expect(counted.misses).toBe(0);
      expect(counted.hits).toBeGreaterThan(0);
      expect(counted.upstreamCalls).toBe(0);
    } catch (error) {
      withLogs(error);
    }
  });

  it('serves a change published through the content service on both replicas within 2 s, and keeps an untouched page in the shared cache', async () => {
    try {
      const path = '/visit/tickets';
      const untouched = '/visit/accessibility';
      const intro = `Timed tickets, sold online (topology ${Date.now()}).`;
      // Both replicas hold the page in their memory (and Redis); only the first has rendered the untouched one.
      for (const replica of [0, 1]) expect((await fetch(`${gatewayUrl(replica)}${path}`)).status).toBe(200);
      expect((await fetch(`${gatewayUrl(0)}${untouched}`)).status).toBe(200);

      const publishedAt = performance.now();
      const published = await fetch(`http://127.0.0.1:${plan.ports.upstreams.content}/v2025-02-19/data/mutate/production`, {
        method: 'POST',
        headers: { authorization: 'Bearer sample-editor-token', 'content-type': 'application/json' },
        body: JSON.stringify({ mutations: [{ patch: { id: 'page-visit-tickets', set: { intro } } }] }),
      });
      expect(published.status).toBe(200);
      await until('both replicas to serve the change', async () => (await Promise.all([0, 1].map(async (replica) => (await fetch(`${gatewayUrl(replica)}${path}`)).text()))).every((html) => html.includes(intro)), 30_000);
      const seconds = (performance.now() - publishedAt) / 1000;
      const purge = await Promise.all([0, 1].map(async (replica) => total(await metrics(replica), 'gateway_purge_duration_seconds_sum', { source: 'content-webhook' })));
      console.log(`publish to visible on both replicas: ${seconds.toFixed(3)} s (the webhook's purge took ${purge.map((each) => `${(each * 1000).toFixed(1)} ms`).join(' and ')} on the two replicas)`);

      // The second replica never rendered the untouched page: it finds it in the shared cache, which the purge left alone.
      const before = await metrics(1);
      expect((await fetch(`${gatewayUrl(1)}${untouched}`)).status).toBe(200);
      const after = await metrics(1);
      const delta = (labels: Record<string, string>) => total(after, 'gateway_cache_lookups_total', labels) - total(before, 'gateway_cache_lookups_total', labels);
      expect(delta({ layer: 'page', result: 'hit' })).toBe(1);
      expect(delta({ layer: 'page', result: 'miss' })).toBe(0);
      expect(total(after, 'gateway_purges_total', { source: 'content-webhook', result: 'purged' }) + total(await metrics(0), 'gateway_purges_total', { source: 'content-webhook', result: 'purged' })).toBe(1);
    } catch (error) {
      withLogs(error);
    }
  });

  it('keeps answering through nginx when a replica is killed', async () => {
    try {
      gateways[0].signal('SIGKILL');
      expect(await gateways[0].exited).toBe('SIGKILL');
      const before = total(await metrics(1), HTTP);
      for (const target of [...LOAD, ...LOAD]) {
        const response = await fetch(`${lb()}${target.path}`, { method: target.method, body: target.body, headers: target.body ? { 'content-type': 'application/json' } : {} });
        expect(response.status, `${target.method} ${target.path}`).toBe(200);
        await response.arrayBuffer();
      }
      // Every one of them was answered by the replica left.
      await until('the surviving replica to count the requests', async () => total(await metrics(1), HTTP) - before >= 2 * LOAD.length, 30_000);

      startGateway(0);
      await until('the killed replica to be back', () => answers(`${gatewayUrl(0)}/healthz`));
    } catch (error) {
      withLogs(error);
    }
  });

  it('turns readiness false while the upstreams are stopped, and true once they are back', async () => {
    try {
      await until('both replicas to be ready', async () => (await Promise.all([readiness(0), readiness(1)])).every((answer) => answer.status === 200));
      upstreams.signal('SIGTERM');
      await upstreams.exited;
      await until('both replicas to report unavailable', async () => (await Promise.all([readiness(0), readiness(1)])).every((answer) => answer.status === 503 && answer.body.status === 'unavailable'));
      // A page visitors saw before is still served, from the shared cache.
      expect((await fetch(`${lb()}/visit`)).status).toBe(200);

      upstreams = (processes as Processes).start(plan.upstreams);
      await until('the sample upstreams to be healthy again', upstreamsHealthy);
      await until('both replicas to be ready again', async () => (await Promise.all([readiness(0), readiness(1)])).every((answer) => answer.status === 200));
    } catch (error) {
      withLogs(error);
    }
  });

  it('fails no request while Redis is killed under load and restarted, and the replicas share their cache again without a restart', async () => {
    const load = startLoad(lb(), LOAD, 3);
    try {
      await until('both replicas to report Redis up', () => redisSeenAs(1));
      redis.signal('SIGKILL');
      await redis.exited;
      await until('both replicas to report Redis away', () => redisSeenAs(0));
      // Each replica answers its share of the load while Redis is away.
      const answered = await Promise.all(REPLICAS.map(async (replica) => total(await metrics(replica), HTTP)));
      await until('both replicas to answer the load while Redis is away', async () =>
        (await Promise.all(REPLICAS.map(async (replica) => total(await metrics(replica), HTTP) - answered[replica]))).every((count) => count >= LOAD.length),
      );
      expect(await redisSeenAs(0), 'Redis still away while the load was answered').toBe(true);

      redis = (processes as Processes).start(plan.redis);
      await until('Redis to answer PING again', () => redisAnswers(plan.ports.redis));
      await until('both replicas to report Redis up again', () => redisSeenAs(1));
    } catch (error) {
      await load.stop();
      withLogs(error);
    }
    const result = await load.stop();
    expect(result.failures, `${result.failures.length} of ${result.sent} requests failed (logs in ${dir})`).toEqual([]);
    try {
      // A page neither replica has served: the second finds it in Redis, where the first put it after the restart.
      const counted = await servedByBoth('/collection/object/1001');
      expect(counted.misses).toBe(0);
      expect(counted.hits).toBeGreaterThan(0);
      expect(counted.upstreamCalls).toBe(0);
    } catch (error) {
      withLogs(error);
    }
  });

  it('restarts the replicas one by one under load without failing a request', async () => {
    const load = startLoad(lb(), LOAD, 3);
    try {
      for (const replica of [0, 1]) {
        gateways[replica].signal('SIGTERM');
        expect(await gateways[replica].exited, `replica ${replica + 1} exit code`).toBe(0);
        startGateway(replica);
        await until(`replica ${replica + 1} to be ready again`, async () => (await readiness(replica)).status === 200);
        // nginx sends it traffic again (after its fail_timeout): the load reaches the new process.
        await until(`the load to reach restarted replica ${replica + 1}`, async () => total(await metrics(replica), HTTP, { route: '/*' }) > 0);
      }
    } catch (error) {
      await load.stop();
      withLogs(error);
    }
    const result = await load.stop();
    expect(result.failures, `${result.failures.length} of ${result.sent} requests failed (logs in ${dir})`).toEqual([]);
    expect(result.sent).toBeGreaterThan(LOAD.length);
  });
});
