import type { FastifyInstance } from 'fastify';
import { hasBearerToken } from '../bearer';
import { loadObjects, type CollectionObject } from '../data/open-data';
import { createUpstreamApp } from '../server';
import { toArtwork, withLighterConstituents } from './artwork';
import { toObjectRecord } from './object-record';

export interface CollectionAppOptions {
  /** The bearer token callers must send. */
  token: string;
  logger?: boolean;
}

/** The sample collection API: object records (with the lighter artwork fields) by numeric ObjectID behind a bearer token. */
export async function buildCollectionApp(options: CollectionAppOptions): Promise<FastifyInstance> {
  const app = createUpstreamApp({ logger: options.logger });
  const byId = new Map<number, CollectionObject>(loadObjects().map((object) => [object.objectId, object]));

  app.get<{ Params: { objectId: string } }>('/gen2/v1/objects/:objectId', async (request, reply) => {
    if (!hasBearerToken(request.headers.authorization, options.token)) {
      return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Unauthorized', message: 'A valid bearer token is required.' });
    }
    const id = /^\d+$/.test(request.params.objectId) ? Number(request.params.objectId) : NaN;
    const object = byId.get(id);
    if (!object) return reply.code(404).send({ error: 'Not Found', message: `No object with ObjectID ${request.params.objectId}.` });
    const record = toObjectRecord(object);
    return withLighterConstituents({ ...record, ...toArtwork(record) });
  });

  return app;
}
