/**
 * Load benchmark (`npm run bench`, not part of `npm test`). Every part runs in its own process: the
 * sample upstreams, two gateways as production runs them (the compiled build, `npm run build` first,
 * with load shedding and the per-client rate limit on, the load generator's address given an
 * allowance of its own), one caching as in production and one that keeps nothing, a plain Fastify
 * route as the baseline (a small JSON document, or a scenario's own bytes: `sameBytes`), and the
 * load generator (autocannon, a fresh process per run); first, with processes of its own, the
 * publish-to-live measurement (tests/bench/publish.ts).
 * Each scenario runs right after a baseline run, in BENCH_ROUNDS interleaved rounds; the median is
 * reported as a ratio to the baseline and as CPU microseconds per request, read from the server
 * process's own CPU time. Nothing here asserts a time: the figures go to docs/guides/benchmarks.md
 * by hand.
 *
 * BENCH_SECONDS (5), BENCH_ROUNDS (3), BENCH_CONNECTIONS (10), BENCH_ONLY (a pattern of scenario
 * names), BENCH_UPSTREAM_LATENCY_MS (0: added to every upstream answer), BENCH_REPORT (the JSON
 * report's path, default dist/bench/report.json), BENCH_CPU_PROF (a directory: the gateways and the
 * baseline write V8 CPU profiles of the measured rounds there when they stop, named for their role;
 * `tests/bench/profile-summary.ts` reads them).
 */
import { fork } from 'node:child_process';
import { request as undiciRequest } from 'undici';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_NOW } from '../support/gateway';
import type { Child } from './children';
import { cpuOf, gatewayEnv, median, serveBytes, startProfile, start, stop, wanted, writeReport } from './children';
import type { LoadOrder, LoadResult } from './processes/load';
import { measurePublish, type PublishReport } from './publish';
import type { RequestShape, Scenario } from './scenarios';
import { SCENARIOS, WARM_UPS } from './scenarios';

const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const reportPath = process.env.BENCH_REPORT ?? 'dist/bench/report.json';
const here = dirname(fileURLToPath(import.meta.url));

/** One autocannon run in a fresh process, with the server's CPU time measured around it. */
async function run(server: Child, scenario: LoadOrder['scenario'], runSeconds = seconds): Promise<LoadResult & { cpuMicrosPerRequest: number }> {
  const before = await cpuOf(server);
  const loader = fork(`${here}/processes/load.ts`, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const result = await new Promise<LoadResult>((resolve, reject) => {
    loader.once('message', (message: LoadResult) => resolve(message));
    loader.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`load generator exited ${code}`))));
    loader.send({ origin: server.origin, scenario, seconds: runSeconds, connections } satisfies LoadOrder);
  });
  const after = await cpuOf(server);
  return { ...result, cpuMicrosPerRequest: (after - before) / Math.max(1, result.requests) };
}

async function warmUp(origin: string, request: RequestShape): Promise<void> {
  // Twice: the first fills the caches, the second shows the answer is served from them.
  for (let i = 0; i < 2; i += 1) {
    const response = await fetch(`${origin}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
    if (!response.ok) throw new Error(`warm-up of ${request.method} ${request.path.slice(0, 80)} failed: ${response.status} ${(await response.text()).slice(0, 300)}`);
    await response.arrayBuffer();
  }
}

/** The publish-to-live measurement's name for BENCH_ONLY. */
const PUBLISH_SCENARIO = 'publish to live';

/** Response headers that belong to one response, not to the answer: the raw route sends its own. */
const PER_RESPONSE = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding', 'x-request-id']);

/** The bytes and headers the warm gateway answers a scenario with, as sent (still compressed). */
async function answerOf(origin: string, scenario: Scenario): Promise<{ body: Buffer; headers: Record<string, string> }> {
  const response = await undiciRequest(`${origin}${scenario.path}`, { method: scenario.method, headers: scenario.headers });
  const body = Buffer.from(await response.body.arrayBuffer());
  if (response.statusCode !== 200) throw new Error(`${scenario.name} answered ${response.statusCode}: it cannot be a baseline`);
  const headers = Object.fromEntries(Object.entries(response.headers).flatMap(([name, value]) => (PER_RESPONSE.has(name) || value === undefined ? [] : [[name, String(value)]])));
  return { body, headers };
}

async function main(): Promise<void> {
  const scenarios = SCENARIOS.filter((scenario) => wanted(scenario.name));
  const publish: PublishReport | null = wanted(PUBLISH_SCENARIO) ? await measurePublish() : null;
  if (scenarios.length === 0) {
    writeReport(reportPath, { publish });
    return;
  }
  const upstreams = await start('upstreams', { MUSEUM_NOW: TEST_NOW });
  const env = gatewayEnv([upstreams], TEST_NOW);
  const warm = await start('gateway', { ...env, BENCH_ROLE: 'warm' });
  const zero = { content: 0, search: 0, collection: 0, preschina: 0, images: 0 };
  const cold = await start('gateway', { ...env, BENCH_ROLE: 'cold', PAGE_CACHE_SECONDS: '0', BENCH_GATEWAY: JSON.stringify({ cache: { ttlSeconds: zero, staleWhileRevalidateSeconds: 0 } }) });
  const baseline = await start('baseline');
  for (const request of WARM_UPS) if (scenarios.some((scenario) => scenario.path === request.path)) await warmUp(warm.origin, request);

  const smallJson = { name: 'baseline', method: 'GET' as const, path: '/baseline' };
  const baselineOf = new Map<string, typeof smallJson>();
  for (const scenario of scenarios.filter((candidate) => candidate.sameBytes)) {
    const path = `/bytes${scenario.path}`;
    const answer = await answerOf(warm.origin, scenario);
    await serveBytes(baseline, path, answer.body, answer.headers);
    baselineOf.set(scenario.name, { name: `baseline: ${scenario.name}'s bytes`, method: 'GET', path });
  }
  const baselineFor = (scenario: Scenario) => baselineOf.get(scenario.name) ?? smallJson;
  // One unmeasured second of each first, so the rounds measure compiled code, not the JIT's warm-up.
  for (const request of new Set([smallJson, ...baselineOf.values()])) await run(baseline, request, 1);
  for (const scenario of scenarios) await run(scenario.target === 'warm' ? warm : cold, scenario, 1);
  // Profiles (BENCH_CPU_PROF) hold the measured rounds only.
  await Promise.all([warm, cold, baseline].map(startProfile));
  const samples = new Map<string, Array<{ scenario: Awaited<ReturnType<typeof run>>; baseline: Awaited<ReturnType<typeof run>> }>>();
  for (let round = 1; round <= rounds; round += 1) {
    for (const scenario of scenarios) {
      console.log(`round ${round}/${rounds}: ${scenario.name}`);
      const base = await run(baseline, baselineFor(scenario));
      const measured = await run(scenario.target === 'warm' ? warm : cold, scenario);
      samples.set(scenario.name, [...(samples.get(scenario.name) ?? []), { scenario: measured, baseline: base }]);
    }
  }

  const rows = scenarios.map((scenario: Scenario) => {
    const runs = samples.get(scenario.name) ?? [];
    return {
      scenario: scenario.name,
      'req/s': Math.round(median(runs.map((r) => r.scenario.requestsPerSecond))),
      'baseline req/s': Math.round(median(runs.map((r) => r.baseline.requestsPerSecond))),
      baseline: baselineOf.has(scenario.name) ? 'same bytes' : 'small JSON',
      ratio: Number(median(runs.map((r) => r.scenario.requestsPerSecond / r.baseline.requestsPerSecond)).toFixed(3)),
      'CPU µs/req': Math.round(median(runs.map((r) => r.scenario.cpuMicrosPerRequest))),
      'baseline CPU µs/req': Math.round(median(runs.map((r) => r.baseline.cpuMicrosPerRequest))),
      'p50 ms': median(runs.map((r) => r.scenario.p50)),
      'p99 ms': median(runs.map((r) => r.scenario.p99)),
      'non-2xx': runs.reduce((sum, r) => sum + r.scenario.non2xx + r.scenario.errors, 0),
    };
  });
  console.table(rows);
  writeReport(reportPath, { seconds, rounds, connections, rows, publish });
  await Promise.all([warm, cold, baseline, upstreams].map(stop));
  // A rate of error answers measures nothing: say so rather than let it pass as a result.
  const failing = rows.filter((row) => row['non-2xx'] > 0);
  if (failing.length) {
    console.error(`non-2xx answers in: ${failing.map((row) => row.scenario).join('; ')} — these ratios are not measurements`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
