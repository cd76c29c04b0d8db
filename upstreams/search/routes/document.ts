import type { FastifyInstance } from 'fastify';
import type { SearchData } from '../catalog';
import { relatedAssets, relatedContent } from '../related';

/**
 * GET /v1/document/collections/:objectId: the extra object document — relatedContent (a JSON
 * string of [{title, url, type, imageUrl}], as the real service stores it) and relatedCollectionAssets.
 */
export function registerDocument(app: FastifyInstance, data: SearchData): void {
  app.get<{ Params: { objectId: string } }>('/v1/document/collections/:objectId', async (request, reply) => {
    const { objectId } = request.params;
    const object = /^\d+$/.test(objectId) ? data.catalog.get(`collections-${Number(objectId)}`) : undefined;
    if (!object) return reply.code(404).send({ error: 'Not Found', message: `No collection document ${objectId}.` });
    return { relatedContent: JSON.stringify(relatedContent(data, object)), relatedCollectionAssets: relatedAssets(data, object) };
  });
}
