import type { FastifyInstance, FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';
import { drawPicture } from '../images/picture';
import { articleHtml } from './article-html';
import { hostilePage } from './hostile/pages';
import { fileSize, parseUploadFile } from './image-urls';
import { documentHtml, homeHtml, notFoundHtml } from './layout-html';
import type { PreschinaSite } from './site';
import { noRoute } from './wp-json';

const sendHtml = (reply: FastifyReply, status: number, html: string) => reply.code(status).type('text/html; charset=UTF-8').send(html);

/**
 * The theme's pages (home, one page per post, 404), the unlisted hostile pages of the XSS corpus,
 * and the uploads folder, whose files WordPress serves itself (drawn from each picture's seed).
 */
export function registerPageRoutes(app: FastifyInstance, site: PreschinaSite): void {
  // Encoding is the slow part; a grid asks for the same few dozen files again and again.
  const files = new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (buffer) => buffer.length });

  app.get('/', async (_request, reply) => sendHtml(reply, 200, homeHtml(site)));

  // WordPress permalinks end with a slash; the gateway asks without one. Both answer the page.
  app.get<{ Params: { slug: string } }>('/president/:slug', async (request, reply) => {
    const { slug } = request.params;
    const entry = site.bySlug(slug);
    if (!entry) {
      const hostile = hostilePage(slug);
      return hostile ? sendHtml(reply, 200, hostile) : sendHtml(reply, 404, notFoundHtml());
    }
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
    const size = image && fileSize(image, parsed.size);
    if (!image || !size) return sendHtml(reply, 404, notFoundHtml());
    const key = `${image.pictureId}/${size.width}x${size.height}`;
    let body = files.get(key);
    if (!body) {
      body = drawPicture(image.pictureId, size);
      files.set(key, body);
    }
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000').send(body);
  });

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/wp-json')) return reply.code(404).send(noRoute());
    return sendHtml(reply, 404, notFoundHtml());
  });
}
