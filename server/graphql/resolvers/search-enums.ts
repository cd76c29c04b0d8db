import type { SearchSort } from '../../domain/search/sort';
import type { SearchType } from '../../domain/search/types';
import type { SearchSort as SortEnum, SearchType as TypeEnum } from '../generated/resolvers-types';

/** The schema's enum values for the domain's URL names, and back. */
export const TYPE_ENUM: Readonly<Record<SearchType, TypeEnum>> = {
  collections: 'COLLECTIONS',
  events: 'EVENTS',
  eventSeries: 'EVENT_SERIES',
  exhibitions: 'EXHIBITIONS',
  visiting: 'VISITING',
  membership: 'MEMBERSHIP',
  research: 'RESEARCH',
  about: 'ABOUT',
};

/** The retired DEFAULT is no domain sort: read back, it is unknown and so the default, relevance. */
export const SORT_ENUM: Readonly<Record<SearchSort, SortEnum>> = {
  relevance: 'RELEVANCE',
  'date-asc': 'DATE_ASC',
  'date-desc': 'DATE_DESC',
  'A-Z': 'TITLE_ASC',
  'Z-A': 'TITLE_DESC',
};

function inverse<K extends string, V extends string>(map: Readonly<Record<K, V>>): (value: V | null | undefined) => K | null {
  const entries = Object.entries(map) as [K, V][];
  return (value) => entries.find(([, enumValue]) => enumValue === value)?.[0] ?? null;
}

export const typeFromEnum = inverse(TYPE_ENUM);
export const sortFromEnum = inverse(SORT_ENUM);
