import type { SearchType } from './types';

/** An Elasticsearch-style clause of the search request's rawFilters (spec §7). */
export type RawFilter =
  | { range: Record<string, { gte?: string; gt?: string; lte?: string; lt?: string }> }
  | { term: Record<string, string> }
  | { bool: { should?: RawFilter[]; must?: RawFilter[]; must_not?: RawFilter[] } };

/** An event is not over while its end (or, without one, its start) is today or later. */
function notOver(today: string): RawFilter[] {
  return [{ range: { endDate: { gte: today } } }, { range: { startDate: { gte: today } } }];
}

/**
 * What a search leaves out whatever the visitor asks (spec §7 rawFilters): events over before today
 * (`today` is the museum's date, YYYY-MM-DD), as the calendar does; today's events stay, so a canceled
 * or sold-out one still says so. Searching all applies it to the events among the results only.
 * Exhibitions keep their past (the exhibition history), and other categories have no dates.
 */
export function searchRawFilters(type: SearchType | null, today: string): RawFilter[] {
  if (type === 'events') return [{ bool: { should: notOver(today) } }];
  if (type === null) return [{ bool: { should: [{ bool: { must_not: [{ term: { _index: 'events' } }] } }, ...notOver(today)] } }];
  return [];
}
