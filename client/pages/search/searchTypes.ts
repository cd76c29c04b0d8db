import type { SearchFacetFieldsFragment, SearchQuery as SearchQueryData, SuggestIndex } from '../../gql/graphql';
import type { SearchTypeParam } from '../../url/searchState';

export type SearchData = SearchQueryData['search'];
export type SearchResultItem = SearchData['results'][number];
export type Facet = SearchFacetFieldsFragment;
export type FacetOption = Facet['options'][number];

/** Suggestions in the page's box come from the searched category where the service has an index for it. */
export function suggestIndexOf(type: SearchTypeParam | null): SuggestIndex {
  switch (type) {
    case 'collections':
      return 'COLLECTIONS';
    case 'events':
      return 'EVENTS';
    case 'exhibitions':
      return 'EXHIBITIONS';
    default:
      return 'GLOBAL';
  }
}
