import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** The header a request id comes in, is echoed in, and is sent to upstreams in. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** What a caller's id may look like: a UUID, a load balancer's hex id, a trace id, up to 128 characters. */
const ACCEPTED = /^[\w.:@/+=-]{1,128}$/;

/**
 * Fastify's genReqId: the id the caller (a load balancer, a client) sent in `x-request-id` when it
 * is a plausible id, else a new UUID. Anything else (too long, spaces, control characters) is
 * replaced rather than written into every log line.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && ACCEPTED.test(given) ? given : randomUUID();
}
