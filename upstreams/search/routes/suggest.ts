import type { FastifyInstance } from 'fastify';
import type { SearchData } from '../catalog';
import { isIndexName } from '../documents';
import type { Match } from '../engine/catalog';
import { RequestError } from '../engine/request-error';
import { sortScored } from '../engine/sort';

/** Suggest size default and ceiling (spec §9: suggest size 5). */
const DEFAULT_SIZE = 5;
const MAX_SIZE = 50;
/** The indexed text field a query matched, named as the suggestion's matchedField. */
const MATCHED_FIELD: Record<string, string> = { title: 'title', people: 'artist', keywords: 'keywords', body: 'description', objectNumber: 'objectNumber' };

export interface Suggestion {
  index: string;
  matchedField: string;
  title: string;
  objectNumber?: string;
  url: string;
}

/**
 * One suggestion per index, title and accession number: the dated occurrences of a program share a
 * title, and a list of identical lines helps nobody. The best-ranked one stays.
 */
function distinct(matches: Match[]): Match[] {
  const seen = new Set<string>();
  return matches.filter(({ document }) => {
    const key = `${document.type}|${document.title.toLowerCase()}|${typeof document.objectNumber === 'string' ? document.objectNumber : ''}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * GET /v1/suggest?index=global|events|exhibitions|collections&query=…&size=5: the best matches
 * as the query is typed (prefix and typo tolerant; "#…" completes accession numbers).
 */
export function registerSuggest(app: FastifyInstance, data: SearchData): void {
  app.get<{ Querystring: { index?: string; query?: string; q?: string; size?: string } }>('/v1/suggest', async (request) => {
    const index = request.query.index || 'global';
    if (index !== 'global' && !isIndexName(index)) throw new RequestError(`unknown index: ${index}`);
    const size = request.query.size === undefined ? DEFAULT_SIZE : Number(request.query.size);
    if (!Number.isInteger(size) || size < 1 || size > MAX_SIZE) throw new RequestError(`size must be an integer from 1 to ${MAX_SIZE}`);
    const query = (request.query.query ?? request.query.q ?? '').trim();
    if (query === '') return { data: [] };
    const matches = data.catalog.match(index, query);
    sortScored(matches, [{ field: '_score', order: 'desc' }, { field: 'weight', order: 'desc' }]);
    const suggestions: Suggestion[] = distinct(matches).slice(0, size).map(({ document, fields }) => ({
      index: document.type,
      matchedField: MATCHED_FIELD[fields[0] ?? 'title'] ?? 'title',
      title: document.title,
      ...(typeof document.objectNumber === 'string' ? { objectNumber: document.objectNumber } : {}),
      url: document.url,
    }));
    return { data: suggestions };
  });
}
