// A hung upstream under load: answers bounded by the request deadline however many requests
// arrive, and stale answers served at once rather than after the upstream's timeout.
import { afterEach, describe, expect, it } from 'vitest';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

const faulty = faultyUpstreams({ slowMs: 0 });
let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

const OBJECT = 'query ($id: ID!) { collectionObject(id: $id) { title } }';

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

describe('a burst of requests while the collection API hangs', () => {
  const DEADLINE_MS = 1000;

  it('answers every request within a bound set by the deadline, at 10 and at 100 concurrent requests alike', async () => {
    gateway = await startGateway({
      upstreams: faulty.upstreams,
      env: {
        ...faulty.env,
        REQUEST_DEADLINE_MS: String(DEADLINE_MS),
        UPSTREAM_TIMEOUT_MS: String(DEADLINE_MS),
        UPSTREAM_CONCURRENCY: '4',
        UPSTREAM_QUEUE: '8',
        // The breaker would cut the burst short: here the queue bound and the deadline alone must hold.
        BREAKER_FAILURES: '100000',
        RATE_LIMIT_MAX: '0',
      },
    });
    await gateway.app.listen({ host: '127.0.0.1', port: 0 });
    const address = gateway.app.server.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    const endpoint = `http://127.0.0.1:${address.port}/graphql`;
    await faulty.proxies.collection.set('hang');

    // Distinct objects, so no request shares another's upstream call.
    let nextId = 1001;
    const burst = async (concurrency: number) =>
      Promise.all(
        Array.from({ length: concurrency }, async () => {
          const started = Date.now();
          const response = await fetch(endpoint, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: OBJECT, variables: { id: String(nextId++) } }),
          });
          const body = (await response.json()) as { errors?: { extensions: { code: string } }[] };
          expect(response.status).toBe(200);
          expect(body.errors?.[0]?.extensions.code).toBe('UPSTREAM_UNAVAILABLE');
          expect(response.headers.get('cache-control')).toBe('no-store');
          return Date.now() - started;
        }),
      );

    // Generous for a loaded machine; an unbounded queue behind 4 hung calls would take 25 deadlines for the last of 100.
    const bound = 6 * DEADLINE_MS;
    const few = await burst(10);
    const many = await burst(100);
    expect(percentile(few, 99)).toBeLessThan(bound);
    expect(percentile(many, 99)).toBeLessThan(bound);
  });
});

describe('pools sized per upstream', () => {
  it('holds a hung collection API to its own COLLECTION_CONCURRENCY, refusing the next call at once, while the content service answers', async () => {
    gateway = await startGateway({
      upstreams: faulty.upstreams,
      env: { ...faulty.env, COLLECTION_CONCURRENCY: '2', UPSTREAM_QUEUE: '0', UPSTREAM_TIMEOUT_MS: '60000', REQUEST_DEADLINE_MS: '60000', BREAKER_FAILURES: '100000' },
    });
    await faulty.proxies.collection.set('hang');
    const before = faulty.proxies.collection.requests;

    let heldSettled = false;
    const held = Promise.all([gateway.graphql(OBJECT, { id: '1001' }), gateway.graphql(OBJECT, { id: '1002' })]).finally(() => (heldSettled = true));
    await expect.poll(() => faulty.proxies.collection.requests, { timeout: 10_000, interval: 10 }).toBe(before + 2);

    // Both of the collection's slots are taken and its queue holds none: a third object is refused without a call.
    const refused = await gateway.graphql(OBJECT, { id: '1003' }).expect(200);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(faulty.proxies.collection.requests).toBe(before + 2);
    expect(heldSettled).toBe(false);

    // The content service has its own pool (UPSTREAM_CONCURRENCY, 32): the site answers meanwhile.
    const site = await gateway.graphql('{ site { title } }').expect(200);
    expect(site.body.errors).toBeUndefined();
    expect(site.body.data.site.title).toEqual(expect.any(String));
    expect(heldSettled).toBe(false);

    // The fault ends, cutting the hung connections: the held calls are retried and answered.
    await faulty.proxies.collection.set('pass');
    const answers = await held;
    for (const answer of answers) expect(answer.body.data.collectionObject.title).toEqual(expect.any(String));
  });
});

describe('stale-if-error without waiting for the upstream', () => {
  // Every entry is past its windows at once: each request must refresh, or fall back to the stale value.
  const expired = { ttlSeconds: { content: 0, search: 0, collection: 0, preschina: 0, images: 0 }, staleWhileRevalidateSeconds: 0 };
  const SITE = '{ site { title } }';

  it('answers from the cache at once while another request is already waiting on the hung upstream', async () => {
    // Long enough that only a served-at-once answer can come back while the first request waits.
    gateway = await startGateway({ upstreams: faulty.upstreams, cache: expired, env: { ...faulty.env, UPSTREAM_TIMEOUT_MS: '60000', REQUEST_DEADLINE_MS: '60000' } });
    const warm = await gateway.graphql(SITE).expect(200);
    await faulty.proxies.content.set('hang');
    const before = faulty.proxies.content.requests;

    let firstSettled = false;
    const first = gateway
      .graphql(`${SITE} # first`)
      .then((response) => response)
      .finally(() => (firstSettled = true));
    await expect.poll(() => faulty.proxies.content.requests, { timeout: 10_000, interval: 10 }).toBeGreaterThan(before);

    const second = await gateway.graphql(`${SITE} # second`).expect(200);
    expect(firstSettled).toBe(false);
    expect(second.body).toEqual(warm.body);
    expect(second.headers['cache-control']).toBe('no-store');

    // The fault ends, cutting the hung connection: the first request's retry gets the fresh answer.
    await faulty.proxies.content.set('pass');
    expect((await first).body).toEqual(warm.body);
  });

  it('answers from the cache without calling the upstream while its breaker is open', async () => {
    gateway = await startGateway({ upstreams: faulty.upstreams, cache: expired, env: { ...faulty.env, BREAKER_FAILURES: '1', BREAKER_COOLDOWN_MS: '600000' } });
    const warm = await gateway.graphql(SITE).expect(200);
    await faulty.proxies.content.set('500');
    const opened = await gateway.graphql(`${SITE} # opens the breaker`).expect(200);
    expect(opened.body).toEqual(warm.body);
    expect(gateway.app.gateway.upstreams.http.breakerState('content')).toBe('open');

    await faulty.proxies.content.set('hang');
    const before = faulty.proxies.content.requests;
    const stale = await gateway.graphql(`${SITE} # while open`).expect(200);
    expect(stale.body).toEqual(warm.body);
    expect(stale.headers['cache-control']).toBe('no-store');
    expect(faulty.proxies.content.requests).toBe(before);
  });
});
