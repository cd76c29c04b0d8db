import type { SearchSort, SearchType } from '../gql/graphql';

/**
 * The search screen's URL state (spec §2): /search/{type?}/{query?} with q, from, size, sort, type
 * and filters in the query string. Decoding accepts every spelling the spec names and turns
 * anything malformed into its default; encoding writes one canonical URL (type in the path, the
 * rest in the query string, defaults left out), so decode(encode(state)) = state.
 */

/** URL names of the search types and their schema values. */
export const SEARCH_TYPE_PARAMS = {
  collections: 'COLLECTIONS',
  events: 'EVENTS',
  eventSeries: 'EVENT_SERIES',
  exhibitions: 'EXHIBITIONS',
  visiting: 'VISITING',
  membership: 'MEMBERSHIP',
  research: 'RESEARCH',
  about: 'ABOUT',
} as const satisfies Record<string, SearchType>;
export type SearchTypeParam = keyof typeof SEARCH_TYPE_PARAMS;

/**
 * URL names of the sort options (spec §9) and their schema values. Relevance, the default, is what a
 * URL without `sort` means and is never written; the retired Featured order's URLs (`sort=default`,
 * `sort=featured`), like any unknown value, read as it.
 */
export const SORT_PARAMS = {
  relevance: 'RELEVANCE',
  'date-asc': 'DATE_ASC',
  'date-desc': 'DATE_DESC',
  'A-Z': 'TITLE_ASC',
  'Z-A': 'TITLE_DESC',
} as const satisfies Record<string, SearchSort>;
export type SortParam = keyof typeof SORT_PARAMS;

export const PAGE_SIZES = [12, 24, 48] as const;

/** Field → chosen values, as in the URL's filters JSON. */
export type SearchFilters = Readonly<Record<string, readonly string[]>>;

export interface SearchUrlState {
  type: SearchTypeParam | null;
  q: string;
  from: number;
  size: number;
  sort: SortParam;
  filters: SearchFilters;
}

export const DEFAULT_SEARCH_STATE: SearchUrlState = { type: null, q: '', from: 0, size: 12, sort: 'relevance', filters: {} };

const isTypeParam = (value: unknown): value is SearchTypeParam => typeof value === 'string' && Object.hasOwn(SEARCH_TYPE_PARAMS, value);
export const isSortParam = (value: unknown): value is SortParam => typeof value === 'string' && Object.hasOwn(SORT_PARAMS, value);

function wholeNumber(text: string | null): number | null {
  return text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null;
}

/** The filters JSON as field → values; malformed JSON is no filters (spec §5); '*' and empty values are dropped. */
export function decodeFilters(text: string | null): SearchFilters {
  if (!text) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const entries = Object.entries(parsed).flatMap(([field, raw]): [string, string[]][] => {
    const list: unknown[] = Array.isArray(raw) ? raw : [raw];
    const values = list.filter((item) => ['string', 'number', 'boolean'].includes(typeof item)).map((item) => String(item).trim());
    const kept = [...new Set(values.filter((value) => value !== '' && value !== '*'))];
    return kept.length ? [[field, kept]] : [];
  });
  return Object.fromEntries(entries);
}

/** Reads the route's path segments and query string into the search state; garbage becomes defaults. */
export function decodeSearchUrl(path: { type?: string; query?: string }, search: string): SearchUrlState {
  const params = new URLSearchParams(search);
  const type = [path.type, params.get('type')].find(isTypeParam) ?? null;
  const size = wholeNumber(params.get('size'));
  const sort = params.get('sort');
  return {
    type,
    q: (params.get('q') ?? path.query ?? '').trim(),
    from: wholeNumber(params.get('from')) ?? 0,
    size: (PAGE_SIZES as readonly number[]).includes(size ?? NaN) ? (size as number) : DEFAULT_SEARCH_STATE.size,
    sort: isSortParam(sort) ? sort : DEFAULT_SEARCH_STATE.sort,
    filters: decodeFilters(params.get('filters')),
  };
}

/**
 * The filters JSON of the URL and the query. Yes/no values are written as JSON booleans, as the spec
 * shows them (`{"onview":[true]}`); decoding reads them back as the state's "true" and "false".
 */
function filtersJson(filters: SearchFilters): string {
  const typed = Object.fromEntries(Object.entries(filters).map(([field, values]) => [field, values.map((value) => (value === 'true' ? true : value === 'false' ? false : value))]));
  return JSON.stringify(typed);
}

/** The canonical URL of a search state: /search/{type}?q=…&from=…&size=…&sort=…&filters=… without defaults. */
export function encodeSearchUrl(state: SearchUrlState): string {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  if (state.from !== DEFAULT_SEARCH_STATE.from) params.set('from', String(state.from));
  if (state.size !== DEFAULT_SEARCH_STATE.size) params.set('size', String(state.size));
  if (state.sort !== DEFAULT_SEARCH_STATE.sort) params.set('sort', state.sort);
  if (Object.keys(state.filters).length) params.set('filters', filtersJson(state.filters));
  const query = params.toString();
  return `/search${state.type ? `/${state.type}` : ''}${query ? `?${query}` : ''}`;
}

/** The search query's variables for a state (the gateway reads them as leniently as the URL). */
export function searchVariables(state: SearchUrlState) {
  return {
    type: state.type ? SEARCH_TYPE_PARAMS[state.type] : null,
    query: state.q,
    from: state.from,
    size: state.size,
    sort: SORT_PARAMS[state.sort],
    filters: Object.keys(state.filters).length ? filtersJson(state.filters) : null,
  };
}

function inverse<K extends string, V extends string>(map: Readonly<Record<K, V>>): Record<V, K> {
  return Object.fromEntries(Object.entries(map).map(([key, value]) => [value, key])) as Record<V, K>;
}

/** URL names by schema value. */
export const TYPE_PARAM_OF: Readonly<Record<SearchType, SearchTypeParam>> = inverse(SEARCH_TYPE_PARAMS);
/** URL names by schema value; the deprecated DEFAULT (which the gateway never answers) is relevance. */
export const SORT_PARAM_OF: Readonly<Record<SearchSort, SortParam>> = { ...inverse(SORT_PARAMS), DEFAULT: 'relevance' };
