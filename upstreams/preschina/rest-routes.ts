import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DateTime } from 'luxon';
import { hasBasicCredentials } from '../bearer';
import { pagingLinks, readCollectionQuery, selectPage, type RawQuery } from './collection-query';
import { SITE_ZONE } from './entries';
import type { PreschinaSite } from './site';
import { noRoute, wpError, wpMedia, wpPost, type WpContext } from './wp-json';

/** WordPress routes take numeric ids only; anything else matches no route. */
const NUMERIC_ID = /^\d+$/;

const invalidId = () => wpError('rest_post_invalid_id', 'Invalid post ID.', 404);

/** `_fields=a,b`: only those fields of each item, as WordPress trims its answers. */
function onlyFields(raw: RawQuery): ((item: Record<string, unknown>) => Record<string, unknown>) | null {
  const fields = [raw._fields ?? []].flat().flatMap((value) => value.split(',')).map((value) => value.trim()).filter(Boolean);
  return fields.length === 0 ? null : (item) => Object.fromEntries(fields.filter((field) => field in item).map((field) => [field, item[field]]));
}

/** A post's new title as the REST API takes it: a string, or `{raw}`. */
function titleOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null || !('title' in body)) return null;
  const title = body.title;
  if (typeof title === 'string') return title;
  return typeof title === 'object' && title !== null && 'raw' in title && typeof title.raw === 'string' ? title.raw : null;
}

/**
 * The WordPress REST routes of the microsite: the `president` post type and the media library, and
 * an editor's update of a post's title (`POST …/president/{id}` with an application password, as
 * HTTP Basic `user:password`), which stamps it modified now.
 */
export function registerRestRoutes(app: FastifyInstance, site: PreschinaSite, editorCredentials: string): void {
  const context = (request: FastifyRequest): WpContext => ({ origin: `${request.protocol}://${request.host}` });

  app.get<{ Querystring: RawQuery }>('/wp-json/wp/v2/president', async (request, reply) => {
    const query = readCollectionQuery(request.query);
    if ('code' in query) return reply.code(query.data.status).send(query);
    const page = selectPage(site.entries, query);
    if ('code' in page) return reply.code(page.data.status).send(page);
    const url = new URL(request.url, context(request).origin);
    const link = pagingLinks(url, query.page, page.totalPages);
    if (link) reply.header('link', link);
    const trim = onlyFields(request.query);
    const posts = page.items.map((entry) => wpPost(entry, site, context(request)));
    return reply
      .header('x-wp-total', String(page.total))
      .header('x-wp-totalpages', String(page.totalPages))
      .send(trim ? posts.map(trim) : posts);
  });

  app.post<{ Params: { id: string }; Body: unknown }>('/wp-json/wp/v2/president/:id', async (request, reply) => {
    if (!NUMERIC_ID.test(request.params.id)) return reply.code(404).send(noRoute());
    if (!hasBasicCredentials(request.headers.authorization, editorCredentials)) return reply.code(401).send(wpError('rest_cannot_edit', 'Sorry, you are not allowed to edit this post.', 401));
    const entry = site.byId(Number(request.params.id));
    if (!entry) return reply.code(404).send(invalidId());
    const title = titleOf(request.body);
    if (title === null) return reply.code(400).send(wpError('rest_invalid_param', 'Invalid parameter(s): title', 400, { params: { title: 'title is not of type string,object.' } }));
    entry.title = title;
    entry.modified = DateTime.now().setZone(SITE_ZONE);
    return wpPost(entry, site, context(request));
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
