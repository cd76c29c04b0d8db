import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import type { OtlpReceiver, OtlpSpan } from '../../support/otlp-receiver';
import { attribute, startOtlpReceiver } from '../../support/otlp-receiver';

const SERVER = 2;
const INTERNAL = 1;
const CLIENT = 3;
const STATUS_ERROR = 2;

const faulty = faultyUpstreams({ slowMs: 0 });
let gateway: TestGateway | undefined;
let receiver: OtlpReceiver | undefined;
afterEach(async () => {
  await gateway?.close();
  await receiver?.close();
  gateway = undefined;
  receiver = undefined;
});

/** A caller's W3C trace context: a new trace id and the caller's span id. */
function callerContext(): { traceId: string; spanId: string; traceparent: string } {
  const traceId = randomBytes(16).toString('hex');
  const spanId = randomBytes(8).toString('hex');
  return { traceId, spanId, traceparent: `00-${traceId}-${spanId}-01` };
}

/** Closing the gateway exports every span it still holds. */
async function flushed(): Promise<void> {
  await gateway?.close();
  gateway = undefined;
}

function only(spans: OtlpSpan[], predicate: (span: OtlpSpan) => boolean): OtlpSpan {
  const found = spans.filter(predicate);
  expect(found, JSON.stringify(spans.map((span) => span.name))).toHaveLength(1);
  return found[0];
}

describe('OpenTelemetry traces', () => {
  it('reach an OTLP receiver: a span per request, per GraphQL operation and per upstream call, the trace context sent to the upstream', async () => {
    receiver = await startOtlpReceiver();
    gateway = await startGateway({
      upstreams: faulty.upstreams,
      env: { ...faulty.env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json', OTEL_SERVICE_NAME: 'museum-gateway-test' },
    });
    const caller = callerContext();
    const from = faulty.proxies.content.received.length;
    await gateway.http().post('/graphql').set('traceparent', caller.traceparent).send({ query: 'query TracedSite { site { title } }' }).expect(200);
    const received = faulty.proxies.content.received.slice(from);

    const failing = callerContext();
    await faulty.proxies.content.set('500');
    // A page not asked before: its content is not in the cache yet.
    await gateway.http().post('/graphql').set('traceparent', failing.traceparent).send({ query: 'query TracedFailure { page(path: "/visit") { ... on RoutedPage { id } } }' }).expect(200);
    await flushed();

    expect(receiver.exports.every((sent) => sent.path === '/v1/traces' && sent.contentType.startsWith('application/json'))).toBe(true);
    const spans = receiver.spans().filter((span) => span.traceId === caller.traceId);
    const request = only(spans, (span) => span.kind === SERVER);
    expect(request).toMatchObject({ name: 'POST /graphql', parentSpanId: caller.spanId });
    expect(attribute(request, 'http.response.status_code')).toBe('200');
    const operation = only(spans, (span) => span.kind === INTERNAL);
    expect(operation).toMatchObject({ name: 'query TracedSite', parentSpanId: request.spanId });
    expect(attribute(operation, 'graphql.operation.name')).toBe('TracedSite');
    const calls = spans.filter((span) => span.kind === CLIENT);
    expect(calls.length).toBe(received.length);
    for (const call of calls) {
      expect(call).toMatchObject({ name: 'GET content', parentSpanId: operation.spanId });
      expect(attribute(call, 'http.response.status_code')).toBe('200');
    }
    // Each upstream request carried its own call span as the parent, in the caller's trace.
    expect(new Set(received.map((headers) => headers.traceparent))).toEqual(new Set(calls.map((call) => `00-${caller.traceId}-${call.spanId}-01`)));

    const failed = receiver.spans().filter((span) => span.traceId === failing.traceId);
    const failedCall = only(failed, (span) => span.kind === CLIENT);
    expect(failedCall.status?.code).toBe(STATUS_ERROR);
    expect(attribute(failedCall, 'error.type')).toBe('5xx');
    const failedOperation = only(failed, (span) => span.kind === INTERNAL);
    expect(failedOperation.status).toMatchObject({ code: STATUS_ERROR, message: 'UPSTREAM_UNAVAILABLE' });
  });

  it("put a page's server-rendered operations under its request", async () => {
    receiver = await startOtlpReceiver();
    gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json' } });
    const caller = callerContext();
    await gateway.http().get('/visit').set('traceparent', caller.traceparent).expect(200);
    await flushed();

    const spans = receiver.spans().filter((span) => span.traceId === caller.traceId);
    const request = only(spans, (span) => span.kind === SERVER);
    expect(request.name).toBe('GET /*');
    const operations = spans.filter((span) => span.kind === INTERNAL);
    expect(operations.map((span) => span.name).sort()).toEqual(['query Chrome', 'query ContentPage']);
    for (const operation of operations) expect(operation.parentSpanId).toBe(request.spanId);
    const ids = new Set([request.spanId, ...operations.map((span) => span.spanId)]);
    const calls = spans.filter((span) => span.kind === CLIENT);
    expect(calls.length).toBeGreaterThan(0);
    for (const call of calls) expect(ids.has(call.parentSpanId ?? '')).toBe(true);
  });

  it('are exported as http/protobuf by default', async () => {
    receiver = await startOtlpReceiver();
    gateway = await startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url } });
    const caller = callerContext();
    await gateway.http().post('/graphql').set('traceparent', caller.traceparent).send({ query: '{ site { title } }' }).expect(200);
    await flushed();

    expect(receiver.exports.length).toBeGreaterThan(0);
    expect(receiver.exports.every((sent) => sent.path === '/v1/traces' && sent.contentType === 'application/x-protobuf')).toBe(true);
    // Protobuf carries ids as raw bytes: the caller's trace id is in the export.
    expect(Buffer.concat(receiver.exports.map((sent) => sent.body)).includes(Buffer.from(caller.traceId, 'hex'))).toBe(true);
  });

  it('are off unless OTEL_EXPORTER_OTLP_ENDPOINT is set: upstreams get the request id only', async () => {
    gateway = await startGateway({ upstreams: faulty.upstreams, env: faulty.env });
    expect(gateway.app.gateway.observability.tracing).toBeNull();
    const from = faulty.proxies.content.received.length;
    await gateway.http().post('/graphql').set('traceparent', callerContext().traceparent).set('x-request-id', 'untraced-1').send({ query: '{ site { title } }' }).expect(200);
    const received = faulty.proxies.content.received.slice(from);
    expect(received.length).toBeGreaterThan(0);
    for (const headers of received) {
      expect(headers['x-request-id']).toBe('untraced-1');
      expect(headers.traceparent).toBeUndefined();
    }
  });
});
