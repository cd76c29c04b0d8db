import type { DateTime } from 'luxon';
import type { SearchDocument } from '../documents';
import { accessionPrefix, type SearchCatalog } from './catalog';
import { matchesFilters } from './filters';
import { buildOptions, type Options } from './options';
import { matchesClause } from './raw-filters';
import type { SearchRequest, SortKey } from './request';
import { defaultSort, isRelevance, sortScored } from './sort';

export interface SearchResponse {
  result: SearchDocument[];
  total: { value: number; relation: 'eq' };
  options: Options;
}

/** The order of results: the requested sort; else by relevance for a query (accession numbers for "#…"); else the index default. */
function sortKeys(request: SearchRequest): SortKey[] {
  const relevanceOnly = request.sort.every((key) => isRelevance(key.field));
  if (!relevanceOnly) return request.sort;
  if (request.query === '') return defaultSort(request.index);
  if (accessionPrefix(request.query) !== null) return [{ field: 'objectNumber', order: 'asc' }];
  return [{ field: '_score', order: 'desc' }, { field: 'weight', order: 'desc' }];
}

/** Runs POST /v1/search: query → rawFilters → filters → sort → page, with option counts. */
export function runSearch(catalog: SearchCatalog, request: SearchRequest, now: DateTime): SearchResponse {
  const candidates = catalog.match(request.index, request.query).filter((match) => request.rawFilters.every((clause) => matchesClause(match.document, clause, now)));
  const matched = candidates.filter((match) => matchesFilters(match.document, request.filters, now));
  sortScored(matched, sortKeys(request));
  return {
    result: matched.slice(request.from, request.from + request.size).map((match) => match.document),
    total: { value: matched.length, relation: 'eq' },
    options: buildOptions(
      candidates.map((match) => match.document),
      request,
      now,
    ),
  };
}
