import type { FastifyInstance, FastifyReply } from 'fastify';
import { articleHtml } from './article-html';
import { iiifUrl, parseUploadFile } from './image-urls';
import { documentHtml, homeHtml, notFoundHtml } from './layout-html';
import type { PreschinaSite } from './site';
import { noRoute } from './wp-json';

const sendHtml = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=UTF-8').send(html);

/**
 * The theme's pages (home, one page per post, 404) and the uploads folder. Upload files live in
 * the image service, so `/wp-content/uploads/...` answers a redirect there.
 */
export function registerPageRoutes(app: FastifyInstance, site: PreschinaSite, imagesBaseUrl: string): void {
  app.get('/', async (_request, reply) => sendHtml(reply, 200, homeHtml(site)));

  // WordPress permalinks end with a slash; the gateway asks without one. Both answer the page.
  app.get<{ Params: { slug: string } }>('/president/:slug', async (request, reply) => {
    const entry = site.bySlug(request.params.slug);
    if (!entry) return sendHtml(reply, 404, notFoundHtml());
    const bodyClass = `president-template-default single single-president postid-${entry.id}`;
    return sendHtml(reply, 200, documentHtml({ title: entry.title, bodyClass, main: articleHtml(entry, site) }));
  });
  app.get<{ Params: { slug: string } }>('/president/:slug/', async (request, reply) =>
    reply.redirect(`/president/${encodeURIComponent(request.params.slug)}`, 301),
  );

  app.get<{ Params: { year: string; month: string; file: string } }>('/wp-content/uploads/:year/:month/:file', async (request, reply) => {
    const { year, month, file } = request.params;
    const parsed = parseUploadFile(file);
    const image = parsed && site.upload(`${year}/${month}`, parsed.name);
    if (!parsed || !image) return sendHtml(reply, 404, notFoundHtml());
    return reply.redirect(iiifUrl(imagesBaseUrl, image.iiifId, parsed.width ?? image.width), 302);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/wp-json')) return reply.code(404).send(noRoute());
    return sendHtml(reply, 404, notFoundHtml());
  });
}
