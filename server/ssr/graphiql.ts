import { readFile } from 'node:fs/promises';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ClientBuild } from './build';

/** True when a browser asks for the page (a GraphQL client sends JSON accept headers). */
export function wantsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/** GraphiQL, a page of the client build; 503 with the fix when the client is not built. */
export async function sendGraphiql(reply: FastifyReply, build: ClientBuild): Promise<FastifyReply> {
  const page = await readFile(build.graphiql, 'utf8').catch(() => null);
  if (page === null) return reply.status(503).type('text/plain; charset=utf-8').send('GraphiQL is not built yet: run `npm run build`.\n');
  return reply.type('text/html; charset=utf-8').send(page);
}
