// A throwaway redis-server on a loopback port (REDIS_SERVER_PATH names another binary): the test
// run's shared one (tests/support/redis-server.ts), or a test's own that it stops and starts again.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

export interface RedisProcess {
  url: string;
  port: number;
  /** Ends the server (SIGKILL: as a crash, or SIGTERM) and resolves once it has exited. */
  stop: (signal?: NodeJS.Signals) => Promise<void>;
}

async function freePort(): Promise<number> {
  const server = createServer();
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const address = server.address();
  server.close();
  if (typeof address !== 'object' || !address) throw new Error('no free port');
  return address.port;
}

/** Starts redis-server (on `port`, or a free one), without persistence; resolves once it accepts connections. */
export async function startRedisProcess(port?: number): Promise<RedisProcess> {
  const listenOn = port ?? (await freePort());
  const child: ChildProcess = spawn(process.env.REDIS_SERVER_PATH ?? 'redis-server', ['--port', String(listenOn), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`Cannot start redis-server (install it, or set REDIS_TEST_URL): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  child.removeAllListeners('exit');
  return {
    url: `redis://127.0.0.1:${listenOn}`,
    port: listenOn,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}
