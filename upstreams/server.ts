import Fastify, { type FastifyInstance } from 'fastify';

export interface UpstreamAppOptions {
  /** Fastify's request logging (pino); off in tests. */
  logger?: boolean;
}

/**
 * A Fastify instance for one sample upstream, with the `GET /healthz` route every upstream
 * answers (the gateway's readiness checks and compose health checks call it).
 */
export function createUpstreamApp(options: UpstreamAppOptions = {}): FastifyInstance {
  const app = Fastify({ logger: options.logger ?? false });
  app.get('/healthz', async () => ({ ok: true }));
  return app;
}
