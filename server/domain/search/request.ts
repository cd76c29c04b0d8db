import { facetOf, facetsOf, FACET_OPTION_LIMIT, type FacetDefinition } from './facets';
import { decodeFilters, readFilters, type SearchFilters } from './filters';
import { pageOffset, pageSize } from './paging';
import { isAccessionQuery, searchText } from './query';
import { searchRawFilters, type RawFilter } from './raw-filters';
import { sortFor, sortKeys, type SearchSort, type SortKey } from './sort';
import type { SearchType } from './types';

/** A search as the visitor's URL asks for it; anything may be missing or malformed. */
export interface SearchArgs {
  type: SearchType | null;
  query?: string | null;
  from?: number | null;
  size?: number | null;
  sort?: SearchSort | null;
  /** The URL's filters JSON, as it stands. */
  filters?: string | null;
  /** The museum's date (YYYY-MM-DD) the search runs on: rawFilters leave out what is over before it. */
  today: string;
}

/** The search that actually runs, in the URL's terms (the screen echoes it). */
export interface AppliedSearch {
  type: SearchType | null;
  query: string;
  from: number;
  size: number;
  sort: SearchSort;
  filters: SearchFilters;
  isAccessionSearch: boolean;
}

/** What the gateway asks the search service (its client turns this into the wire format, spec §7). */
export interface SearchServiceRequest {
  /** A type's index, or `global` for all categories (the service then counts per index). */
  index: SearchType | 'global';
  query: string;
  from: number;
  size: number;
  filters: SearchFilters;
  sort: SortKey[];
  /** Clauses every result must satisfy whatever the visitor chose (spec §7). */
  rawFilters: RawFilter[];
  /** Fields to count values of (the filter groups). */
  options: string[];
  /** Only option values starting with this text (the filter search box). */
  optionQuery?: Record<string, string>;
  /** Most values counted per option field: one more than listed tells whether more exist. */
  optionSize: number;
}

export interface SearchPlan {
  applied: AppliedSearch;
  request: SearchServiceRequest;
  /** A dates filter that could not be read, with why. */
  rejectedDate: { value: string; error: string } | null;
}

/** Reads a search request into the search that runs and the service request for it (spec §5, §9). */
export function planSearch(args: SearchArgs): SearchPlan {
  const { type } = args;
  const query = searchText(args.query);
  const size = pageSize(args.size);
  const from = pageOffset(args.from);
  const sort = sortFor(type, args.sort);
  const filters = readFilters(type, decodeFilters(args.filters));
  return {
    applied: { type, query, from, size, sort, filters: filters.applied, isAccessionSearch: isAccessionQuery(query) },
    request: {
      index: type ?? 'global',
      query,
      from,
      size,
      filters: filters.service,
      sort: sortKeys(type, sort, query),
      rawFilters: searchRawFilters(type, args.today),
      options: type ? facetsOf(type).map((facet) => facet.field) : [],
      optionSize: FACET_OPTION_LIMIT + 1,
    },
    rejectedDate: filters.rejectedDate,
  };
}

/** The same search from another offset (the last page, when the asked one lies past it). */
export function planAtOffset(plan: SearchPlan, from: number): SearchPlan {
  return { ...plan, applied: { ...plan.applied, from }, request: { ...plan.request, from } };
}

/** The filter search box starts at 2 characters (spec §9). */
export const FACET_SEARCH_MIN_LENGTH = 2;

/** Text typed in a filter group's search box: digits only for dates (spec §5); null below 2 characters. */
export function facetSearchText(definition: FacetDefinition, text: string): string | null {
  const typed = definition.kind === 'dates' ? text.replace(/\D/g, '') : text.trim();
  return typed.length >= FACET_SEARCH_MIN_LENGTH ? typed : null;
}

export interface FacetSearchPlan {
  definition: FacetDefinition;
  applied: AppliedSearch;
  request: SearchServiceRequest;
}

/**
 * One filter group's values starting with the typed text, counted for the current search: the
 * search's own request with no results and only that group's option. Null for a field the type
 * has no group for, or text too short to search by.
 */
export function planFacetSearch(args: SearchArgs & { type: SearchType }, field: string, text: string): FacetSearchPlan | null {
  const definition = facetOf(args.type, field);
  const prefix = definition ? facetSearchText(definition, text) : null;
  if (!definition || prefix === null) return null;
  const { applied, request } = planSearch(args);
  // Only chosen values matching the typed text are listed with the matches.
  const chosen = (applied.filters[field] ?? []).filter((value) => value.toLowerCase().startsWith(prefix.toLowerCase()));
  return {
    definition,
    applied: { ...applied, filters: { ...applied.filters, [field]: chosen } },
    request: { ...request, from: 0, size: 0, sort: [], options: [field], optionQuery: { [field]: prefix } },
  };
}
