import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredAnswer } from './stored-answer';

const ENCODINGS: Array<'br' | 'gzip'> = ['br', 'gzip'];

/** Whether `If-None-Match` names this validator (weak comparison, as RFC 9110 asks for it). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** What the wire needs besides the answer: the security headers of its kind, and whether the connection closes after it. */
export interface WireContext {
  /** Security headers of this kind of response (documents or not): sent headers are never re-processed. */
  headers: Readonly<Record<string, string>>;
  /** Shutdown has begun: the connection closes after this response. */
  closing: boolean;
  now: number;
}

/**
 * Sends a stored answer as it is: `304` when the client already holds it, else the bytes in the
 * best encoding the client accepts (compressed when stored, never here), with its validator and
 * its age. The reply is written straight to the socket (`reply.hijack()`): none of the onSend work
 * (security headers, compression, Cache-Control policy) is left to do, so none of it runs. The
 * response still ends as any other: onResponse hooks and the request log see it.
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer, wire: WireContext): FastifyReply {
  const headers: Record<string, string | number> = { ...wire.headers, ...answer.headers, etag: answer.etag, age: Math.max(0, Math.floor((wire.now - answer.storedAt) / 1000)) };
  if (wire.closing) headers.connection = 'close';
  reply.hijack();
  // Headers set on the reply before (the request id) go out too: the reply itself is never sent.
  for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value);
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    reply.raw.writeHead(304, headers).end();
    return reply;
  }
  const accepted = request.headers['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
  const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity;
  if (encoding) headers['content-encoding'] = encoding;
  headers['content-length'] = body.length;
  reply.raw.writeHead(200, headers).end(body);
  return reply;
}
