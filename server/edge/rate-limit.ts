import { createRequire } from 'node:module';
import { type FastifyRateLimitStore, normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { RedisConnection } from '../cache/redis-connection';
import type { EdgeConfig } from '../config';
import { Budgets } from './rate-limit-allowances';
import { refuse } from './refusal';

export interface RateLimitOptions {
  config: EdgeConfig;
  /** Shared counters across replicas; null counts per process. */
  redis: RedisConnection | null;
  keyPrefix: string;
}

/** What the limit needs of a counter: @fastify/rate-limit's store interface (its in-process LRU, or its Redis script). */
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

/** The key a client address counts under: IPv6 by /64 (the plugin's own key); an IPv4 address is its own. */
function clientKey(address: string): string {
  // normalizeIP tests every address against an IPv6 pattern first.
  return address.includes(':') ? normalizeIP(address) : address;
}

/**
 * One budget per client address (as seen through trusted proxies; `RATE_LIMIT_ALLOWANCES` gives
 * some ranges a larger one) over pages and /graphql, counted
 * by @fastify/rate-limit's stores: in this process, or in Redis when the replicas share one. While
 * Redis is away each replica counts in its own memory again; a command that fails lets its request
 * through rather than refuse a visitor (and counts toward the outage's log). The store is called directly,
 * callback style: the plugin's limiter read the route's options twice and wrapped each count in
 * three promises, more than the count itself costs a cached answer.
 */
export class RateLimit {
  private readonly local: Counter = new LocalStore(false, false, 5000);
  private readonly shared: Counter | null;
  private readonly redis: RedisConnection | null;
  private readonly budgets: Budgets;
  private readonly windowMs: number;

  constructor({ config, redis, keyPrefix }: RateLimitOptions) {
    this.budgets = new Budgets(config.rateLimitMax, config.rateLimitAllowances);
    this.windowMs = config.rateLimitWindowMs;
    this.redis = redis;
    this.shared = redis ? new RedisStore(false, false, redis.client, `${keyPrefix}:rate-limit:`) : null;
  }

  /** Counts one request of a client address; `done` gets the seconds to wait when it is over its budget, else null. */
  count(address: string, done: (retryAfterSeconds: number | null) => void): void {
    const max = this.budgets.of(address);
    const redis = this.redis;
    const store = this.shared && redis?.usable ? this.shared : this.local;
    store.incr(
      clientKey(address),
      (error, counted) => {
        if (error) redis?.failed(error);
        else if (store === this.shared) redis?.succeeded();
        done(error || !counted || counted.current <= max ? null : Math.ceil(counted.ttl / 1000));
      },
      this.windowMs,
      max,
    );
  }
}

/** The edge's rate limit, or null when `RATE_LIMIT_MAX` is 0 (off). */
export function createRateLimit(options: RateLimitOptions): RateLimit | null {
  return options.config.rateLimitMax === 0 ? null : new RateLimit(options);
}

/**
 * Limits the routes with `visitorFacing` config: the limit is each such route's first onRequest
 * hook, so a refused request never reaches the route's own (the persisted-query hot path answers
 * in one). Register before the routes it limits.
 */
export function registerRateLimit(app: FastifyInstance, limit: RateLimit): void {
  const hook = (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void => {
    limit.count(request.ip, (retryAfterSeconds) => {
      if (retryAfterSeconds === null) return done();
      reply.send(refuse(request, reply, { status: 429, code: 'RATE_LIMITED' }, retryAfterSeconds));
    });
  };
  app.addHook('onRoute', (route) => {
    if (route.config?.visitorFacing !== true) return;
    const own: onRequestHookHandler[] = route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest];
    route.onRequest = [hook as onRequestHookHandler, ...own];
  });
}
