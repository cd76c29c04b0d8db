import type { FastifyInstance } from 'fastify';
import type { Upstreams } from '../upstreams';
import { failedPings } from '../upstreams';

/**
 * `/healthz`: the process is up (liveness). `/readyz`: every upstream answers its ping (readiness),
 * else 503 naming those that failed. Neither is ever cached.
 */
export function registerHealthRoutes(app: FastifyInstance, upstreams: Upstreams): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const failed = await failedPings(upstreams);
    reply.header('cache-control', 'no-store');
    if (Object.keys(failed).length === 0) return reply.send({ status: 'ready' });
    return reply.status(503).send({ status: 'unavailable', failed });
  });
}
