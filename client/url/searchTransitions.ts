import { DEFAULT_SEARCH_STATE, type SearchTypeParam, type SearchUrlState, type SortParam } from './searchState';

/**
 * How the search screen's controls change its state (spec §2, §4). Every change is a new URL, so
 * Back and Forward step through them.
 */

/** Submitting the search box keeps q and type and resets from, size, sort and filters. */
export function withQuery(state: SearchUrlState, q: string): SearchUrlState {
  return { ...DEFAULT_SEARCH_STATE, type: state.type, q: q.trim() };
}

/** Changing the category resets the search but keeps the text (null is all categories). */
export function withType(state: SearchUrlState, type: SearchTypeParam | null): SearchUrlState {
  return { ...DEFAULT_SEARCH_STATE, type, q: state.q };
}

/** Sets one filter's values (an empty list removes it); from goes back to 0. */
export function withFilterValues(state: SearchUrlState, field: string, values: readonly string[]): SearchUrlState {
  const filters: Record<string, readonly string[]> = Object.fromEntries(Object.entries(state.filters).filter(([key]) => key !== field));
  if (values.length) filters[field] = values;
  return { ...state, from: 0, filters };
}

/** Clicking a value adds it; clicking it again removes it; emptied filters are dropped (spec §4). */
export function withFilterToggled(state: SearchUrlState, field: string, value: string): SearchUrlState {
  const current = state.filters[field] ?? [];
  return withFilterValues(state, field, current.includes(value) ? current.filter((item) => item !== value) : [...current, value]);
}

export function withPage(state: SearchUrlState, from: number): SearchUrlState {
  return { ...state, from: Math.max(0, from) };
}

/** A new page size or order starts from the first result. */
export function withSize(state: SearchUrlState, size: number): SearchUrlState {
  return { ...state, size, from: 0 };
}

export function withSort(state: SearchUrlState, sort: SortParam): SearchUrlState {
  return { ...state, sort, from: 0 };
}
