// Vitest global setup: the Redis the cache tests run against. CI (and anyone with a Redis) sets
// REDIS_TEST_URL; otherwise a throwaway redis-server is started on a free port for this run, so
// `npm test` needs nothing running beforehand.
import type { TestProject } from 'vitest/node';
import { startRedisProcess } from './redis-process';

declare module 'vitest' {
  export interface ProvidedContext {
    redisUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const configured = process.env.REDIS_TEST_URL;
  if (configured) {
    project.provide('redisUrl', configured);
    return async () => {};
  }
  const redis = await startRedisProcess();
  project.provide('redisUrl', redis.url);
  return () => redis.stop();
}
