import type { FastifyReply, FastifyRequest } from 'fastify';

export type Refusal = { status: 429; code: 'RATE_LIMITED' } | { status: 503; code: 'SERVICE_OVERLOADED' };

const MESSAGES: Record<Refusal['code'], string> = {
  RATE_LIMITED: 'Too many requests from this address. Please try again in a moment.',
  SERVICE_OVERLOADED: 'The museum website is busy. Please try again in a moment.',
};

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

/**
 * A request the gateway refuses before any work: `Retry-After`, never cached, and in the caller's
 * language — a GraphQL error with a code for /graphql, a small page for browsers.
 */
export function refuse(request: FastifyRequest, reply: FastifyReply, refusal: Refusal, retryAfterSeconds: number): string {
  const message = MESSAGES[refusal.code];
  reply.code(refusal.status).header('retry-after', String(retryAfterSeconds)).header('cache-control', 'no-store');
  if (request.url.startsWith('/graphql')) {
    reply.type('application/json; charset=utf-8');
    return JSON.stringify({ errors: [{ message, extensions: { code: refusal.code } }] });
  }
  reply.type('text/html; charset=utf-8');
  return `<!doctype html><html lang="en"><meta charset="utf-8"><title>Please try again</title><p>${escapeHtml(message)}</p></html>`;
}
