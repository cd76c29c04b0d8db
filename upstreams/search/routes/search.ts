import type { FastifyInstance } from 'fastify';
import type { SearchData } from '../catalog';
import { runSearch } from '../engine/execute';
import { parseSearchRequest } from '../engine/request';

/** POST /v1/search: full-text search of one index (or global) with filters, rawFilters, sort, paging and options. */
export function registerSearch(app: FastifyInstance, data: SearchData): void {
  app.post('/v1/search', async (request) => runSearch(data.catalog, parseSearchRequest(request.body), data.now));
}
