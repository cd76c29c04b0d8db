import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import type { Lifecycle } from '../lifecycle';
import { registerRateLimit } from './rate-limit';
import { registerShedding } from './shedding';

/**
 * What every request meets before any work: load shedding, the per-client rate limit, and two
 * answers about the response itself — degraded answers are never cached (`no-store`, whatever
 * policy the route had) and private ones (editors' previews) are sent `private, no-store` and kept
 * out of search engines, and once shutdown stops accepting connections every response closes its
 * own, so keep-alive clients leave after their current response instead of meeting a closed socket.
 */
export async function registerEdge(app: FastifyInstance, config: GatewayConfig, lifecycle: Lifecycle): Promise<void> {
  await registerShedding(app, config.edge);
  await registerRateLimit(app, { config: config.edge, redisUrl: config.cache.redisUrl, keyPrefix: config.cache.keyPrefix });
  app.addHook('onSend', async (request, reply) => {
    if (request.scope.isPrivate) reply.header('cache-control', 'private, no-store').header('x-robots-tag', 'noindex');
    else if (request.scope.degraded) reply.header('cache-control', 'no-store');
    if (lifecycle.closingConnections) reply.header('connection', 'close');
  });
}
