import type { FastifyInstance } from 'fastify';
import { RUM_PATH } from '../../client/rum/vitals';
import { VISITOR_FACING } from '../edge/visitor-routes';
import type { RateLimiter } from '../limits/rate-limiter';
import { parseBeacon } from '../domain/rum/beacon';
import type { RumMetrics } from '../observability/rum-metrics';

/** A beacon is a few metrics: anything larger is refused before it is read (413). */
export const RUM_BODY_LIMIT_BYTES = 2048;

export interface RumOptions {
  /** The router's route templates: the only route labels a beacon may carry. */
  templates: readonly string[];
  metrics: RumMetrics;
  /** Beacons per client address (RUM_RATE_LIMIT). */
  limit: RateLimiter;
}

/**
 * `POST /rum`: the Core Web Vitals a sampled share of visitors' browsers send (client/rum/), sent
 * by `navigator.sendBeacon` as text (or JSON). Recorded in the RUM histograms only when the whole
 * beacon is believed (server/domain/rum/beacon.ts); otherwise refused, leaving no trace in them: 400 for a
 * malformed beacon, 413 for a body over 2 KB, 415 for another content type, 429 over the client's
 * beacon budget. Visitor-facing: shed under pressure and counted in the edge's per-client budget.
 */
export function registerRum(app: FastifyInstance, { templates, metrics, limit }: RumOptions): void {
  const known = new Set(templates);
  app.post(RUM_PATH, { config: VISITOR_FACING, bodyLimit: RUM_BODY_LIMIT_BYTES }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const decision = limit.hit(request.ip);
    if (!decision.allowed) return reply.code(429).header('retry-after', String(decision.retryAfterSeconds)).send();
    const beacon = parseBeacon(request.body, known);
    if (beacon === null) return reply.code(400).type('text/plain; charset=utf-8').send('Not a beacon this site sends.\n');
    metrics.record(beacon);
    return reply.code(204).send();
  });
}
