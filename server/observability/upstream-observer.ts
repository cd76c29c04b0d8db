import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { ATTR_ERROR_TYPE, ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_URL_PATH } from '@opentelemetry/semantic-conventions';
import { UpstreamError } from '../http/errors';
import type { ObservedCall, UpstreamObserver } from '../http/observer';
import type { GatewayMetrics } from './metrics';

/** `2xx` … `5xx` for an answer, the error's kind for a call that got none (timeout, network, overload, circuit-open, size). */
function outcomeOf(result: { status: number } | { error: unknown }): string {
  if ('status' in result) return `${Math.floor(result.status / 100)}xx`;
  return result.error instanceof UpstreamError ? result.error.kind : 'error';
}

/**
 * Every upstream call, seen from inside the HTTP layer (server/http/client.ts): its latency and
 * outcome counted, a client span under the request's (or its GraphQL operation's) span, and the
 * request id and W3C trace context sent with it. Calls outside a request (readiness probes) are
 * counted only.
 */
export function upstreamObserver(metrics: GatewayMetrics): UpstreamObserver {
  return {
    start(upstream, method, path, scope): ObservedCall {
      const startedAt = performance.now();
      const telemetry = scope?.telemetry;
      const span = telemetry?.child(`${method} ${upstream}`, SpanKind.CLIENT, { [ATTR_HTTP_REQUEST_METHOD]: method, [ATTR_URL_PATH]: path, 'museum.upstream': upstream }) ?? null;
      return {
        headers: telemetry?.upstreamHeaders(span) ?? {},
        end(result) {
          const outcome = outcomeOf(result);
          metrics.upstreamCall(upstream, outcome, (performance.now() - startedAt) / 1000);
          if (span === null) return;
          if ('status' in result) span.setAttribute(ATTR_HTTP_RESPONSE_STATUS_CODE, result.status);
          if (!('status' in result) || result.status >= 500) {
            span.setAttribute(ATTR_ERROR_TYPE, outcome);
            span.setStatus({ code: SpanStatusCode.ERROR, message: 'error' in result && result.error instanceof Error ? result.error.message : outcome });
          }
          span.end();
        },
      };
    },
  };
}
