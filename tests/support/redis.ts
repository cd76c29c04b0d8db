import { inject } from 'vitest';

/** The Redis of this test run (REDIS_TEST_URL, or the one tests/support/redis-server.ts started). */
export function redisTestUrl(): string {
  return inject('redisUrl');
}
