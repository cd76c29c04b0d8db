import type { FastifyInstance } from 'fastify';
import type { SearchData } from '../catalog';
import type { SearchDocument } from '../documents';
import { sortScored, type Scored } from '../engine/sort';
import { RequestError } from '../engine/request-error';

interface YearGroup {
  total: number;
  items: SearchDocument[];
}

/**
 * GET /v1/exhibition: past exhibitions (ended before today) grouped by end year, each year's items
 * most recent first; `?size=N` caps the items per year (total still counts all). Years are object
 * keys, which JSON orders ascending; readers sort them as they need.
 */
export function registerExhibition(app: FastifyInstance, data: SearchData): void {
  app.get<{ Querystring: { size?: string } }>('/v1/exhibition', async (request) => {
    const size = request.query.size === undefined ? Infinity : Number(request.query.size);
    if (size !== Infinity && (!Number.isInteger(size) || size < 0)) throw new RequestError('size must be a non-negative integer');
    const today = data.now.toISODate() ?? '';
    const past: Scored[] = data.catalog
      .documents('exhibitions')
      .filter((document) => typeof document.endDate === 'string' && document.endDate.slice(0, 10) < today)
      .map((document) => ({ document, score: 0 }));
    sortScored(past, [{ field: 'endDate', order: 'desc' }]);
    const years: Record<string, YearGroup> = {};
    for (const { document } of past) {
      const year = String(document.endDate).slice(0, 4);
      const group = (years[year] ??= { total: 0, items: [] });
      group.total += 1;
      if (group.items.length < size) group.items.push(document);
    }
    return { data: years };
  });
}
