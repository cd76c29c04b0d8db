import { isIndexName, type IndexSelector } from '../documents';
import { parseClause, type Clause } from './raw-filters';
import { asList, isObject, RequestError, type JsonObject } from './request-error';

export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

/** A validated POST /v1/search body. */
export interface SearchRequest {
  index: IndexSelector;
  query: string;
  from: number;
  size: number;
  /** Field → accepted values (any one matches); fields combine with AND. */
  filters: Record<string, string[]>;
  sort: SortKey[];
  rawFilters: Clause[];
  /** Fields to aggregate into `options`; null means the index's defaults. */
  option: string[] | null;
  /** Field (or `*` for all) → text the option keys must start with. */
  optionQuery: Record<string, string>;
  /** Most keys returned per option field. */
  optionSize: number;
}

export const DEFAULT_PAGE_SIZE = 12;
/** The calendar fetches up to 5000 items at once (spec §9); allow twice that. */
const MAX_PAGE_SIZE = 10_000;
const DEFAULT_OPTION_SIZE = 1000;

function integer(value: unknown, name: string, fallback: number, max: number): number {
  if (value === undefined || value === null || value === '') return fallback;
  const number = typeof value === 'string' ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isInteger(number) || number < 0 || number > max) throw new RequestError(`${name} must be an integer from 0 to ${max}`);
  return number;
}

function parseFilters(value: unknown): Record<string, string[]> {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw new RequestError('filters must be an object of field to values');
  const filters: Record<string, string[]> = {};
  for (const [field, raw] of Object.entries(value)) {
    const values = asList(raw).map((item) => {
      if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') throw new RequestError(`filters.${field} values must be strings, numbers or booleans`);
      return String(item);
    });
    // '*' is the "all" value of a filter that has nothing selected (spec §4).
    const chosen = values.filter((item) => item !== '*' && item !== '');
    if (chosen.length) filters[field] = chosen;
  }
  return filters;
}

function parseSortEntry(entry: unknown): SortKey[] {
  if (typeof entry === 'string') return [{ field: entry, order: 'asc' }];
  if (!isObject(entry)) throw new RequestError('sort entries must be objects like {"startDate":"asc"}');
  return Object.entries(entry).map(([field, spec]) => {
    const order = isObject(spec) ? spec.order : spec;
    if (order !== 'asc' && order !== 'desc') throw new RequestError(`sort.${field} must be "asc" or "desc"`);
    return { field, order };
  });
}

function parseOption(value: unknown): string[] | null {
  if (value === undefined || value === null || value === true) return null;
  if (value === false) return [];
  const fields = isObject(value) ? Object.keys(value) : asList(value);
  return fields.map((field) => {
    if (typeof field !== 'string') throw new RequestError('option must be a field name or a list of field names');
    return field;
  });
}

function parseOptionQuery(value: unknown): Record<string, string> {
  if (value === undefined || value === null || value === '') return {};
  if (typeof value === 'string') return { '*': value };
  if (!isObject(value)) throw new RequestError('optionQuery must be a string or an object of field to text');
  const result: Record<string, string> = {};
  for (const [field, text] of Object.entries(value)) {
    if (typeof text !== 'string') throw new RequestError(`optionQuery.${field} must be a string`);
    result[field] = text;
  }
  return result;
}

/** Validates a search body; throws RequestError with the first problem. `defaultSize` applies without paging.size. */
export function parseSearchRequest(body: unknown, defaultSize = DEFAULT_PAGE_SIZE): SearchRequest {
  if (body === undefined || body === null) body = {};
  if (!isObject(body)) throw new RequestError('the body must be a JSON object');
  const input: JsonObject = body;
  const index = input.index === undefined || input.index === null || input.index === '' ? 'global' : input.index;
  if (index !== 'global' && !isIndexName(index)) throw new RequestError(`unknown index: ${String(index)}`);
  if (input.query !== undefined && input.query !== null && typeof input.query !== 'string') throw new RequestError('query must be a string');
  const paging = input.paging === undefined || input.paging === null ? input : input.paging;
  if (!isObject(paging)) throw new RequestError('paging must be an object {from, size}');
  return {
    index,
    query: (input.query ?? '').trim(),
    from: integer(paging.from, 'paging.from', 0, Number.MAX_SAFE_INTEGER),
    size: integer(paging.size, 'paging.size', defaultSize, MAX_PAGE_SIZE),
    filters: parseFilters(input.filters),
    sort: asList(input.sort).flatMap(parseSortEntry),
    rawFilters: asList(input.rawFilters).map(parseClause),
    option: parseOption(input.option ?? input.options),
    optionQuery: parseOptionQuery(input.optionQuery),
    optionSize: integer(input.optionSize, 'optionSize', DEFAULT_OPTION_SIZE, MAX_PAGE_SIZE),
  };
}
