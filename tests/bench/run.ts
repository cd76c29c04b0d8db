/**
 * Load benchmark (`npm run bench`, not part of `npm test`). Starts the sample upstreams and the
 * gateway in this process, and a plain Fastify JSON route as the baseline, then drives each with
 * autocannon. Results are reported as ratios against the baseline of the same run, so they compare
 * across machines; nothing here asserts a time.
 */
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { print } from 'graphql';
import { CalendarPageDocument, ChromeDocument, CollectionObjectPageDocument, ContentPageDocument, SearchDocument } from '../../client/gql/graphql';
import { startGateway, TEST_NOW } from '../support/gateway';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** The sample collection's ObjectIDs (5,589 objects from 1001), and the object of the warm run: related objects and content, three views, a long label. */
const FIRST_OBJECT_ID = 1001;
const LAST_OBJECT_ID = 6589;
const WARM_OBJECT_ID = 5812;
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Scenario {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** A new body for every request (overrides `body`), for scenarios that must not repeat themselves. */
  nextBody?: () => string;
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(scenario: Scenario): Promise<Measure> {
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method,
    body: scenario.body,
    headers: { 'content-type': 'application/json' },
    connections,
    duration: durationSeconds,
    ...(scenario.nextBody ? { requests: [{ setupRequest: (request: autocannon.Request) => ({ ...request, body: scenario.nextBody?.() }) }] } : {}),
  });
  return {
    name: scenario.name,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

function origin(address: string | AddressInfo | null): string {
  if (address === null || typeof address === 'string') throw new Error('server is not listening on TCP');
  return `http://127.0.0.1:${address.port}`;
}

async function main(): Promise<void> {
  const baseline = Fastify({ logger: false });
  // Roughly the size of the chrome query's answer, so the ratio measures the gateway, not the payload.
  const payload = { items: Array.from({ length: 40 }, (_, i) => ({ id: `item-${i}`, title: `Item ${i}`, url: `/items/${i}` })) };
  baseline.get('/baseline', async () => payload);
  await baseline.listen({ port: 0, host: '127.0.0.1' });

  // The load generator is one client address: the per-client rate limit (a few hundred requests a
  // minute) would answer most of a run with 429s, so the benchmarks measure the gateway without it.
  const unlimited = { RATE_LIMIT_MAX: '0' };
  const gateway = await startGateway({ now: TEST_NOW, env: unlimited });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const graphqlUrl = `${origin(gateway.app.server.address())}/graphql`;
  const chromeBody = JSON.stringify({ query: print(ChromeDocument), operationName: 'Chrome' });
  const objectBody = (id: number) => JSON.stringify({ query: print(CollectionObjectPageDocument), operationName: 'CollectionObjectPage', variables: { id: String(id) } });

  // Cold: a second gateway that keeps nothing (every entry is stale at once and refreshed before answering),
  // walking through the sample collection so each request joins a record and a document fetched just for it.
  const cold = await startGateway({ upstreams: gateway.upstreams, env: unlimited, cache: { ttlSeconds: { content: 0, search: 0, collection: 0, preschina: 0, images: 0 }, staleWhileRevalidateSeconds: 0 } });
  await cold.app.listen({ port: 0, host: '127.0.0.1' });
  let nextObjectId = FIRST_OBJECT_ID;
  const coldObjectBody = () => {
    const body = objectBody(nextObjectId);
    nextObjectId = nextObjectId >= LAST_OBJECT_ID ? FIRST_OBJECT_ID : nextObjectId + 1;
    return body;
  };

  // The search screen's own query: artworks for a word, one filter, with every filter group counted.
  const searchQuery = print(SearchDocument);
  const searchBody = (from: number) =>
    JSON.stringify({ query: searchQuery, operationName: 'Search', variables: { type: 'COLLECTIONS', query: 'portrait', from, size: 12, sort: 'RELEVANCE', filters: '{"onview":["false"]}' } });
  // Cold: every request asks for another offset, so none is in the gateway's cache.
  let offset = 0;
  const coldSearchBody = () => searchBody((offset += 1));

  // The calendar screen's own query (sections, 8 cards each, notices, picker): this weekend's talks and tours.
  const calendarQuery = print(CalendarPageDocument);
  const calendarBody = (range: string, categories: string[]) =>
    JSON.stringify({ query: calendarQuery, operationName: 'CalendarPage', variables: { range, categories, audiences: [], locations: [], viewAll: false, first: 8 } });
  // Cold: every request another day (of the ~90 filled) and set of categories, so none is in the gateway's cache.
  const CATEGORY_SLUGS = ['exhibitions', 'tours', 'talks', 'social', 'hands-on-activities', 'performances'];
  const today = Date.parse(`${TEST_NOW.slice(0, 10)}T12:00:00Z`);
  let calendarRequest = 0;
  const coldCalendarBody = () => {
    const day = new Date(today + (calendarRequest % 90) * 86_400_000).toISOString().slice(0, 10);
    const subset = Math.floor(calendarRequest / 90) % 63;
    calendarRequest += 1;
    return calendarBody(day, CATEGORY_SLUGS.filter((_slug, index) => ((subset + 1) >> index) & 1));
  };

  // Content pages: the homepage (carousel, tabs, grids) and the richest page (every section and block type,
  // artworks from the collection search, a building's hours), through the site's own page query.
  const contentQuery = print(ContentPageDocument);
  const pageBody = (path: string, galleryPage = 1) => JSON.stringify({ query: contentQuery, operationName: 'ContentPage', variables: { path, galleryPage } });
  const homeBody = pageBody('/');
  const richPageBody = pageBody('/about/mission-history');
  // Cold: a variable the page does not read makes every request a new response, so nothing answers from the response cache.
  let variant = 1;
  const coldRichPageBody = () => pageBody('/about/mission-history', (variant += 1));

  const scenarios: Scenario[] = [
    { name: 'baseline: plain Fastify JSON route', url: `${origin(baseline.server.address())}/baseline`, method: 'GET' },
    { name: 'chrome query, warm cache', url: graphqlUrl, method: 'POST', body: chromeBody },
    { name: 'search query, warm cache', url: graphqlUrl, method: 'POST', body: searchBody(0) },
    { name: 'search query, cold cache', url: graphqlUrl, method: 'POST', nextBody: coldSearchBody },
    { name: 'calendar page query, warm cache', url: graphqlUrl, method: 'POST', body: calendarBody('this-weekend', ['tours', 'talks']) },
    { name: 'calendar page query, cold cache', url: graphqlUrl, method: 'POST', nextBody: coldCalendarBody },
    { name: 'object page query, warm cache', url: graphqlUrl, method: 'POST', body: objectBody(WARM_OBJECT_ID) },
    { name: 'object page query, cold (both upstreams per request)', url: `${origin(cold.app.server.address())}/graphql`, method: 'POST', nextBody: coldObjectBody },
    { name: 'homepage query, warm cache', url: graphqlUrl, method: 'POST', body: homeBody },
    { name: 'rich content page query, warm cache', url: graphqlUrl, method: 'POST', body: richPageBody },
    { name: 'rich content page query, cold (content and search per request)', url: `${origin(cold.app.server.address())}/graphql`, method: 'POST', nextBody: coldRichPageBody },
    { name: 'rich content page, server-rendered HTML', url: `${origin(gateway.app.server.address())}/about/mission-history`, method: 'GET' },
  ];

  // Warm the gateway's cache so the warm runs read it, not the upstreams.
  for (const body of [chromeBody, searchBody(0), calendarBody('this-weekend', ['tours', 'talks']), objectBody(WARM_OBJECT_ID), homeBody, richPageBody]) {
    const warm = await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!warm.ok) throw new Error(`warm-up failed: ${warm.status} ${await warm.text()}`);
  }
  // …and load the server-rendering bundle, so the HTML run measures renders, not the first import.
  const renderedPage = await fetch(`${origin(gateway.app.server.address())}/about/mission-history`);
  if (!renderedPage.ok) throw new Error(`warm-up of the rendered page failed: ${renderedPage.status}`);

  const results: Measure[] = [];
  for (const scenario of scenarios) {
    console.log(`running ${scenario.name} for ${durationSeconds}s with ${connections} connections…`);
    results.push(await measure(scenario));
  }
  const [base] = results;
  console.table(
    results.map((r) => ({
      scenario: r.name,
      'req/s': Math.round(r.requestsPerSecond),
      'p50 ms': r.p50,
      'p99 ms': r.p99,
      'non-2xx': r.non2xx,
      'ratio to baseline': (r.requestsPerSecond / base.requestsPerSecond).toFixed(3),
    })),
  );
  // Shows the cold run really was cold: about one collection and one document call per request.
  console.log(`cold object run: ${cold.upstreamRequests('collection')} collection calls and ${cold.upstreamRequests('search')} document calls; last ObjectID asked ${nextObjectId - 1}`);
  await cold.close();
  await gateway.close();
  await baseline.close();
  // A rate of error answers measures nothing: say so rather than print it as a result.
  const failing = results.filter((r) => r.non2xx > 0);
  if (failing.length) {
    console.error(`non-2xx answers in: ${failing.map((r) => r.name).join('; ')} — these ratios are not measurements`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
