import { lazyDocument } from '../../data/lazyDocument';
import { queryRequest } from '../../data/querySource';
import { useQueryAnswer } from '../../data/useQueryAnswer';
import type { SearchType } from '../../gql/graphql';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';
import type { Facet } from './searchTypes';

const searchFacet = lazyDocument('SearchFacet', () => import('./searchQuery').then((m) => m.SearchFacetQuery));

/** A filter group's search box waits 600 ms and needs 2 characters (spec §9). */
export const FILTER_SEARCH_DEBOUNCE_MS = 600;
export const FILTER_SEARCH_MIN_LENGTH = 2;

/** The search a filter group belongs to, as the search query's variables give it. */
export interface FacetSearchScope {
  type: SearchType;
  query: string;
  filters: string | null;
}

/**
 * The options a group's search box finds: null while the box is short of 2 characters (the group
 * shows its own options); while the text settles or loads, `searching`.
 */
export function useFacetSearch(scope: FacetSearchScope, field: string, text: string): { options: Facet['options'] | null; searching: boolean } {
  const typed = text.trim();
  const settled = useDebouncedValue(typed, FILTER_SEARCH_DEBOUNCE_MS);
  const active = typed.length >= FILTER_SEARCH_MIN_LENGTH;
  const ready = active && settled.length >= FILTER_SEARCH_MIN_LENGTH;
  const { data, loading } = useQueryAnswer(ready ? queryRequest(searchFacet, { ...scope, field, text: settled }) : null);
  if (!active) return { options: null, searching: false };
  const current = ready && settled === typed && !loading;
  return { options: current ? (data?.searchFacet?.options ?? []) : null, searching: !current };
}
