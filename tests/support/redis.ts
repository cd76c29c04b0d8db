import { inject } from 'vitest';
import { RedisConnection } from '../../server/cache/redis-connection';

/** The Redis of this test run (REDIS_TEST_URL, or the one tests/support/redis-server.ts started). */
export function redisTestUrl(): string {
  return inject('redisUrl');
}

/** A connection to the test run's Redis that fails the test on any Redis failure it would log. */
export function strictRedisConnection(): RedisConnection {
  return new RedisConnection({
    url: redisTestUrl(),
    log: {
      warn: (fields) => {
        throw new Error(`Redis failed: ${JSON.stringify(fields)}`);
      },
    },
    outageLogIntervalMs: 60_000,
  });
}
