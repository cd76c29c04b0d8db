import { randomUUID } from 'node:crypto';
import type { Attributes, Context, Span, SpanKind, Tracer } from '@opentelemetry/api';
import { defaultTextMapGetter, defaultTextMapSetter, ROOT_CONTEXT, trace } from '@opentelemetry/api';
import { W3CTraceContextPropagator } from '@opentelemetry/core';
import { OTLPTraceExporter as JsonExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { OTLPTraceExporter as ProtobufExporter } from '@opentelemetry/exporter-trace-otlp-proto';
import { resourceFromAttributes } from '@opentelemetry/resources';
import type { Sampler } from '@opentelemetry/sdk-trace';
import { AlwaysOffSampler, AlwaysOnSampler, BatchSpanProcessor, ParentBasedSampler, TraceIdRatioBasedSampler, TracerProvider } from '@opentelemetry/sdk-trace';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { TracingConfig } from './tracing-config';

function sampler({ sampler: kind, samplerRatio }: TracingConfig): Sampler {
  const root = kind.endsWith('always_on') ? new AlwaysOnSampler() : kind.endsWith('always_off') ? new AlwaysOffSampler() : new TraceIdRatioBasedSampler(samplerRatio);
  return kind.startsWith('parentbased_') ? new ParentBasedSampler({ root }) : root;
}

/**
 * OpenTelemetry tracing of one gateway, exported over OTLP/HTTP in batches. Spans are made in the
 * gateway's seams (the request, each GraphQL operation, each upstream call) with explicit parents,
 * not through a global context manager: nothing depends on async context surviving Fastify's body
 * parsing or DataLoader's batching. W3C trace context is read from requests and sent to upstreams.
 */
export class Tracing {
  private readonly provider: TracerProvider;
  private readonly tracer: Tracer;
  private readonly propagator = new W3CTraceContextPropagator();

  constructor(config: TracingConfig) {
    const Exporter = config.protocol === 'http/json' ? JsonExporter : ProtobufExporter;
    this.provider = new TracerProvider({
      resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: config.serviceName, 'service.instance.id': randomUUID() }),
      sampler: sampler(config),
      spanProcessors: [new BatchSpanProcessor({ exporter: new Exporter({ url: config.url }) })],
    });
    this.tracer = this.provider.getTracer('museum-gateway');
  }

  /** The trace context a request came with (`traceparent`, `tracestate`), or none. */
  extract(headers: Readonly<Record<string, string | string[] | undefined>>): Context {
    return this.propagator.extract(ROOT_CONTEXT, headers, defaultTextMapGetter);
  }

  startSpan(name: string, kind: SpanKind, parent: Context, attributes: Attributes): Span {
    return this.tracer.startSpan(name, { kind, attributes }, parent);
  }

  /** The context whose children are children of `span`. */
  contextOf(span: Span): Context {
    return trace.setSpan(ROOT_CONTEXT, span);
  }

  /** Writes `span`'s trace context into outgoing headers (`traceparent`, `tracestate`). */
  inject(span: Span, headers: Record<string, string>): void {
    this.propagator.inject(this.contextOf(span), headers, defaultTextMapSetter);
  }

  /** Exports what is still buffered, then stops. */
  async shutdown(): Promise<void> {
    await this.provider.shutdown();
  }
}
