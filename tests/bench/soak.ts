/**
 * The soak (`npm run soak`, not part of `npm test`; `npm run build` first): SOAK_SECONDS (600) of
 * mixed traffic (tests/bench/soak-mix.ts) at SOAK_LOAD_SHARE (0.8) of what this machine sustains,
 * with one upstream flapping and one slow, then the verdicts of issue 32: no visitor-facing 5xx
 * (degraded parts answer 200), RSS growth under 10 % after warm-up, open file descriptors and
 * sockets flat, event-loop lag p99 under 100 ms.
 *
 * Every part runs in its own process, as `npm run bench`'s do: the sample upstreams; fault proxies
 * in front of SOAK_FLAPPING (search: down 10 s in every 30 s) and SOAK_SLOW (collection:
 * SOAK_SLOW_MS, 1000, late); the gateway as production runs it (dist/server/main.js, NODE_ENV=production,
 * load shedding at its defaults; the rate limits raised, since the load is one client address);
 * and the load generator (autocannon, SOAK_CONNECTIONS, 32). First a calibration: the mix as fast as
 * the gateway answers for SOAK_CALIBRATION_SECONDS (20), faults off; its rate × the share is the
 * soak's rate. Every SOAK_SAMPLE_SECONDS (5) the gateway process is sampled: RSS, open descriptors
 * and sockets (from /proc), the event loop's p99 delay since the last sample (its metrics). The
 * first SOAK_WARMUP_SECONDS (a fifth of the run, at most 120) fill the caches and are not judged.
 * Figures are printed and written to SOAK_REPORT (dist/bench/soak.json); the gateway's log goes to
 * dist/bench/soak-gateway.log. Exits 1 when a verdict fails.
 */
import { spawn, fork, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_NOW } from '../support/gateway';
import { parseMetrics, sampleValue } from '../support/prometheus';
import type { Child } from './children';
import { gatewayEnv, start, stop, writeReport } from './children';
import type { SoakLoadOrder, SoakLoadResult } from './processes/soak-load';
import type { ToChild } from './processes/ipc';
import { SOAK_KINDS } from './soak-mix';
import type { SoakSample } from './soak-figures';
import { afterWarmUp, soakVerdicts } from './soak-figures';

const seconds = Number(process.env.SOAK_SECONDS ?? 600);
const calibrationSeconds = Number(process.env.SOAK_CALIBRATION_SECONDS ?? 20);
const share = Number(process.env.SOAK_LOAD_SHARE ?? 0.8);
const connections = Number(process.env.SOAK_CONNECTIONS ?? 32);
const sampleMs = Number(process.env.SOAK_SAMPLE_SECONDS ?? 5) * 1000;
const warmUpSeconds = Number(process.env.SOAK_WARMUP_SECONDS ?? Math.min(120, Math.round(seconds / 5)));
const flapping = process.env.SOAK_FLAPPING ?? 'search';
const slow = process.env.SOAK_SLOW ?? 'collection';
const reportPath = process.env.SOAK_REPORT ?? 'dist/bench/soak.json';
const gatewayLog = 'dist/bench/soak-gateway.log';
const here = dirname(fileURLToPath(import.meta.url));

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || address === null) throw new Error('no free port');
  return address.port;
}

/** The compiled gateway, as production starts it, with its output in the soak's log. */
async function startGateway(env: Record<string, string>): Promise<{ process: ChildProcess; origin: string; metrics: string }> {
  const [port, metricsPort] = [await freePort(), await freePort()];
  mkdirSync(dirname(gatewayLog), { recursive: true });
  const log = createWriteStream(gatewayLog);
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1', PORT: String(port), METRICS_HOST: '127.0.0.1', METRICS_PORT: String(metricsPort) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);
  const origin = `http://127.0.0.1:${port}`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the gateway exited (${child.exitCode}); see ${gatewayLog}`);
    const ready = await fetch(`${origin}/readyz`).then((response) => response.ok, () => false);
    if (ready) break;
    if (attempt > 600) throw new Error(`the gateway was not ready after a minute; see ${gatewayLog}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { process: child, origin, metrics: `http://127.0.0.1:${metricsPort}/metrics` };
}

/** One autocannon run of the mix in a fresh process. */
function load(order: SoakLoadOrder): Promise<SoakLoadResult> {
  const loader = fork(`${here}/processes/soak-load.ts`, { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  return new Promise((resolve, reject) => {
    loader.once('message', (message: SoakLoadResult) => resolve(message));
    loader.once('exit', (code) => (code === 0 ? undefined : reject(new Error(`the load generator exited ${code}`))));
    loader.send(order);
  });
}

/** The gateway process now: RSS, descriptors and sockets from /proc, the event loop's p99 delay from its metrics. */
async function sample(pid: number, metricsUrl: string, atSeconds: number): Promise<SoakSample> {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? 0);
  const fds = readdirSync(`/proc/${pid}/fd`);
  const sockets = fds.filter((fd) => {
    try {
      return readlinkSync(`/proc/${pid}/fd/${fd}`).startsWith('socket:');
    } catch {
      return false;
    }
  }).length;
  const metrics = parseMetrics(await (await fetch(metricsUrl)).text());
  return { atSeconds, rssBytes: rssKb * 1024, openFds: fds.length, sockets, lagP99Ms: sampleValue(metrics, 'nodejs_eventloop_lag_p99_seconds') * 1000 };
}

async function warmUp(origin: string): Promise<void> {
  for (const kind of SOAK_KINDS) {
    for (let n = 0; n < 2; n += 1) {
      const request = kind.request(n);
      const response = await fetch(`${origin}${request.path}`, { method: request.method, headers: request.headers, body: request.body });
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`warm-up of ${kind.name} failed: ${response.status}`);
    }
  }
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/main.js')) throw new Error('The gateway is not built: run `npm run build` first.');
  const upstreams = await start('upstreams', { MUSEUM_NOW: TEST_NOW });
  const urls = upstreams.urls ?? {};
  const faults: Child = await start('faults', { SOAK_FLAPPING_URL: urls[flapping] ?? '', SOAK_SLOW_URL: urls[slow] ?? '' });
  const { SHED_EVENT_LOOP_DELAY_MS: _off, ...env } = gatewayEnv([upstreams], TEST_NOW);
  const gateway = await startGateway({
    ...env,
    [`${flapping.toUpperCase()}_URL`]: faults.urls?.flapping ?? '',
    [`${slow.toUpperCase()}_URL`]: faults.urls?.slow ?? '',
    // The load is one client address: its page and sign-up budgets are raised (shedding stays on).
    NEWSLETTER_RATE_LIMIT: '1000000000/600',
  });
  const pid = gateway.process.pid ?? 0;
  try {
    await warmUp(gateway.origin);
    console.log(`calibrating: the mix as fast as the gateway answers, ${calibrationSeconds} s, ${connections} connections`);
    const calibration = await load({ origin: gateway.origin, seconds: calibrationSeconds, connections, rate: null });
    const rate = Math.max(1, Math.round(calibration.requestsPerSecond * share));
    console.log(`sustained ${Math.round(calibration.requestsPerSecond)} req/s; soaking at ${rate} req/s (${share * 100} %) for ${seconds} s, ${flapping} flapping, ${slow} slow`);

    faults.process.send({ type: 'faults' } satisfies ToChild);
    const startedAt = Date.now();
    const samples: SoakSample[] = [];
    const sampler = setInterval(() => {
      sample(pid, gateway.metrics, (Date.now() - startedAt) / 1000).then((taken) => samples.push(taken), (error: unknown) => console.error('sample failed', error));
    }, sampleMs);
    void sample(pid, gateway.metrics, 0); // resets the lag histogram: the first interval starts with the load
    const soak = await load({ origin: gateway.origin, seconds, connections, rate });
    clearInterval(sampler);

    const judged = afterWarmUp(samples, warmUpSeconds);
    const fiveHundreds = Object.values(soak.kinds).reduce((sum, kind) => sum + kind['5xx'], 0);
    const verdicts = soakVerdicts(judged, fiveHundreds + soak.errors);
    console.table(Object.entries(soak.kinds).map(([kind, count]) => ({ kind, ...count })));
    console.log(`${soak.requests} requests, ${Math.round(soak.requestsPerSecond)} req/s (target ${rate}); latency p50 ${soak.p50} ms, p99 ${soak.p99} ms, max ${soak.maxMs} ms; ${soak.errors} without an answer`);
    console.table(verdicts.map((verdict) => ({ verdict: verdict.passed ? 'PASS' : 'FAIL', what: verdict.what, figure: verdict.figure })));
    writeReport(reportPath, { seconds, warmUpSeconds, share, connections, calibration, rate, soak, samples, verdicts });
    if (verdicts.some((verdict) => !verdict.passed)) process.exitCode = 1;
  } finally {
    gateway.process.kill('SIGTERM');
    await once(gateway.process, 'exit');
    await Promise.all([faults, upstreams].map(stop));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
