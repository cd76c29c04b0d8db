import type { Attributes, Span } from '@opentelemetry/api';
import { SpanKind } from '@opentelemetry/api';
import type { FastifyBaseLogger } from 'fastify';
import { REQUEST_ID_HEADER } from './request-id';
import type { Tracing } from './tracing';

/**
 * One request as observability sees it: its id, its logger (every line carries the id), and its
 * span with the GraphQL operations running under it. The request's scope carries it to every layer
 * (`request.scope.telemetry`): upstream calls send the id and trace context on, caches and
 * resolvers log through `log`.
 */
export class RequestTelemetry {
  /** When the request arrived (performance.now()). */
  readonly startedAt = performance.now();
  private readonly operations: Span[] = [];
  private finished = false;

  constructor(
    readonly id: string,
    readonly log: FastifyBaseLogger,
    readonly span: Span | null,
    private readonly tracing: Tracing | null,
  ) {}

  /** A GraphQL operation's span, under the request's; null when not tracing. Until it ends, calls may nest in it. */
  startOperation(): Span | null {
    if (this.tracing === null || this.span === null) return null;
    const span = this.tracing.startSpan('GraphQL operation', SpanKind.INTERNAL, this.tracing.contextOf(this.span), {});
    this.operations.push(span);
    return span;
  }

  endOperation(span: Span): void {
    span.end();
    const index = this.operations.indexOf(span);
    if (index >= 0) this.operations.splice(index, 1);
  }

  /**
   * A span under the GraphQL operation running now, else under the request; null when not tracing.
   * While a page's operations run side by side (its chrome and its route query), their loaders are
   * shared and one upstream call may serve both: its span then belongs to the request.
   */
  child(name: string, kind: SpanKind, attributes: Attributes): Span | null {
    if (this.tracing === null || this.span === null) return null;
    const parent = this.operations.length === 1 ? this.operations[0] : this.span;
    return this.tracing.startSpan(name, kind, this.tracing.contextOf(parent), attributes);
  }

  /** What an upstream call of this request sends along: the request id, and the call span's trace context. */
  upstreamHeaders(callSpan: Span | null): Record<string, string> {
    const headers: Record<string, string> = { [REQUEST_ID_HEADER]: this.id };
    if (this.tracing !== null && callSpan !== null) this.tracing.inject(callSpan, headers);
    return headers;
  }

  /** True the first time only: a request is counted once, whether it finished or was aborted. */
  finish(): boolean {
    if (this.finished) return false;
    this.finished = true;
    return true;
  }
}
