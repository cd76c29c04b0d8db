import { describe, expect, it, afterEach } from 'vitest';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

const faulty = faultyUpstreams({ slowMs: 0 });
let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

async function readiness() {
  if (!gateway) throw new Error('no gateway');
  const response = await gateway.http().get('/readyz');
  return { status: response.status, body: response.body as unknown, cacheControl: response.headers['cache-control'] };
}

describe('health endpoints', () => {
  it('/healthz answers ok, uncached, whatever the upstreams do', async () => {
    gateway = await startGateway({ upstreams: faulty.upstreams, env: faulty.env });
    await faulty.proxies.content.set('down');
    const response = await gateway.http().get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz follows the upstreams pages read, ignores the others, and names no internal address', async () => {
    gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, READY_PROBE_INTERVAL_MS: '50' } });
    await expect.poll(readiness, { timeout: 20_000, interval: 25 }).toEqual({ status: 200, body: { status: 'ready' }, cacheControl: 'no-store' });

    // Browsers load images and the ticket store themselves; a sign-up or a feedback message failing fails alone.
    await Promise.all([faulty.proxies.images.set('down'), faulty.proxies.tickets.set('down'), faulty.proxies.newsletter.set('down'), faulty.proxies.feedback.set('down')]);
    // Checked after later probes than the faults: still ready.
    const probes = faulty.proxies.search.requests;
    await expect.poll(async () => (await readiness()).status === 200 && faulty.proxies.search.requests > probes + 1, { timeout: 20_000, interval: 25 }).toBe(true);

    await faulty.proxies.search.set('down');
    await expect.poll(readiness, { timeout: 20_000, interval: 25 }).toEqual({ status: 503, body: { status: 'unavailable', failed: { search: 'network' } }, cacheControl: 'no-store' });

    await faulty.proxies.search.set('pass');
    await expect.poll(async () => (await readiness()).status, { timeout: 20_000, interval: 25 }).toBe(200);
  });

  it('/readyz answers from memory: repeated checks probe the upstreams at most once per interval', async () => {
    gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, READY_PROBE_INTERVAL_MS: '600000' } });
    await expect.poll(async () => (await readiness()).status, { timeout: 20_000, interval: 25 }).toBe(200);
    const probed = () => Object.values(faulty.proxies).reduce((sum, proxy) => sum + proxy.requests, 0);
    const before = probed();
    for (let check = 0; check < 5; check += 1) expect((await readiness()).status).toBe(200);
    expect(probed()).toBe(before);
  });

  it('/readyz does not wait for a probe of a hung upstream', async () => {
    const timeoutMs = 20_000;
    gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, UPSTREAM_TIMEOUT_MS: String(timeoutMs) } });
    await faulty.proxies.content.set('hang');
    const started = Date.now();
    const first = await readiness();
    // Far below the probe's own timeout: the answer came without it.
    expect(Date.now() - started).toBeLessThan(timeoutMs / 4);
    expect(first).toMatchObject({ status: 503, body: { status: 'unavailable', failed: { content: 'not probed yet' } } });
  }, 60_000);
});
