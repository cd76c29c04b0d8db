import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { ATTR_CLIENT_ADDRESS, ATTR_HTTP_REQUEST_METHOD, ATTR_HTTP_RESPONSE_STATUS_CODE, ATTR_HTTP_ROUTE, ATTR_URL_PATH, ATTR_USER_AGENT_ORIGINAL } from '@opentelemetry/semantic-conventions';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeLabel } from './labels';
import type { GatewayMetrics } from './metrics';
import { REQUEST_ID_HEADER } from './request-id';
import { RequestTelemetry } from './request-telemetry';
import type { Tracing } from './tracing';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's id, logger and span (server/observability/request-telemetry.ts). */
    telemetry: RequestTelemetry;
  }
}

/** nginx's code for a request whose client went away before the answer. */
const CLIENT_CLOSED = 499;

/**
 * The HTTP layer's observability, first of every request's hooks (so even a shed or rate-limited
 * request has them): the request id echoed in `x-request-id`, a server span continuing the
 * caller's W3C trace context, and on the way out the request counted by route and status.
 */
export function registerRequestObservability(app: FastifyInstance, metrics: GatewayMetrics, tracing: Tracing | null): void {
  app.decorateRequest('telemetry', null as unknown as RequestTelemetry);

  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    const span =
      tracing?.startSpan(request.method, SpanKind.SERVER, tracing.extract(request.headers), {
        [ATTR_HTTP_REQUEST_METHOD]: request.method,
        [ATTR_URL_PATH]: request.url.split('?', 1)[0],
        [ATTR_CLIENT_ADDRESS]: request.ip,
        [ATTR_USER_AGENT_ORIGINAL]: request.headers['user-agent'] ?? '',
      }) ?? null;
    request.telemetry = new RequestTelemetry(request.id, request.log, span, tracing);
    done();
  });

  const finish = (request: FastifyRequest, statusCode: number, seconds: number) => {
    if (!request.telemetry.finish()) return;
    const route = routeLabel(request);
    metrics.httpRequest(request.method, route, statusCode, seconds);
    const { span } = request.telemetry;
    if (span === null) return;
    span.updateName(`${request.method} ${route}`);
    span.setAttributes({ [ATTR_HTTP_ROUTE]: route, [ATTR_HTTP_RESPONSE_STATUS_CODE]: statusCode });
    if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
    span.end();
  };
  app.addHook('onResponse', (request, reply: FastifyReply, done) => {
    finish(request, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    finish(request, CLIENT_CLOSED, (performance.now() - request.telemetry.startedAt) / 1000);
    done();
  });
}
