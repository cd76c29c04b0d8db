import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayConfig } from '../config';
import type { RateLimiter } from '../limits/rate-limiter';
import type { CspViolation } from '../observability/csp-reports';
import { cspViolations } from '../observability/csp-reports';
import type { CspReportRefusal, GatewayMetrics } from '../observability/metrics';

/** Where browsers send the site's CSP violation reports (`report-uri`, and `report-to` through `Reporting-Endpoints`). */
export const CSP_REPORT_PATH = '/csp-reports';
/** The Reporting API's name of that endpoint, in `Reporting-Endpoints` and the policy's `report-to`. */
export const CSP_REPORT_GROUP = 'csp-endpoint';

/** The media types of the two report formats, and plain JSON (some browsers send the first so); any other is refused. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

export interface CspReportOptions {
  config: GatewayConfig['cspReports'];
  limit: RateLimiter;
  metrics: GatewayMetrics;
}

/** Fastify's refusals of a request body, by the reason the metrics count them under. */
function refusalOf(error: FastifyError): CspReportRefusal {
  if (error.statusCode === 413) return 'too-large';
  if (error.statusCode === 415) return 'unsupported-type';
  return 'malformed';
}

/**
 * `POST /csp-reports`: browsers' reports of Content-Security-Policy violations, in either format
 * (`application/csp-report` from `report-uri`, `application/reports+json` from the Reporting API).
 * Each violation is counted by directive (`gateway_csp_reports_total`) and one in every `logEvery`
 * per directive is logged — the first always — with its URLs cut to origin and path. Refused, and
 * counted by reason: a body over `maxBytes` (413), a client over its own budget (429, checked before
 * the body is read; apart from the page budget), another media type (415), anything else (400).
 * Answers 204 with no body.
 */
export async function registerCspReports(app: FastifyInstance, { config, limit, metrics }: CspReportOptions): Promise<void> {
  const counts = new Map<string, number>();
  const logSampled = (request: FastifyRequest, violation: CspViolation) => {
    const seen = (counts.get(violation.directive) ?? 0) + 1;
    counts.set(violation.directive, seen);
    if ((seen - 1) % config.logEvery === 0) request.log.warn({ cspViolation: violation, reportsOfDirective: seen }, 'a browser reported a Content-Security-Policy violation');
  };
  const refuse = (reply: FastifyReply, status: number, reason: CspReportRefusal) => {
    metrics.cspReportRefused(reason);
    return reply.code(status).header('cache-control', 'no-store').send();
  };

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(REPORT_TYPES, { parseAs: 'string' }, scope.getDefaultJsonParser('error', 'error'));
    scope.setErrorHandler((error: FastifyError, _request, reply) => refuse(reply, error.statusCode === 413 || error.statusCode === 415 ? error.statusCode : 400, refusalOf(error)));
    scope.post(
      CSP_REPORT_PATH,
      {
        bodyLimit: config.maxBytes,
        onRequest: async (request, reply) => {
          const decision = limit.hit(request.ip);
          if (!decision.allowed) return refuse(reply.header('retry-after', String(decision.retryAfterSeconds)), 429, 'rate-limited');
        },
      },
      async (request, reply) => {
        const violations = cspViolations(request.body);
        if (violations === null) return refuse(reply, 400, 'malformed');
        for (const violation of violations) {
          metrics.cspReport(violation.directive);
          logSampled(request, violation);
        }
        return reply.code(204).header('cache-control', 'no-store').send();
      },
    );
  });
}
