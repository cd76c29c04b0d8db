import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import type { Lifecycle } from '../lifecycle';
import { registerRateLimit } from './rate-limit';
import { registerShedding } from './shedding';

/**
 * What every visitor's request meets before any work: load shedding, the per-client rate limit, and
 * two answers about the response itself — degraded answers are never cached (`no-store`, whatever
 * policy the route had) and private ones (editors' previews) are sent `private, no-store` and kept
 * out of search engines.
 */
export async function registerEdge(app: FastifyInstance, config: GatewayConfig): Promise<void> {
  await registerShedding(app, config.edge);
  await registerRateLimit(app, { config: config.edge, redisUrl: config.cache.redisUrl, keyPrefix: config.cache.keyPrefix });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.scope.isPrivate) reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    else if (request.scope.degraded) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
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
