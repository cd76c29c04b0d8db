import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createUpstreamApp } from '../server';
import { samplePdf } from './pdf';
import { DEFAULT_QUALITY, drawPicture, fullSize } from './picture';
import { parseRegion, parseSize, regionSize } from './region';

export interface ImagesAppOptions {
  logger?: boolean;
}

interface ImageRoute {
  Params: { id: string; region: string; size: string; rotation: string; quality: string };
  /** An image CDN's encoding parameters (as Sanity's and imgix's): JPEG quality 1–100 and a background colour in hex. */
  Querystring: { q?: string; bg?: string };
}

const IMAGE_ID = /^[A-Za-z0-9._-]{1,120}$/;
const QUALITY = /^(?:100|[1-9][0-9]?)$/;
const HEX_COLOUR = /^(?:[0-9a-f]{3}|[0-9a-f]{6})$/i;
const FILE_NAME = /^([a-z0-9-]{1,120})\.pdf$/;

/**
 * The sample image service: IIIF Image API paths answered with generated pictures, so every layout
 * shows images with no network. Regions (full, square, pixel and percent boxes) are drawn; only no
 * rotation and the default quality are. As an image CDN, it takes `?q=` (JPEG quality 1–100) and
 * `?bg=` (a hex background behind transparency; the drawn pictures have none) and refuses malformed ones.
 */
export async function buildImagesApp(options: ImagesAppOptions): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  // Encoding is the slow part; a page asks for the same few sizes again and again.
  const encoded = new LRUCache<string, Buffer>({ maxSize: 64 * 1024 * 1024, sizeCalculation: (buffer) => buffer.length });

  app.get<{ Params: { id: string } }>('/iiif/:id/info.json', async (request, reply) => {
    const { id } = request.params;
    if (!IMAGE_ID.test(id)) return reply.code(400).send({ error: 'Bad Request', message: 'Malformed image id.' });
    const { width, height } = fullSize(id);
    const base = `${request.protocol}://${request.host}/iiif/${id}`;
    return reply.header('cache-control', 'public, max-age=86400').send({
      '@context': 'http://iiif.io/api/image/3/context.json',
      id: base,
      type: 'ImageService3',
      protocol: 'http://iiif.io/api/image',
      profile: 'level1',
      width,
      height,
    });
  });

  app.get<ImageRoute>('/iiif/:id/:region/:size/:rotation/:quality', async (request, reply) => {
    const { id, region, size, rotation, quality } = request.params;
    if (!IMAGE_ID.test(id)) return reply.code(400).send({ error: 'Bad Request', message: 'Malformed image id.' });
    if (rotation !== '0' || !/^(default|color)\.jpg$/.test(quality)) {
      return reply.code(400).send({ error: 'Bad Request', message: 'Only {region}/{size}/0/default.jpg is supported.' });
    }
    const full = fullSize(id);
    const area = parseRegion(region, full);
    if (!area) return reply.code(400).send({ error: 'Bad Request', message: `Malformed region "${region}".` });
    const pixels = parseSize(size, regionSize(area, full));
    if (!pixels) return reply.code(400).send({ error: 'Bad Request', message: `Malformed size "${size}".` });
    const { q, bg } = request.query;
    if (q !== undefined && !QUALITY.test(q)) return reply.code(400).send({ error: 'Bad Request', message: `Malformed quality "${q}" (1–100).` });
    if (bg !== undefined && !HEX_COLOUR.test(bg)) return reply.code(400).send({ error: 'Bad Request', message: `Malformed background "${bg}" (hex colour).` });
    const jpegQuality = q === undefined ? DEFAULT_QUALITY : Number(q);
    const key = `${id}/${region}/${pixels.width}x${pixels.height}/${jpegQuality}`;
    let body = encoded.get(key);
    if (!body) {
      body = drawPicture(id, pixels, area, jpegQuality);
      encoded.set(key, body);
    }
    // CORS, as IIIF image servers send it: the site's download helper fetches the file to save it under a name.
    return reply.type('image/jpeg').header('cache-control', 'public, max-age=31536000, immutable').header('access-control-allow-origin', '*').send(body);
  });

  // Files editors upload (PDF publications and guides) are served beside the images, as a CMS's asset CDN does.
  app.get<{ Params: { name: string } }>('/files/:name', async (request, reply) => {
    const match = FILE_NAME.exec(request.params.name);
    if (!match?.[1]) return reply.code(404).send({ error: 'Not Found', message: 'No such file.' });
    const title = match[1].replace(/-/g, ' ').replace(/^./, (first) => first.toUpperCase());
    return reply.type('application/pdf').header('cache-control', 'public, max-age=86400').header('access-control-allow-origin', '*').send(samplePdf(title));
  });

  return app;
}
