import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { VISITOR_FACING } from '../edge/visitor-routes';
import { RateLimiter } from '../limits/rate-limiter';
import type { BrowserErrorsConfig } from '../observability/browser-errors/config';
import { BrowserErrorReportSchema, cleanReport, MAX_REPORT_BYTES } from '../observability/browser-errors/report';
import type { ErrorForwarder } from '../observability/browser-errors/sentry';
import type { GatewayMetrics } from '../observability/metrics';

/** Where browsers report their errors. */
export const BROWSER_ERRORS_PATH = '/errors';

export interface BrowserErrorsOptions {
  config: BrowserErrorsConfig;
  metrics: GatewayMetrics;
  /** Null: reports are logged and counted, not forwarded (no ERROR_REPORTING_DSN). */
  forwarder: ErrorForwarder | null;
  /** Draws the sampling decision (tests pin it). */
  random?: () => number;
}

/**
 * `POST /errors`: an error a browser met (uncaught, an unhandled rejection, or caught by an error
 * boundary), sent by the client's reporter (client/errors/). Checked before anything is kept: at
 * most ERROR_REPORTING_RATE_LIMIT reports per client (429), 8 KB (413), JSON of exactly the
 * report's fields (400). An accepted report is scrubbed of anything personal, counted by kind, and
 * — for the sampled share (ERROR_REPORTING_SAMPLE_RATE) — logged with its page and release and
 * forwarded to ERROR_REPORTING_DSN when one is set. The answer is 202 either way: whether a report
 * was sampled is not the browser's concern.
 */
export function registerBrowserErrors(app: FastifyInstance, { config, metrics, forwarder, random = Math.random }: BrowserErrorsOptions): void {
  const limiter = new RateLimiter(config.rateLimit);
  app.post(BROWSER_ERRORS_PATH, { config: VISITOR_FACING, bodyLimit: MAX_REPORT_BYTES }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    const decision = limiter.hit(request.ip);
    if (!decision.allowed) return reply.code(429).header('retry-after', String(decision.retryAfterSeconds)).send({ error: 'RATE_LIMITED' });
    const parsed = v.safeParse(BrowserErrorReportSchema, request.body);
    if (!parsed.success) {
      const path = v.getDotPath(parsed.issues[0]);
      return reply.code(400).send({ error: 'INVALID_REPORT', field: path ?? null });
    }
    const report = cleanReport(parsed.output);
    metrics.browserError(report.kind);
    if (random() < config.sampleRate) {
      request.log.warn({ browserError: report }, 'browser error');
      forwarder?.forward(report);
    }
    return reply.code(202).send({ status: 'accepted' });
  });
}
