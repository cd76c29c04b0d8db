import { createRequire } from 'node:module';
import { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import { Redis } from 'ioredis';
import type { EdgeConfig } from '../config';
import { refuse } from './refusal';

export interface RateLimitOptions {
  config: EdgeConfig;
  /** Shared counters across replicas; null counts per process. */
  redisUrl: string | null;
  keyPrefix: string;
}

/** What the hook needs of a counter: @fastify/rate-limit's store interface (its in-process LRU, or its Redis script). */
type Counter = Pick<FastifyRateLimitStore, 'incr'>;
interface LocalStoreClass {
  new (continueExceeding: boolean, exponentialBackoff: boolean, cache?: number): Counter;
}
interface RedisStoreClass {
  new (continueExceeding: boolean, exponentialBackoff: boolean, redis: Redis, key: string): Counter;
}
// The package exports its stores' interface but not the stores themselves (they are its files).
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore') as LocalStoreClass;
const RedisStore = require('@fastify/rate-limit/store/RedisStore') as RedisStoreClass;

/** The client a request counts for: its address through trusted proxies, IPv6 by /64 (the plugin's own key). */
function clientKey(request: FastifyRequest): string {
  const ip = request.ip;
  // normalizeIP tests every address against an IPv6 pattern first; an IPv4 address is its own key.
  return ip.includes(':') ? normalizeIP(ip) : ip;
}

/**
 * A per-client rate limit on pages and /graphql (routes with `visitorFacing` config), one budget per
 * client address (as seen through trusted proxies) over all of them, counted by @fastify/rate-limit's
 * stores: in this process, or in Redis when the replicas share one. Redis trouble lets requests
 * through rather than refusing visitors. The hook is each visitor-facing route's first and calls the
 * store itself, callback style: the plugin's limiter read the route's options twice and wrapped
 * each count in three promises, more than the count itself costs a cached answer. Register before
 * the routes it limits.
 */
export async function registerRateLimit(app: FastifyInstance, { config, redisUrl, keyPrefix }: RateLimitOptions): Promise<void> {
  if (config.rateLimitMax === 0) return;
  const redis = redisUrl ? new Redis(redisUrl, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 }) : null;
  redis?.on('error', (error) => app.log.warn({ err: error }, 'rate-limit store error'));
  const store = redis ? new RedisStore(false, false, redis, `${keyPrefix}:rate-limit:`) : new LocalStore(false, false, 5000);
  const { rateLimitMax: max, rateLimitWindowMs: windowMs } = config;

  const limit = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    store.incr(
      clientKey(request),
      (error, counted) => {
        // A store error (Redis down) lets the request through.
        if (error || !counted || counted.current <= max) return done();
        reply.send(refuse(request, reply, { status: 429, code: 'RATE_LIMITED' }, Math.ceil(counted.ttl / 1000)));
      },
      windowMs,
      max,
    );
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.visitorFacing !== true) return;
    const own: onRequestHookHandler[] = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [limit as onRequestHookHandler, ...own];
  });
  if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => redis.disconnect())));
}
