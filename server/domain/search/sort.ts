import { isAccessionQuery } from './query';
import type { SearchType } from './types';

/**
 * Sort options of the search (spec §9), by their URL names. `default` is each category's own order
 * (spec §9 "Default sort per search type"), which applies with or without text; relevance is a
 * choice of its own (URL `relevance`). The URL leaves the default out.
 */
export const SORTS = ['default', 'relevance', 'date-asc', 'date-desc', 'A-Z', 'Z-A'] as const;
export type SearchSort = (typeof SORTS)[number];
export const DEFAULT_SORT: SearchSort = 'default';

const LABELS: Readonly<Record<Exclude<SearchSort, 'default'>, string>> = {
  relevance: 'Relevance',
  'date-asc': 'Date, oldest first',
  'date-desc': 'Date, newest first',
  'A-Z': 'Title, A–Z',
  'Z-A': 'Title, Z–A',
};

/** An order's label; the default order is named for what it does in the category. */
export function sortLabel(sort: SearchSort, type: SearchType | null): string {
  if (sort !== 'default') return LABELS[sort];
  return type === 'events' ? 'Soonest first' : 'Featured';
}

export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

/**
 * The date fields a type sorts by: artworks by their first year, dated content by its start.
 * Searching all sorts dated content by start, then artworks by year (each kind keeps its own
 * scale: years and instants never compare). Event series and pages have no date.
 */
const DATE_FIELDS: Readonly<Record<SearchType | 'all', readonly string[]>> = {
  all: ['startDate', 'dateBegin'],
  collections: ['dateBegin'],
  events: ['startDate'],
  exhibitions: ['startDate'],
  eventSeries: [],
  visiting: [],
  membership: [],
  research: [],
  about: [],
};

/**
 * The sorts a type offers: date sorts only where its results have dates, and none that repeats the
 * default order (events' own order is oldest first).
 */
export function sortsOf(type: SearchType | null): SearchSort[] {
  const dated = DATE_FIELDS[type ?? 'all'].length > 0;
  return SORTS.filter((sort) => (dated || !sort.startsWith('date')) && !(type === 'events' && sort === 'date-asc'));
}

/** A requested sort the type offers, else the default. */
export function sortFor(type: SearchType | null, sort: SearchSort | null | undefined): SearchSort {
  return sort && sortsOf(type).includes(sort) ? sort : DEFAULT_SORT;
}

/**
 * Default order per type (spec §9): all by allWeight desc; collections by weight desc; exhibitions
 * by weight then endDate desc; events by startDate asc; others by weight desc.
 */
export function defaultOrder(type: SearchType | null): SortKey[] {
  switch (type) {
    case null:
      return [{ field: 'allWeight', order: 'desc' }];
    case 'exhibitions':
      return [
        { field: 'weight', order: 'desc' },
        { field: 'endDate', order: 'desc' },
      ];
    case 'events':
      return [{ field: 'startDate', order: 'asc' }];
    default:
      return [{ field: 'weight', order: 'desc' }];
  }
}

/**
 * The order the search service is asked for. The default is the type's own order, text or not.
 * Relevance ranks by score with the type's default order breaking ties; without search text there
 * is no score, so the default order alone applies. An accession-number search lists accession
 * numbers in order under either.
 */
export function sortKeys(type: SearchType | null, sort: SearchSort, query: string): SortKey[] {
  switch (sort) {
    case 'default':
      return isAccessionQuery(query) ? [{ field: 'objectNumber', order: 'asc' }] : defaultOrder(type);
    case 'relevance':
      if (query === '') return defaultOrder(type);
      if (isAccessionQuery(query)) return [{ field: 'objectNumber', order: 'asc' }];
      return [{ field: '_score', order: 'desc' }, ...defaultOrder(type)];
    case 'date-asc':
    case 'date-desc':
      return DATE_FIELDS[type ?? 'all'].map((field) => ({ field, order: sort === 'date-asc' ? 'asc' : 'desc' }));
    case 'A-Z':
      return [{ field: 'title', order: 'asc' }];
    case 'Z-A':
      return [{ field: 'title', order: 'desc' }];
  }
}
