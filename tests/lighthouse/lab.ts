/**
 * What the lab runners (`npm run lighthouse`, `npm run inp`) share: the production gateway on a
 * free port with the sample upstreams and the pinned clock, a wait for a quiet machine, and medians.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import { TEST_NOW } from '../support/gateway';

/** The 1-minute load average a run waits for (LAB_MAX_LOAD, default 1.5), and how long it waits at most (LAB_LOAD_WAIT_SECONDS, default 600). */
const MAX_LOAD = Number(process.env.LAB_MAX_LOAD ?? 1.5);
const LOAD_WAIT_MS = Number(process.env.LAB_LOAD_WAIT_SECONDS ?? 600) * 1000;

/** The Chromium the runners drive (CHROMIUM_PATH, default Debian's). */
export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface LabGateway {
  origin: string;
  stop: () => void;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

async function waitFor(url: string, gateway: ChildProcess): Promise<void> {
  for (;;) {
    if (gateway.exitCode !== null) throw new Error(`the gateway exited (${gateway.exitCode}) before it answered`);
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The compiled gateway (tests/e2e/support/gateway.ts: `npm run build` first) in production mode, its public origin the one the browser visits. */
export async function startLabGateway(): Promise<LabGateway> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const gateway = fork('tests/e2e/support/gateway.ts', {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_ORIGIN: origin, MUSEUM_NOW: TEST_NOW, NODE_ENV: 'production', LOG_LEVEL: 'warn', RATE_LIMIT_MAX: '0' },
    stdio: 'inherit',
  });
  await waitFor(`${origin}/healthz`, gateway);
  return { origin, stop: () => void gateway.kill('SIGTERM') };
}

/** The machine's load when a run started: the 1-minute average, and whether the wait for a quiet machine ran out first. */
export interface RunLoad {
  load: number;
  waitedSeconds: number;
  quiet: boolean;
}

/**
 * Waits until the 1-minute load average is under LAB_MAX_LOAD (lab figures move with the machine's
 * load: Lighthouse simulates a phone from the CPU time it sees), up to LAB_LOAD_WAIT_SECONDS, and
 * says so when it gives up: the run goes on, marked as measured on a busy machine.
 */
export async function waitForQuietMachine(label: string): Promise<RunLoad> {
  const startedAt = Date.now();
  let said = false;
  for (;;) {
    const load = loadavg()[0] ?? 0;
    const waitedSeconds = Math.round((Date.now() - startedAt) / 1000);
    if (load < MAX_LOAD) return { load: Number(load.toFixed(2)), waitedSeconds, quiet: true };
    if (Date.now() - startedAt >= LOAD_WAIT_MS) {
      console.log(`  ${label}: load average still ${load.toFixed(2)} after ${waitedSeconds} s (the limit is ${MAX_LOAD}): measured on a busy machine`);
      return { load: Number(load.toFixed(2)), waitedSeconds, quiet: false };
    }
    if (!said) console.log(`  ${label}: waiting for the load average (${load.toFixed(2)}) to fall under ${MAX_LOAD}, up to ${LOAD_WAIT_MS / 1000} s`);
    said = true;
    await new Promise((resolve) => setTimeout(resolve, 5000));
  }
}

/** The median (the lower middle of an even count: a figure that was measured). */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}
