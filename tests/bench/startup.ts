/**
 * Start-up and memory of the gateway as production starts it (`npm run bench:startup`, not part of
 * `npm test`): the compiled server (`node --enable-source-maps dist/server/main.js`, `npm run build`
 * first) beside the same sources run through the TypeScript loader (`node --import tsx
 * server/main.ts`, how production ran before), in interleaved rounds on the same machine. For each
 * start: milliseconds from spawning the process to its first `/readyz` 200, the CPU time the
 * process spent by then (which a busy machine stretches far less than the wall time), then its
 * resident set size after a warm-up of every page type. The sample upstreams run in a process of
 * their own.
 *
 * BENCH_ROUNDS (5), BENCH_WARM_UP (20: requests per page in the warm-up), BENCH_REPORT (default
 * dist/bench/startup.json).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { TEST_NOW } from '../support/gateway';
import { gatewayEnv, median, start, stop, writeReport } from './children';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const warmUpRequests = Number(process.env.BENCH_WARM_UP ?? 20);
const reportPath = process.env.BENCH_REPORT ?? 'dist/bench/startup.json';

const VARIANTS = [
  { name: 'compiled (dist/server/main.js)', args: ['--enable-source-maps', 'dist/server/main.js'] },
  { name: 'TypeScript loader (tsx server/main.ts)', args: ['--import', 'tsx', 'server/main.ts'] },
];
const PAGES = ['/', '/visit', '/calendar', '/calendar/exhibition/threads-of-light', '/search?q=vase', '/collection/object/6268', '/about/mission-history', '/preschina'];

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Resident set size of a process, from the kernel's own account (Linux). */
function residentMegabytes(pid: number): number {
  const line = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!line) throw new Error(`no VmRSS for process ${pid}`);
  return Number(line[1]) / 1024;
}

/** CPU time (user + system) a process has used so far, from the kernel's account (Linux). */
function cpuMilliseconds(pid: number): number {
  // Fields after the command name (which may hold spaces), from its closing parenthesis: utime is the 12th, stime the 13th.
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  const ticksPerSecond = 100;
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / ticksPerSecond;
}

async function ready(origin: string): Promise<boolean> {
  try {
    return (await fetch(`${origin}/readyz`)).status === 200;
  } catch {
    return false;
  }
}

interface Sample {
  readyMs: number;
  readyCpuMs: number;
  rssMb: number;
}

async function measure(args: string[], env: Record<string, string>): Promise<Sample> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, args, { env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', METRICS_PORT: '0' }, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = once(child, 'exit');
  try {
    // Polled as a load balancer's health check would, at a fine grain so the figure is the process's.
    while (!(await ready(origin))) {
      if (child.exitCode !== null) throw new Error(`gateway exited (${child.exitCode}) before it was ready`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const readyMs = performance.now() - startedAt;
    const readyCpuMs = cpuMilliseconds(child.pid ?? 0);
    for (let i = 0; i < warmUpRequests; i += 1) {
      for (const page of PAGES) {
        const response = await fetch(`${origin}${page}`);
        if (!response.ok) throw new Error(`${page} answered ${response.status} during the warm-up`);
        await response.arrayBuffer();
      }
    }
    return { readyMs, readyCpuMs, rssMb: residentMegabytes(child.pid ?? 0) };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

async function main(): Promise<void> {
  if (!existsSync('dist/server/main.js')) throw new Error('The gateway is not built: run `npm run build` first.');
  const upstreams = await start('upstreams', { MUSEUM_NOW: TEST_NOW });
  const env = gatewayEnv([upstreams], TEST_NOW);
  const samples = new Map<string, Sample[]>(VARIANTS.map((variant) => [variant.name, []]));
  // One unmeasured start of each first: the disk cache holds the files for every measured one.
  for (const variant of VARIANTS) await measure(variant.args, env);
  for (let round = 1; round <= rounds; round += 1) {
    for (const variant of VARIANTS) {
      const sample = await measure(variant.args, env);
      console.log(`round ${round}/${rounds}: ${variant.name}: ready in ${sample.readyMs.toFixed(0)} ms (${sample.readyCpuMs} ms of CPU), RSS ${sample.rssMb.toFixed(1)} MB`);
      samples.get(variant.name)?.push(sample);
    }
  }
  await stop(upstreams);
  const rows = VARIANTS.map((variant) => {
    const runs = samples.get(variant.name) ?? [];
    return {
      variant: variant.name,
      'start to /readyz 200, ms': Math.round(median(runs.map((run) => run.readyMs))),
      'CPU until ready, ms': Math.round(median(runs.map((run) => run.readyCpuMs))),
      'RSS after warm-up, MB': Number(median(runs.map((run) => run.rssMb)).toFixed(1)),
    };
  });
  console.table(rows);
  writeReport(reportPath, { rounds, warmUpRequests, pages: PAGES, loadAverage: loadavg(), rows });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
