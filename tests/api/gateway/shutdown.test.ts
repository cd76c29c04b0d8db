// Graceful shutdown under load: the real gateway process (server/main.ts) gets SIGTERM while
// clients keep sending requests over keep-alive connections; none of them is reset.
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { Pool } from 'undici';
import { afterAll, describe, expect, it } from 'vitest';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import { TEST_NOW } from '../../support/gateway';

// Each search waits this long at the upstream, so requests are in flight when the signal comes.
const faulty = faultyUpstreams({ slowMs: 150 });
let child: ChildProcess | undefined;
afterAll(() => {
  if (child?.exitCode === null) child.kill('SIGKILL');
});

/** Starts the gateway process on a free port; resolves to its origin once it listens. */
function startGatewayProcess(env: Record<string, string>): Promise<{ origin: string; exited: Promise<number | null> }> {
  const started = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', MUSEUM_NOW: TEST_NOW },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child = started;
  const exited = new Promise<number | null>((resolve) => started.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    started.once('exit', (code) => reject(new Error(`the gateway exited (${code}) before listening`)));
    createInterface({ input: started.stdout }).on('line', (line) => {
      const match = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (match?.[1]) resolve({ origin: match[1], exited });
    });
  });
}

describe('shutdown under load', () => {
  it('turns unready at once, finishes every request it accepted, resets none, and exits 0', async () => {
    await faulty.proxies.search.set('slow');
    const { origin, exited } = await startGatewayProcess({ ...faulty.env, RATE_LIMIT_MAX: '0', SHUTDOWN_DELAY_MS: '2000', SHUTDOWN_GRACE_MS: '20000' });

    const pool = new Pool(origin, { connections: 16 });
    const statuses: number[] = [];
    const resets: string[] = [];
    let signalled = false;
    let answeredAfterSignal = 0;
    let sequence = 0;
    // Each client sends searches one after another on keep-alive connections until the gateway refuses new connections.
    const client = async () => {
      for (;;) {
        try {
          const response = await pool.request({
            method: 'POST',
            path: '/graphql',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: `{ search(query: "vase ${sequence++}") { total } }` }),
          });
          await response.body.text();
          statuses.push(response.statusCode);
          if (signalled) answeredAfterSignal += 1;
        } catch (error) {
          const code = (error as { code?: string }).code ?? String(error);
          if (code !== 'ECONNREFUSED') resets.push(code);
          return;
        }
      }
    };
    const clients = Promise.all(Array.from({ length: 16 }, client));
    await expect.poll(() => statuses.length, { timeout: 30_000, interval: 20 }).toBeGreaterThanOrEqual(32);

    child?.kill('SIGTERM');
    signalled = true;
    // The signal and a request race to the gateway's event loop: a readiness request that gets there
    // first is answered as before it (on a loaded machine, while its upstreams are not yet probed).
    const readiness = async () => {
      const response = await fetch(`${origin}/readyz`);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    await expect.poll(readiness, { timeout: 10_000, interval: 20 }).toEqual({ status: 503, body: { status: 'draining' } });

    await clients;
    await pool.close();
    expect(await exited).toBe(0);
    expect(resets).toEqual([]);
    expect(new Set(statuses)).toEqual(new Set([200]));
    expect(answeredAfterSignal).toBeGreaterThan(0);
  }, 90_000);
});
