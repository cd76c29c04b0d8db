import type { FastifyInstance } from 'fastify';
import { tagHeaders } from '../cache/tags';
import type { RedisConnection } from '../cache/redis-connection';
import type { GatewayConfig } from '../config';
import type { Lifecycle } from '../lifecycle';
import { createRateLimit, type RateLimit, registerRateLimit } from './rate-limit';
import { registerShedding } from './shedding';

/**
 * The site's Cache-Control where a route sets none (rendered pages, files): a short public life,
 * refreshed in the background by shared caches (the browser's, a CDN's, the page cache).
 */
export const SITE_CACHE_CONTROL = 'public, stale-while-revalidate=300, max-age=60';

/** The edge's checks, for the front door (`server/hot-path/front-door.ts`), which answers before Fastify's hooks. */
export interface EdgeChecks {
  /** Whether load shedding would refuse a visitor's request now. */
  underPressure: () => boolean;
  /** The per-client budget, null when off. */
  rateLimit: RateLimit | null;
}

/**
 * What every visitor's request meets before any work: load shedding, the per-client rate limit, and
 * the Cache-Control of the response — degraded answers are never cached (`no-store`, whatever
 * policy the route had), private ones (editors' previews) are sent `private, no-store` and kept out
 * of search engines, and a response whose route set no policy gets the site's when it succeeded,
 * `no-store` when it did not (a browser must not keep an error). A response caches may keep carries
 * the tags of what it was built from (`Surrogate-Key`, `Cache-Tag`). The rate limit counts in
 * `redis` when there is one.
 */
export async function registerEdge(app: FastifyInstance, config: GatewayConfig, redis: RedisConnection | null = null): Promise<EdgeChecks> {
  const underPressure = await registerShedding(app, config.edge);
  const rateLimit = createRateLimit({ config: config.edge, redis, keyPrefix: config.cache.keyPrefix });
  if (rateLimit) registerRateLimit(app, rateLimit);
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.scope.isPrivate) reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    else if (request.scope.degraded) reply.header('cache-control', 'no-store');
    else if (!reply.hasHeader('cache-control')) reply.header('cache-control', reply.statusCode >= 200 && reply.statusCode < 300 ? SITE_CACHE_CONTROL : 'no-store');
    // What a cache in front may keep says what it was built from, so it can be purged with it.
    if (request.scope.storable && reply.statusCode >= 200 && reply.statusCode < 300 && !reply.hasHeader('surrogate-key')) reply.headers(tagHeaders(request.scope.tags.list()));
    done(null, payload);
  });
  return { underPressure, rateLimit };
}

/**
 * Once shutdown stops accepting connections every response (health checks too) closes its own, so
 * keep-alive clients leave after their current response instead of meeting a closed socket.
 */
export function registerClosingConnections(app: FastifyInstance, lifecycle: Lifecycle): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.closingConnections) reply.header('connection', 'close');
    done(null, payload);
  });
}
