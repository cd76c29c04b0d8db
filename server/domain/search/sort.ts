import { isAccessionQuery } from './query';
import type { SearchType } from './types';

/**
 * Sort options of the search (spec §9), by their URL names. Relevance is the default: with text, best
 * match first with the category's own order breaking ties; without text, the category's own order.
 * The URL leaves the default out.
 */
export const SORTS = ['relevance', 'date-asc', 'date-desc', 'A-Z', 'Z-A'] as const;
export type SearchSort = (typeof SORTS)[number];
export const DEFAULT_SORT: SearchSort = 'relevance';

const LABELS: Readonly<Record<SearchSort, string>> = {
  relevance: 'Relevance',
  'date-asc': 'Date, oldest first',
  'date-desc': 'Date, newest first',
  'A-Z': 'Title, A–Z',
  'Z-A': 'Title, Z–A',
};

export function sortLabel(sort: SearchSort): string {
  return LABELS[sort];
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

/** The sorts a type offers: date sorts only where its results have dates. */
export function sortsOf(type: SearchType | null): SearchSort[] {
  const dated = DATE_FIELDS[type ?? 'all'].length > 0;
  return SORTS.filter((sort) => dated || !sort.startsWith('date'));
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
 * The order the search service is asked for. Relevance ranks by score with the type's default order
 * breaking ties; without search text there is no score, so the default order alone applies. An
 * accession-number search lists accession numbers in order.
 */
export function sortKeys(type: SearchType | null, sort: SearchSort, query: string): SortKey[] {
  switch (sort) {
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
