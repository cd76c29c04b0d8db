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
import { ChromeDocument, SearchDocument } from '../../client/gql/graphql';
import { startGateway, TEST_NOW } from '../support/gateway';

const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Scenario {
  name: string;
  url: string;
  method: 'GET' | 'POST';
  body?: string;
  /** A body per request instead of `body` (each request a new cache key). */
  bodies?: () => string;
}

interface Measure {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
}

async function measure(scenario: Scenario): Promise<Measure> {
  const { bodies } = scenario;
  const result = await autocannon({
    url: scenario.url,
    method: scenario.method,
    body: scenario.body,
    headers: { 'content-type': 'application/json' },
    connections,
    duration: durationSeconds,
    ...(bodies ? { requests: [{ setupRequest: (request) => ({ ...request, body: bodies() }) }] } : {}),
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

  const gateway = await startGateway({ now: TEST_NOW });
  await gateway.app.listen({ port: 0, host: '127.0.0.1' });
  const graphqlUrl = `${origin(gateway.app.server.address())}/graphql`;
  const chromeBody = JSON.stringify({ query: print(ChromeDocument), operationName: 'Chrome' });
  // The search screen's own query: artworks for a word, one filter, with every filter group counted.
  const searchQuery = print(SearchDocument);
  const searchBody = (from: number) =>
    JSON.stringify({ query: searchQuery, operationName: 'Search', variables: { type: 'COLLECTIONS', query: 'portrait', from, size: 12, sort: 'RELEVANCE', filters: '{"onview":["false"]}' } });
  // Cold: every request asks for another offset, so none is in the gateway's cache.
  let offset = 0;
  const coldSearchBody = () => searchBody((offset += 1));

  const scenarios: Scenario[] = [
    { name: 'baseline: plain Fastify JSON route', url: `${origin(baseline.server.address())}/baseline`, method: 'GET' },
    { name: 'chrome query, warm cache', url: graphqlUrl, method: 'POST', body: chromeBody },
    { name: 'search query, warm cache', url: graphqlUrl, method: 'POST', body: searchBody(0) },
    { name: 'search query, cold cache', url: graphqlUrl, method: 'POST', bodies: coldSearchBody },
  ];

  // Warm the gateway's cache so the warm runs read it, not the upstreams.
  for (const body of [chromeBody, searchBody(0)]) {
    const warm = await fetch(graphqlUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    if (!warm.ok) throw new Error(`warm-up failed: ${warm.status} ${await warm.text()}`);
  }

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
  await gateway.close();
  await baseline.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
