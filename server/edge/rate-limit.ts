import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import type { EdgeConfig } from '../config';
import { refuse } from './refusal';
import { isVisitorFacing } from './visitor-routes';

export interface RateLimitOptions {
  config: EdgeConfig;
  /** Shared counters across replicas; null counts per process. */
  redisUrl: string | null;
  keyPrefix: string;
}

/**
 * A per-client rate limit (@fastify/rate-limit) on pages and /graphql, one budget per client address
 * (as seen through trusted proxies) over all of them, counted in Redis when the replicas share one.
 * Redis trouble lets requests through rather than refusing visitors.
 */
export async function registerRateLimit(app: FastifyInstance, { config, redisUrl, keyPrefix }: RateLimitOptions): Promise<void> {
  if (config.rateLimitMax === 0) return;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 }) : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store error'));
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimitMax,
    timeWindow: config.rateLimitWindowMs,
    skipOnError: true,
    ...(redis ? { redis, nameSpace: `${keyPrefix}:rate-limit:` } : {}),
  });
  const limit = app.createRateLimit();
  app.addHook('onRequest', async (request, reply) => {
    if (!isVisitorFacing(request)) return;
    const verdict = await limit(request);
    if (verdict.isAllowed || !verdict.isExceeded) return;
    return reply.send(refuse(request, reply, { status: 429, code: 'RATE_LIMITED' }, verdict.ttlInSeconds));
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
}
