import { gunzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { tagHeaders } from '../cache/tags';
import { VISITOR_FACING } from '../edge/visitor-routes';
import { parseChildName, SITEMAP_CHILD_PREFIX, SITEMAP_INDEX_PATH, type Sitemaps } from '../sitemap/sitemaps';

/** Pages crawlers may not fetch: editors' previews and the GraphQL API. */
const ROBOTS_RULES = ['User-agent: *', 'Disallow: /preview', 'Disallow: /graphql'];

/** The crawler's rules, naming the sitemap index on the public origin (docs/guides/search-engines.md). */
export function robotsTxt(publicOrigin: string): string {
  return [
    "# The museum's website: every page may be indexed, but editors' previews and the GraphQL API.",
    ...ROBOTS_RULES,
    '',
    `Sitemap: ${publicOrigin}${SITEMAP_INDEX_PATH}`,
    '',
  ].join('\n');
}

/**
 * Sends a sitemap's gzip bytes as they are when the client takes gzip, else decompressed, with the
 * tags of what it was built from (as pages carry theirs), so a cache in front purges it with them.
 */
function sendXml(request: FastifyRequest, reply: FastifyReply, gzip: Buffer, maxAgeSeconds: number): FastifyReply {
  const accepted = request.headers['accept-encoding'];
  const asGzip = typeof accepted === 'string' && negotiate(accepted, ['gzip', 'identity']) === 'gzip';
  reply.headers(tagHeaders(request.scope.tags.list()));
  reply.header('cache-control', `public, max-age=${maxAgeSeconds}`).header('vary', 'Accept-Encoding').type('application/xml; charset=utf-8');
  if (asGzip) return reply.header('content-encoding', 'gzip').send(gzip);
  return reply.send(gunzipSync(gzip));
}

function unavailable(reply: FastifyReply): FastifyReply {
  return reply.code(503).header('retry-after', '300').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('The sitemap is temporarily unavailable.\n');
}

/**
 * `/robots.txt`, `/sitemap.xml` (the index) and `/sitemaps/{kind}-{part}.xml` (its children), sent
 * gzip-compressed when the client asks for it (they are stored so). An upstream that fails while a
 * sitemap is built gives 503 with Retry-After, never an empty or partial sitemap.
 */
export function registerSitemaps(app: FastifyInstance, sitemaps: Sitemaps, options: { publicOrigin: string; maxAgeSeconds: number }): void {
  const robots = robotsTxt(options.publicOrigin);
  app.get('/robots.txt', { config: VISITOR_FACING }, async (_request, reply) => reply.header('cache-control', 'public, max-age=3600').type('text/plain; charset=utf-8').send(robots));

  // Compressed here, once, when stored: the edge's on-the-fly compression leaves these alone.
  app.get(SITEMAP_INDEX_PATH, { config: VISITOR_FACING, compress: false }, async (request, reply) => {
    try {
      return sendXml(request, reply, await sitemaps.index(request.scope), options.maxAgeSeconds);
    } catch (error) {
      request.log.warn({ err: error }, 'sitemap index unavailable');
      return unavailable(reply);
    }
  });

  app.get<{ Params: { file: string } }>(`${SITEMAP_CHILD_PREFIX}:file`, { config: VISITOR_FACING, compress: false }, async (request, reply) => {
    const child = parseChildName(request.params.file);
    try {
      const gzip = child ? await sitemaps.child(child.kind, child.part, request.scope) : null;
      if (!gzip) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('No such sitemap.\n');
      return sendXml(request, reply, gzip, options.maxAgeSeconds);
    } catch (error) {
      request.log.warn({ err: error, file: request.params.file }, 'sitemap unavailable');
      return unavailable(reply);
    }
  });
}
