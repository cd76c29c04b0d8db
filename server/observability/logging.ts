import type { FastifyRequest, FastifyServerOptions } from 'fastify';

/** Where log lines are written (stdout by default). */
export interface LogStream {
  write(line: string): void;
}

/**
 * Secrets never reach a log line: credentials and cookies in headers (the request's, or any object
 * logged with headers, such as an error's request options), and tokens in anything logged whole.
 */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["proxy-authorization"]',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  'authorization',
  'cookie',
  'token',
  'password',
  '*.authorization',
  '*.token',
  '*.password',
  '*.previewToken',
  '*.*.token',
  '*.*.previewToken',
];

/** What a request's log lines say of it: Fastify's fields plus its headers (secrets redacted). */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
    headers: request.headers,
  };
}

/**
 * The gateway's pino logger: JSON lines at `level`; every line written for a request carries its id
 * (`reqId`, Fastify's request logger) — resolvers, loaders, the cache and error reports log through
 * it (server/observability/request-telemetry.ts).
 */
export function loggerOptions(level: string, stream?: LogStream): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { req: serializeRequest },
    ...(stream ? { stream } : {}),
  };
}
