import negotiate from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders, ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { StoredAnswer } from './stored-answer';
import { gzipBody } from './stored-answer';

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

/** A fresh answer this process holds, with what sending it needs (the front door sends it). */
export interface HeldAnswer {
  answer: StoredAnswer;
  wire: WireContext;
}

/** A stored answer's header lines as `writeHead` takes them (name, value, name, value…), per response it can be sent as. */
interface HeaderLines {
  /** The security headers they were made with. */
  security: Readonly<Record<string, string>>;
  br: string[];
  /** Made with the gzip body, at the first request for it. */
  gzip: string[] | null;
  identity: string[];
  notModified: string[];
}

function withLines(lines: readonly string[], ...more: string[]): string[] {
  const all = lines.slice();
  all.push(...more);
  return all;
}

/** Header lines are made at an answer's first send, then reused by every send of it: only its age changes. */
const madeLines = new WeakMap<StoredAnswer, HeaderLines>();

function headerLines(answer: StoredAnswer, security: Readonly<Record<string, string>>): HeaderLines {
  const made = madeLines.get(answer);
  if (made?.security === security) return made;
  // Plain loops: Object.entries(…).flat() and spreads cost more than the rest of a send.
  const common: string[] = [];
  for (const name in security) if (!(name in answer.headers)) common.push(name, security[name] ?? '');
  for (const name in answer.headers) common.push(name, answer.headers[name] ?? '');
  common.push('etag', answer.etag);
  const lines: HeaderLines = {
    security,
    br: withLines(common, 'content-encoding', 'br', 'content-length', String(answer.br.length)),
    gzip: null,
    identity: withLines(common, 'content-length', String(answer.identity.length)),
    notModified: common,
  };
  madeLines.set(answer, lines);
  return lines;
}

/**
 * Writes a stored answer as it is: `304` when the client already holds it, else the bytes in the
 * best encoding the client accepts (compressed when stored, never here), with its validator, its
 * age and the caller's own header lines (the request id). Its header lines are made once per
 * answer. Returns the status sent.
 */
export function writeStored(response: ServerResponse, requestHeaders: IncomingHttpHeaders, answer: StoredAnswer, wire: WireContext, own: readonly string[]): 200 | 304 {
  const lines = headerLines(answer, wire.headers);
  const notModified = matchesEtag(requestHeaders['if-none-match'], answer.etag);
  const accepted = notModified ? undefined : requestHeaders['accept-encoding'];
  const encoding = accepted ? negotiate(accepted, ENCODINGS) : null;
  let sent = notModified ? lines.notModified : lines.identity;
  let body = answer.identity;
  if (encoding === 'br') {
    sent = lines.br;
    body = answer.br;
  } else if (encoding === 'gzip') {
    body = gzipBody(answer);
    sent = lines.gzip ??= withLines(lines.notModified, 'content-encoding', 'gzip', 'content-length', String(body.length));
  }
  const headers = withLines(sent, ...own);
  headers.push('age', String(Math.max(0, Math.floor((wire.now - answer.storedAt) / 1000))));
  if (wire.closing) headers.push('connection', 'close');
  if (notModified) {
    response.writeHead(304, headers).end();
    return 304;
  }
  response.writeHead(200, headers).end(body);
  return 200;
}

/**
 * Sends a stored answer from a Fastify route (`writeStored`), straight to the socket
 * (`reply.hijack()`): none of the onSend work (security headers, compression, Cache-Control
 * policy) is left to do, so none of it runs. The response still ends as any other: onResponse
 * hooks and the request log see it.
 */
export function sendStored(request: FastifyRequest, reply: FastifyReply, answer: StoredAnswer, wire: WireContext): FastifyReply {
  // Headers set on the reply before (the request id) go out too: the reply itself is never sent.
  const own: string[] = [];
  const pending = reply.getHeaders();
  for (const name in pending) {
    const value = pending[name];
    if (Array.isArray(value)) for (const each of value) own.push(name, each);
    else if (value !== undefined) own.push(name, String(value));
  }
  reply.hijack();
  writeStored(reply.raw, request.headers, answer, wire, own);
  return reply;
}
