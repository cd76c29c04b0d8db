import type { FastifyInstance } from 'fastify';
import type { Readiness } from './readiness';

/**
 * `/healthz`: the process is up (liveness), nothing else. `/readyz`: whether this replica should get
 * traffic (see Readiness), answered from memory at once. Neither is ever cached, rate-limited or shed.
 */
export function registerHealthRoutes(app: FastifyInstance, readiness: Readiness): void {
  app.get('/healthz', async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const report = await readiness.report();
    return reply
      .status(report.status === 'ready' ? 200 : 503)
      .header('cache-control', 'no-store')
      .send(report);
  });
}
