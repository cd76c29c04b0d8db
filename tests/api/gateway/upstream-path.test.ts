// The upstream path of a cold answer, over real HTTP against the sample upstreams behind fault
// proxies that hold calls until the test lets them go (so nothing here depends on timing):
// concurrent requests for one object share each upstream call, and the calendar asks for what its
// fields read beside its listing, not after it.
import { print } from 'graphql';
import { afterEach, describe, expect, it } from 'vitest';
import { CalendarPageDocument, CollectionObjectPageDocument } from '../../../client/gql/graphql';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import type { Sample } from '../../support/prometheus';
import { sampleValue, scrape } from '../../support/prometheus';

const faulty = faultyUpstreams({ slowMs: 0 });
let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

/** A gateway behind the fault proxies, with its metrics listener on a free port; returns its scrape function. */
async function gatewayWithMetrics(): Promise<{ gateway: TestGateway; metrics: () => Promise<Sample[]> }> {
  // Held calls must outlast a busy machine: the deadlines are not what these tests are about.
  gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', UPSTREAM_TIMEOUT_MS: '120000', REQUEST_DEADLINE_MS: '120000' } });
  const address = await gateway.app.gateway.observability.serveMetrics();
  if (address === null) throw new Error('the metrics listener did not start');
  const url = `http://127.0.0.1:${address.port}/metrics`;
  return { gateway, metrics: () => scrape(url) };
}

const upstreamMisses = (samples: readonly Sample[]) => sampleValue(samples, 'gateway_cache_lookups_total', { layer: 'upstream', result: 'miss' });
/** The GROQ text and parameters of each content call since `from` (the content proxy's log). */
const contentQueriesSince = (from: number) => faulty.proxies.content.urls.slice(from).map((url) => decodeURIComponent(url.replace(/\+/g, ' ')));

describe('request coalescing across requests', () => {
  it('answers 10 concurrent cold requests for one object with one call to each upstream', { timeout: 120_000 }, async () => {
    const { gateway, metrics } = await gatewayWithMetrics();
    const before = { collection: faulty.proxies.collection.requests, search: faulty.proxies.search.requests, misses: upstreamMisses(await metrics()) };
    await faulty.proxies.collection.set('hold');
    await faulty.proxies.search.set('hold');
    const requests = Array.from({ length: 10 }, () =>
      gateway
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .send({ query: print(CollectionObjectPageDocument), variables: { id: '6268' } })
        .then((response) => response),
    );
    // Every request has looked up the record and the document (a miss each) while the first calls are held.
    await expect.poll(async () => upstreamMisses(await metrics()) - before.misses, { timeout: 60_000 }).toBe(20);
    expect(faulty.proxies.collection.requests - before.collection).toBe(1);
    expect(faulty.proxies.search.requests - before.search).toBe(1);

    await faulty.proxies.collection.set('pass');
    await faulty.proxies.search.set('pass');
    const responses = await Promise.all(requests);
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    const objects = responses.map((response) => (response.body as { data: { collectionObject: { id: string; title: string; relatedObjects: unknown[] } } }).data.collectionObject);
    expect(new Set(objects.map((object) => JSON.stringify(object))).size).toBe(1);
    expect(objects[0]?.id).toBe('6268');
    expect(objects[0]?.relatedObjects.length).toBeGreaterThan(0);
    expect(faulty.proxies.collection.requests - before.collection).toBe(1);
    expect(faulty.proxies.search.requests - before.search).toBe(1);
  });
});

describe('the calendar asks its upstreams in one round', () => {
  const calendar = (query: string) =>
    gateway!.http().post('/graphql').set('content-type', 'application/json').send({ query, variables: { range: '2026-11-22', categories: [], audiences: [], locations: [], viewAll: false, first: 8 } });

  it('asks for its page text and the site settings (closures) while its listing is still on its way', { timeout: 120_000 }, async () => {
    await gatewayWithMetrics();
    const from = faulty.proxies.content.urls.length;
    // The calendar's listing (the search service) does not answer until the test lets it.
    await faulty.proxies.search.set('hold');
    const pending = calendar(print(CalendarPageDocument)).then((response) => response);
    await expect.poll(() => faulty.proxies.search.requests, { timeout: 60_000 }).toBeGreaterThan(0);
    await expect.poll(() => contentQueriesSince(from).some((groq) => groq.includes('slug.current == $slug') && groq.includes('"calendar"')), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => contentQueriesSince(from).some((groq) => groq.includes('_type == "siteSettings"')), { timeout: 60_000 }).toBe(true);

    await faulty.proxies.search.set('pass');
    const response = await pending;
    expect(response.status).toBe(200);
    const { data } = response.body as { data: { calendar: { title: string; closures: { closedWeekdays: unknown[] }; sections: unknown[] } } };
    expect(data.calendar.title).toBe('Calendar');
    expect(data.calendar.sections.length).toBeGreaterThan(0);
    expect(response.headers['cache-control']).not.toBe('no-store');
    // Each asked once: the fields found what was asked for them.
    expect(contentQueriesSince(from).filter((groq) => groq.includes('_type == "siteSettings"'))).toHaveLength(1);
    expect(contentQueriesSince(from).filter((groq) => groq.includes('slug.current == $slug'))).toHaveLength(1);
  });

  it('asks the content service nothing when the query reads neither the page text nor the closures', async () => {
    await gatewayWithMetrics();
    const from = faulty.proxies.content.urls.length;
    const response = await calendar('query ($range: String) { calendar(range: $range) { total sections { slug total } } }');
    expect(response.status).toBe(200);
    expect((response.body as { data: { calendar: { total: number } } }).data.calendar.total).toBeGreaterThan(0);
    expect(contentQueriesSince(from)).toEqual([]);
  });
});
