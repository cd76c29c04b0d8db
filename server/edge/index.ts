import type { FastifyInstance } from 'fastify';
import type { GatewayConfig } from '../config';
import type { Readiness } from '../routes/readiness';
import { registerRateLimit } from './rate-limit';
import { registerShedding } from './shedding';

/**
 * What every request meets before any work: load shedding, the per-client rate limit, and two
 * answers about the response itself — degraded answers are never cached (`no-store`, whatever
 * policy the route had), and while draining for shutdown every response closes its connection, so
 * keep-alive clients move to another replica instead of meeting a closed socket.
 */
export async function registerEdge(app: FastifyInstance, config: GatewayConfig, readiness: Readiness): Promise<void> {
  await registerShedding(app, config.edge);
  await registerRateLimit(app, { config: config.edge, redisUrl: config.cache.redisUrl, keyPrefix: config.cache.keyPrefix });
  app.addHook('onSend', async (request, reply) => {
    if (request.scope.degraded) reply.header('cache-control', 'no-store');
    if (readiness.isDraining) reply.header('connection', 'close');
  });
}
