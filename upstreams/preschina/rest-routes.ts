import type { FastifyInstance, FastifyRequest } from 'fastify';
import { pagingLinks, readCollectionQuery, selectPage, type RawQuery } from './collection-query';
import type { PreschinaSite } from './site';
import { noRoute, wpError, wpMedia, wpPost, type WpContext } from './wp-json';

/** WordPress routes take numeric ids only; anything else matches no route. */
const NUMERIC_ID = /^\d+$/;

const invalidId = () => wpError('rest_post_invalid_id', 'Invalid post ID.', 404);

/** The WordPress REST routes of the microsite: the `president` post type and the media library. */
export function registerRestRoutes(app: FastifyInstance, site: PreschinaSite): void {
  const context = (request: FastifyRequest): WpContext => ({ origin: `${request.protocol}://${request.host}` });

  app.get<{ Querystring: RawQuery }>('/wp-json/wp/v2/president', async (request, reply) => {
    const query = readCollectionQuery(request.query);
    if ('code' in query) return reply.code(query.data.status).send(query);
    const page = selectPage(site.entries, query);
    if ('code' in page) return reply.code(page.data.status).send(page);
    const url = new URL(request.url, context(request).origin);
    const link = pagingLinks(url, query.page, page.totalPages);
    if (link) reply.header('link', link);
    return reply
      .header('x-wp-total', String(page.total))
      .header('x-wp-totalpages', String(page.totalPages))
      .send(page.items.map((entry) => wpPost(entry, site, context(request))));
  });

  app.get<{ Params: { id: string } }>('/wp-json/wp/v2/president/:id', async (request, reply) => {
    if (!NUMERIC_ID.test(request.params.id)) return reply.code(404).send(noRoute());
    const entry = site.byId(Number(request.params.id));
    if (!entry) return reply.code(404).send(invalidId());
    return wpPost(entry, site, context(request));
  });

  app.get<{ Params: { id: string } }>('/wp-json/wp/v2/media/:id', async (request, reply) => {
    if (!NUMERIC_ID.test(request.params.id)) return reply.code(404).send(noRoute());
    const found = site.media(Number(request.params.id));
    if (!found) return reply.code(404).send(invalidId());
    return wpMedia(found.image, found.entry, context(request));
  });
}
