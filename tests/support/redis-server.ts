// Vitest global setup: the Redis the cache tests run against. CI (and anyone with a Redis) sets
// REDIS_TEST_URL; otherwise a throwaway redis-server is started on a free port for this run, so
// `npm test` needs nothing running beforehand.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
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

async function startRedis(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.env.REDIS_SERVER_PATH ?? 'redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const ready = new Promise<void>((resolve, reject) => {
    child.once('error', (error) => reject(new Error(`Cannot start redis-server (install it, or set REDIS_TEST_URL): ${error.message}`)));
    child.once('exit', (code) => reject(new Error(`redis-server exited with code ${code}`)));
    child.stdout?.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Ready to accept connections')) resolve();
    });
  });
  await ready;
  return { url: `redis://127.0.0.1:${port}`, child };
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.REDIS_TEST_URL;
  if (configured) {
    project.provide('redisUrl', configured);
    return async () => {};
  }
  const { url, child } = await startRedis();
  project.provide('redisUrl', url);
  return async () => {
    child.kill();
    if (child.exitCode === null) await once(child, 'exit');
  };
}
