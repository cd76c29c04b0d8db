// The fault matrix: a fault proxy in front of each upstream, every fault mode against the page that
// depends on it. For each case: the page answers within a bound derived from the request deadline,
// with the right status; a degraded page is sent no-store; readiness follows; and once the fault is
// gone, the next request gets the whole page again, cacheable (so the degraded one was never kept).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { FaultMode } from '../../support/fault-proxy';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

const DEADLINE_MS = 2000;
const SETTINGS = {
  REQUEST_DEADLINE_MS: String(DEADLINE_MS),
  UPSTREAM_TIMEOUT_MS: '1000',
  BREAKER_FAILURES: '3',
  BREAKER_COOLDOWN_MS: '200',
  READY_PROBE_INTERVAL_MS: '100',
};
/** Generous for a loaded machine, yet far below what an unbounded wait on a hung upstream takes (forever). */
const PAGE_BOUND_MS = 4 * DEADLINE_MS;
const PUBLIC_HTML = /^public, stale-while-revalidate=\d+, max-age=\d+$/;

const faulty = faultyUpstreams({ slowMs: 300 });
let gateway: TestGateway | undefined;

beforeAll(() => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
});
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

interface PageCase {
  upstream: 'content' | 'search' | 'collection';
  path: string;
  /** Status of the page while the upstream fails (not slow). */
  failing: number;
  /** What the whole page shows. */
  whole: RegExp;
}

const PAGES: PageCase[] = [
  { upstream: 'content', path: '/visit', failing: 503, whole: /<h1[^>]*>Plan Your Visit<\/h1>/ },
  { upstream: 'search', path: '/search?q=vase', failing: 200, whole: /Showing 1-12 of \d+/ },
  { upstream: 'collection', path: '/collection/object/6268', failing: 503, whole: /Object Details/ },
];
const FAILING: FaultMode[] = ['down', '500', 'hang', 'malformed', 'truncated'];

async function timedPage(path: string) {
  if (!gateway) throw new Error('no gateway');
  const started = Date.now();
  const response = await gateway.http().get(path).set('accept', 'text/html');
  return { response, ms: Date.now() - started };
}

async function readiness() {
  if (!gateway) throw new Error('no gateway');
  const response = await gateway.http().get('/readyz');
  return { status: response.status, body: response.body as { status: string; failed?: Record<string, string> } };
}

describe.each(PAGES)('$upstream failing under $path', ({ upstream, path, failing, whole }) => {
  it.each(FAILING)(`%s: answers ${failing} within the bound, no-store; not ready; whole and cacheable once it is back`, async (mode) => {
    gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, ...SETTINGS } });
    await faulty.proxies[upstream].set(mode);

    const { response, ms } = await timedPage(path);
    expect(ms).toBeLessThan(PAGE_BOUND_MS);
    expect(response.status).toBe(failing);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).not.toMatch(whole);
    expect(response.text).not.toContain('Oops!');

    await expect.poll(readiness, { timeout: 20_000, interval: 50 }).toMatchObject({ status: 503, body: { status: 'unavailable', failed: { [upstream]: expect.any(String) } } });
    const { body } = await readiness();
    expect(JSON.stringify(body)).not.toMatch(/127\.0\.0\.1|ECONN/);

    await faulty.proxies[upstream].set('pass');
    await expect.poll(async () => (await readiness()).status, { timeout: 20_000, interval: 50 }).toBe(200);
    const recovered = await timedPage(path);
    expect(recovered.response.status).toBe(200);
    expect(recovered.response.text).toMatch(whole);
    expect(recovered.response.headers['cache-control']).toMatch(PUBLIC_HTML);
  });

  it('slow (within its timeout): the whole page, cacheable, and ready', async () => {
    gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, ...SETTINGS } });
    await faulty.proxies[upstream].set('slow');
    try {
      const { response, ms } = await timedPage(path);
      expect(ms).toBeLessThan(PAGE_BOUND_MS);
      expect(response.status).toBe(200);
      expect(response.text).toMatch(whole);
      expect(response.headers['cache-control']).toMatch(PUBLIC_HTML);
      await expect.poll(async () => (await readiness()).status, { timeout: 20_000, interval: 50 }).toBe(200);
    } finally {
      await faulty.proxies[upstream].set('pass');
    }
  });
});

describe('upstreams no page reads data from', () => {
  it('a hung image service, ticket store or newsletter provider leaves pages whole and the gateway ready', async () => {
    gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, ...SETTINGS } });
    await Promise.all([faulty.proxies.images.set('hang'), faulty.proxies.tickets.set('down'), faulty.proxies.newsletter.set('down')]);
    try {
      await expect.poll(async () => (await readiness()).status, { timeout: 20_000, interval: 50 }).toBe(200);
      const { response } = await timedPage('/visit');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toMatch(PUBLIC_HTML);
    } finally {
      await Promise.all([faulty.proxies.images.set('pass'), faulty.proxies.tickets.set('pass'), faulty.proxies.newsletter.set('pass')]);
    }
  });
});

describe('empty fallbacks over GraphQL', () => {
  it('answers the chrome lists empty and no-store while content fails, and whole once it is back: the fallback was never cached', async () => {
    gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, ...SETTINGS } });
    const LISTS = '{ alerts { id } navigation { primary { id } } locations { slug } }';
    await faulty.proxies.content.set('500');
    const degraded = await gateway.graphql(LISTS).expect(200);
    expect(degraded.body).toEqual({ data: { alerts: [], navigation: { primary: [] }, locations: [] } });
    expect(degraded.headers['cache-control']).toBe('no-store');

    await faulty.proxies.content.set('pass');
    await expect.poll(async () => (await readiness()).status, { timeout: 20_000, interval: 50 }).toBe(200);
    const whole = await gateway.graphql(LISTS).expect(200);
    expect(whole.body.data.alerts.length).toBeGreaterThan(0);
    expect(whole.body.data.locations.length).toBeGreaterThan(0);
    expect(whole.headers['cache-control']).toMatch(/^max-age=\d+, public$/);
  });
});
