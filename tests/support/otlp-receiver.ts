import { createServer } from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';

/** One span as OTLP/JSON carries it (ids in hex; kind 1 internal, 2 server, 3 client). */
export interface OtlpSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string; arrayValue?: unknown } }[];
  status?: { code?: number; message?: string };
}

interface OtlpTraces {
  resourceSpans: { resource: { attributes: OtlpSpan['attributes'] }; scopeSpans: { spans: OtlpSpan[] }[] }[];
}

export interface OtlpExport {
  path: string;
  contentType: string;
  body: Buffer;
}

export interface OtlpReceiver {
  /** Base URL: the gateway's OTEL_EXPORTER_OTLP_ENDPOINT. */
  readonly url: string;
  /** Every export received, as sent. */
  readonly exports: readonly OtlpExport[];
  /** The spans of every OTLP/JSON export received so far. */
  spans(): OtlpSpan[];
  close(): Promise<void>;
}

/** An in-process OTLP/HTTP trace receiver (a collector's `/v1/traces`) on a free loopback port. */
export async function startOtlpReceiver(): Promise<OtlpReceiver> {
  const exports: OtlpExport[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      exports.push({ path: request.url ?? '', contentType: request.headers['content-type'] ?? '', body: Buffer.concat(chunks) });
      // An empty ExportTraceServiceResponse: every span accepted.
      if (request.headers['content-type']?.includes('json')) response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      else response.writeHead(200, { 'content-type': 'application/x-protobuf' }).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    exports,
    spans: () =>
      exports
        .filter((received) => received.contentType.includes('json'))
        .flatMap((received) => (JSON.parse(received.body.toString('utf8')) as OtlpTraces).resourceSpans)
        .flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A span attribute's value as a string (OTLP/JSON writes ints as strings or numbers). */
export function attribute(span: OtlpSpan, key: string): string | undefined {
  const value = span.attributes.find((entry) => entry.key === key)?.value;
  if (value === undefined) return undefined;
  return value.stringValue ?? (value.intValue === undefined ? JSON.stringify(value.arrayValue) : String(value.intValue));
}
