import type { FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Pages and /graphql: rate-limited per client and shed under pressure (health checks and built assets are not). */
    visitorFacing?: boolean;
  }
}

/** Route config of the routes visitors' traffic reaches. */
export const VISITOR_FACING = { visitorFacing: true } as const;

export function isVisitorFacing(request: FastifyRequest): boolean {
  return request.routeOptions.config.visitorFacing === true;
}
