import type { FastifyInstance } from 'fastify';
import type { Cached } from '../cache/cached';
import { PRESCHINA_UPLOADS_PATH, wordpressUploadPath } from '../domain/preschina/urls';
import type { Upstreams } from '../upstreams';
import { UploadFileSchema } from '../upstreams/preschina-shapes';
import { expectShape } from '../upstreams/shape';

export interface UploadsDeps {
  upstreams: Upstreams;
  cached: Cached;
  ttlSeconds: number;
}

/** Browsers and shared caches keep a file a day: WordPress never changes a file under its name. */
const FILE_CACHE_CONTROL = 'public, max-age=86400';

/**
 * `/preschina/uploads/{year}/{month}/{file}`: the microsite's pictures (WordPress's
 * `/wp-content/uploads/…`) served from this site, so browsers never reach WordPress (which may sit
 * on an internal network) and the Content-Security-Policy stays same-origin. Files are kept in the
 * gateway's cache like any upstream answer, so they are served while WordPress is down.
 */
export function registerPreschinaUploads(app: FastifyInstance, { upstreams, cached, ttlSeconds }: UploadsDeps): void {
  app.get<{ Params: { year: string; month: string; file: string } }>(`${PRESCHINA_UPLOADS_PATH}/:year/:month/:file`, async (request, reply) => {
    const { year, month, file } = request.params;
    const path = wordpressUploadPath(year, month, file);
    if (!path) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('No such file.\n');
    try {
      const value = await cached('preschina-upload', path, ttlSeconds, () => upstreams.preschina.upload(path));
      // Checked on the way out of the cache too: null is WordPress's "no such file", kept like any answer.
      const found = value === null ? null : expectShape('preschina', 'an upload', value, UploadFileSchema);
      if (!found) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('No such file.\n');
      return reply.header('cache-control', FILE_CACHE_CONTROL).type(found.contentType).send(Buffer.from(found.base64, 'base64'));
    } catch (error) {
      request.log.warn({ err: error, path }, 'preschina upload unavailable');
      return reply.code(503).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('The file is temporarily unavailable.\n');
    }
  });
}
