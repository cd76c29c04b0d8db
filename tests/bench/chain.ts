/**
 * The upstream path of a cold page (`npm run bench:chain`, not part of `npm test`): how close a page
 * that no cache can answer comes to the slowest chain of upstream calls it depends on.
 *
 * Processes: the sample upstreams with BENCH_UPSTREAM_LATENCY_MS (50) added to every call, each call
 * recorded where it is answered (arrival, answer sent, path, body), the content, search and
 * collection services each in a process of its own (as remote services, none slows another's
 * answers); a gateway that keeps no upstream answer and no whole response (an LRU of one byte), its
 * page cache on as in production but never hit (every URL is new: a new object, or a parameter no
 * route reads), so every page is rendered, compressed and stored as a production miss is; this
 * process sends the requests. Each scenario is asked one request at a time, BENCH_CHAIN_REPEATS (15)
 * times after BENCH_CHAIN_WARMUP (3) unmeasured ones; per request the latency (request sent → last
 * byte read, as sent), the calls it made, their longest dependent chain (chain-analysis.ts) and the
 * ratio latency ÷ chain. Two scenarios ask a gateway caching as in production, in memory or also in
 * the Redis at BENCH_REDIS_URL (REDIS_TEST_URL, else redis://127.0.0.1:6379) under a key prefix of
 * the run's own, for the object page of a new object with the chrome warm. Medians are printed and
 * written to BENCH_CHAIN_REPORT (dist/bench/chain.json). Then coalescing: BENCH_CHAIN_CONCURRENCY
 * (10) concurrent cold requests for one new object, counted as calls per distinct upstream request,
 * on the gateway keeping nothing (the single flight alone) and the one caching in memory.
 * BENCH_ONLY picks scenarios by name; BENCH_CPU_PROF (a directory) makes the gateway write a V8 CPU
 * profile there when it stops.
 */
import { randomUUID } from 'node:crypto';
import * as undici from 'undici';
import { ChromeDocument, CollectionObjectPageDocument } from '../../client/gql/graphql';
import type { UpstreamCall } from '../../upstreams/start';
import { wallClockMs } from '../../upstreams/start';
import { TEST_NOW } from '../support/gateway';
import { callsPerKey, longestChain } from './chain-analysis';
import type { Child } from './children';
import { callsOf, cpuOf, gatewayEnv, median, profileArgs, start, stop, wanted, writeReport } from './children';
import type { RequestShape } from './scenarios';
import { FIRST_OBJECT_ID, HTML, JSON_POST, LAST_OBJECT_ID, post } from './scenarios';

const latencyMs = Number(process.env.BENCH_UPSTREAM_LATENCY_MS ?? 50);
const repeats = Number(process.env.BENCH_CHAIN_REPEATS ?? 15);
const warmups = Number(process.env.BENCH_CHAIN_WARMUP ?? 3);
const concurrency = Number(process.env.BENCH_CHAIN_CONCURRENCY ?? 10);
const reportPath = process.env.BENCH_CHAIN_REPORT ?? 'dist/bench/chain.json';
/** The Redis of the scenario that caches as replicas do (CI and the test suite start one here). */
const redisUrl = process.env.BENCH_REDIS_URL ?? process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';
/** The upstreams a page depends on each in a process of its own; the rest share one. */
const UPSTREAM_PROCESSES = ['content', 'search', 'collection', 'preschina,images,newsletter,tickets,feedback'];

/** A new object each request: the collection walked with a stride, so neighbours in id are not neighbours in time. */
let nextObject = 0;
const freshObjectId = () => FIRST_OBJECT_ID + ((nextObject++ * 37) % (LAST_OBJECT_ID - FIRST_OBJECT_ID + 1));
const SEARCH_WORDS = ['vase', 'portrait', 'chair', 'landscape', 'silver', 'tea', 'mask', 'river', 'flower', 'horse', 'ship', 'saint', 'bowl', 'garden', 'dress'];

interface ChainScenario {
  name: string;
  /** The depth of dependent calls its resolvers imply, from reading them (printed beside the measured one). */
  impliedDepth: number;
  /** The n-th request (never the same object or search twice in a run where it matters). */
  request: (n: number) => RequestShape;
  /**
   * Asked of a gateway that caches as in production (the chrome warm from the warm-up), not of the
   * one that keeps nothing: in this process's memory (`memory`), or, as replicas do, in Redis too
   * (`redis`).
   */
  caching?: 'memory' | 'redis';
}

const page = (path: string): RequestShape => ({ method: 'GET', path, headers: HTML });
/** A URL the page cache has not seen: `bench` is read by no route. */
let nextPage = 0;
const unseen = (path: string) => `${path}${path.includes('?') ? '&' : '?'}bench=${nextPage++}`;
const SCENARIOS: ChainScenario[] = [
  { name: 'page /collection/object/{id}', impliedDepth: 1, request: () => page(`/collection/object/${freshObjectId()}`) },
  // The usual cold object page: its object never asked before, the site's chrome cached since the warm-up.
  { name: 'page /collection/object/{id}, chrome warm (caching gateway)', impliedDepth: 1, caching: 'memory', request: () => page(`/collection/object/${freshObjectId()}`) },
  // The same with the replicas' shared cache: every lookup also asks Redis, every store also writes there.
  { name: 'page /collection/object/{id}, chrome warm (caching gateway with Redis)', impliedDepth: 1, caching: 'redis', request: () => page(`/collection/object/${freshObjectId()}`) },
  { name: 'page /', impliedDepth: 1, request: () => page(unseen('/')) },
  { name: 'page /search?q={word}', impliedDepth: 1, request: (n) => page(unseen(`/search?q=${SEARCH_WORDS[n % SEARCH_WORDS.length] ?? 'vase'}`)) },
  { name: 'page /calendar', impliedDepth: 1, request: () => page(unseen('/calendar')) },
  { name: 'page /about/mission-history (blocks that search the collection)', impliedDepth: 2, request: () => page(unseen('/about/mission-history')) },
  {
    name: 'object query, POST /graphql (no render)',
    impliedDepth: 1,
    request: () => ({ method: 'POST', path: '/graphql', headers: JSON_POST, body: post(CollectionObjectPageDocument as never, 'CollectionObjectPage', { id: String(freshObjectId()) }) }),
  },
  { name: 'chrome query, POST /graphql (no render)', impliedDepth: 1, request: () => ({ method: 'POST', path: '/graphql', headers: JSON_POST, body: post(ChromeDocument as never, 'Chrome', {}) }) },
];

/** What one upstream call asks: calls with the same key could have been one. */
const callKey = (call: UpstreamCall) => `${call.upstream} ${call.method} ${call.url}${call.body === null ? '' : ` ${call.body}`}`;

interface Sample {
  status: number;
  latencyMs: number;
  calls: number;
  chainMs: number;
  chainDepth: number;
  /** From the request sent to the first call's arrival (clocks of two processes: ±1 ms). */
  beforeFirstCallMs: number;
  /** From the last call's answer to the page's last byte. */
  afterLastCallMs: number;
  /** From the first call's arrival to the last call's: calls that do not wait on each other start together. */
  startSpreadMs: number;
  /** The gateway process's own CPU time (user + system) over the request: the part of the latency a faster or idler machine shrinks. */
  gatewayCpuMs: number;
  ratio: number;
  chain: string[];
  /** Every call, as ms from the request sent: `upstream start–end path`. */
  timeline: string[];
}

/**
 * One request, read to its last byte as sent (brotli, for a page), as autocannon reads them in
 * `npm run bench`: the latency is the gateway's answer, not this process decoding it. Through
 * `fetch` (its WHATWG objects and brotli decoding), the same 87 KB page's bytes took 0.85–1.2 ms
 * longer to read than here, which counted against the gateway.
 */
async function send(origin: string, shape: RequestShape): Promise<{ status: number; sentAt: number; doneAt: number }> {
  const sentAt = wallClockMs();
  const response = await undici.request(`${origin}${shape.path}`, { method: shape.method, headers: shape.headers, body: shape.body });
  await response.body.arrayBuffer();
  return { status: response.statusCode, sentAt, doneAt: wallClockMs() };
}

/** The calls every upstream process recorded since last asked. */
async function callsOfAll(upstreams: readonly Child[]): Promise<UpstreamCall[]> {
  return (await Promise.all(upstreams.map(callsOf))).flat();
}

async function measure(gateway: Child, upstreams: readonly Child[], request: RequestShape): Promise<Sample> {
  await callsOfAll(upstreams); // forget anything from before
  const cpuBefore = await cpuOf(gateway);
  const { status, sentAt, doneAt } = await send(gateway.origin, request);
  const gatewayCpuMs = ((await cpuOf(gateway)) - cpuBefore) / 1000;
  const calls = (await callsOfAll(upstreams)).filter((call) => call.startedAt >= sentAt - 1 && call.startedAt <= doneAt);
  const chain = longestChain(calls);
  const first = Math.min(...calls.map((call) => call.startedAt));
  const last = Math.max(...calls.map((call) => call.endedAt));
  const latency = doneAt - sentAt;
  return {
    status,
    latencyMs: latency,
    calls: calls.length,
    chainMs: chain.upstreamMs,
    chainDepth: chain.calls.length,
    beforeFirstCallMs: calls.length ? first - sentAt : latency,
    afterLastCallMs: calls.length ? doneAt - last : 0,
    startSpreadMs: calls.length ? Math.max(...calls.map((call) => call.startedAt)) - first : 0,
    gatewayCpuMs,
    ratio: chain.upstreamMs > 0 ? latency / chain.upstreamMs : Number.NaN,
    chain: chain.calls.map((call) => `${call.upstream} ${call.method} ${call.url.slice(0, 60)}`),
    timeline: [...calls]
      .sort((a, b) => a.startedAt - b.startedAt)
      .map((call) => `${call.upstream} ${round1(call.startedAt - sentAt)}–${round1(call.endedAt - sentAt)} ${call.method} ${decodeURIComponent(call.url).slice(0, 120)}`),
  };
}

/** `concurrency` requests for one new object at once: how many calls each distinct upstream request got. */
async function coalescing(gateway: Child, upstreams: readonly Child[], name: string, request: () => RequestShape) {
  await callsOfAll(upstreams);
  const answers = await Promise.all(Array.from({ length: concurrency }, () => send(gateway.origin, request())));
  const calls = await callsOfAll(upstreams);
  const perKey = callsPerKey(calls, callKey);
  const perUpstream = Object.fromEntries(callsPerKey(calls, (call) => call.upstream));
  return {
    scenario: name,
    requests: concurrency,
    statuses: [...new Set(answers.map((answer) => answer.status))].join(','),
    calls: calls.length,
    'distinct upstream requests': perKey.size,
    'most calls for one': Math.max(0, ...perKey.values()),
    'calls by upstream': JSON.stringify(perUpstream),
  };
}

const round1 = (value: number) => Math.round(value * 10) / 10;

async function main(): Promise<void> {
  const upstreams = await Promise.all(
    UPSTREAM_PROCESSES.map((names) => start('upstreams', { MUSEUM_NOW: TEST_NOW, BENCH_UPSTREAM_LATENCY_MS: String(latencyMs), BENCH_RECORD_CALLS: '1', BENCH_UPSTREAMS_ONLY: names })),
  );
  // Every request here is slower than the slow-request line: its warnings would only bury the figures.
  const gatewayBase = { ...gatewayEnv(upstreams, TEST_NOW), SLOW_REQUEST_MS: '600000' };
  // An LRU of one byte holds no upstream answer and no whole response: every request asks every upstream it depends on.
  const gateway = await start('gateway', { ...gatewayBase, BENCH_GATEWAY: JSON.stringify({ cache: { lruMaxBytes: 1 } }) }, profileArgs());
  const scenarios = SCENARIOS.filter((scenario) => wanted(scenario.name));
  const coalescingWanted = wanted('coalescing');
  const production = coalescingWanted || scenarios.some((scenario) => scenario.caching === 'memory') ? await start('gateway', gatewayBase) : null;
  // Under a key prefix of its own, so nothing a former run stored answers this one.
  const withRedis = scenarios.some((scenario) => scenario.caching === 'redis')
    ? await start('gateway', { ...gatewayBase, REDIS_URL: redisUrl, BENCH_GATEWAY: JSON.stringify({ cache: { keyPrefix: `museum:bench:${randomUUID()}` } }) })
    : null;
  const caching = { memory: production, redis: withRedis };
  const rows = [];
  const samples: Record<string, Sample[]> = {};
  for (const scenario of scenarios) {
    const target = (scenario.caching && caching[scenario.caching]) ?? gateway;
    for (let n = 0; n < warmups; n += 1) await send(target.origin, scenario.request(n));
    const runs: Sample[] = [];
    for (let n = 0; n < repeats; n += 1) runs.push(await measure(target, upstreams, scenario.request(warmups + n)));
    samples[scenario.name] = runs;
    const ratio = median(runs.map((run) => run.ratio));
    console.log(`${scenario.name}: median ${round1(median(runs.map((run) => run.latencyMs)))} ms, ${Math.round(ratio * 100) / 100}× its chain`);
    rows.push({
      scenario: scenario.name,
      status: [...new Set(runs.map((run) => run.status))].join(','),
      'latency ms': round1(median(runs.map((run) => run.latencyMs))),
      calls: median(runs.map((run) => run.calls)),
      'chain ms': round1(median(runs.map((run) => run.chainMs))),
      'chain depth': median(runs.map((run) => run.chainDepth)),
      'implied depth': scenario.impliedDepth,
      'before 1st call ms': round1(median(runs.map((run) => run.beforeFirstCallMs))),
      'after last call ms': round1(median(runs.map((run) => run.afterLastCallMs))),
      'start spread ms': round1(median(runs.map((run) => run.startSpreadMs))),
      'gateway CPU ms': round1(median(runs.map((run) => run.gatewayCpuMs))),
      'latency ÷ chain': Math.round(ratio * 100) / 100,
    });
  }
  if (rows.length) console.table(rows);

  const coalesced = [];
  if (coalescingWanted && production) {
    const objectQuery = (id: string) => ({ method: 'POST' as const, path: '/graphql', headers: JSON_POST, body: post(CollectionObjectPageDocument as never, 'CollectionObjectPage', { id }) });
    // Single flight alone: a request that looks up after the shared call has answered asks again, as nothing is kept.
    const bare = String(freshObjectId());
    coalesced.push(await coalescing(gateway, upstreams, `object query ${bare}, gateway keeping nothing`, () => objectQuery(bare)));
    // As in production: a late request finds the answer in the cache instead.
    const kept = String(freshObjectId());
    coalesced.push(await coalescing(production, upstreams, `object query ${kept}, caching gateway`, () => objectQuery(kept)));
    // One object under as many URLs: a render each, sharing the upstream calls in flight.
    const renders = String(freshObjectId());
    coalesced.push(await coalescing(gateway, upstreams, `page /collection/object/${renders}?bench=…, a URL each, gateway keeping nothing`, () => page(unseen(`/collection/object/${renders}`))));
    // One URL: the page cache renders it once for all of them.
    const once = String(freshObjectId());
    coalesced.push(await coalescing(production, upstreams, `page /collection/object/${once}, one URL, caching gateway`, () => page(`/collection/object/${once}`)));
    console.table(coalesced);
  }

  writeReport(reportPath, { latencyMs, repeats, rows, coalesced, samples });
  await Promise.all([gateway, production, withRedis, ...upstreams].flatMap((child) => (child ? [stop(child)] : [])));
  if (rows.some((row) => row.status !== '200') || coalesced.some((row) => row.statuses !== '200')) {
    console.error('non-200 answers: these figures measure an error path');
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
