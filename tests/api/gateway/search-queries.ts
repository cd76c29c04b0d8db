import type { SearchFacetOption } from '../../../server/graphql/generated/resolvers-types';

/** The search query as a frontend developer writes it: every field the screen reads, and more. */
export const SEARCH_QUERY = /* GraphQL */ `
  query Search($type: SearchType, $query: String, $from: Int, $size: Int, $sort: SearchSort, $filters: String) {
    search(type: $type, query: $query, from: $from, size: $size, sort: $sort, filters: $filters) {
      applied { type query from size sort filters { field values } isAccessionSearch }
      typeHeading total totalText start end showingText unavailable pageSizes
      sortOptions { value label }
      categories { type heading count }
      facets { ...Facet }
      results {
        __typename id type typeLabel category subcategory title summary url image { url alt sizes { width url } }
        ... on ArtworkResult { objectId objectNumber dated culture afterArtist artist { name role rolePhrase line dates } }
        ... on EventResult { startDate endDate dateText timeText status statusLabel ticketType tickets { kind url } place { ...Place } }
        ... on ExhibitionResult { startDate endDate label dateText ticketType tickets { kind url } place { ...Place } }
        ... on PageResult { mediaType buttonLabel targetUrl }
      }
    }
  }
  fragment Place on Place { room building hoursUrl buildingUrl isOnline isOffSite text }
  fragment Facet on SearchFacet {
    field label kind hasMore
    options { value label count selected disabled }
    dateRange { start end error hint yearsOnly }
  }
`;

export const SEARCH_FACET_QUERY = /* GraphQL */ `
  query SearchFacet($type: SearchType!, $field: String!, $text: String!, $query: String, $filters: String) {
    searchFacet(type: $type, field: $field, text: $text, query: $query, filters: $filters) {
      field label kind hasMore options { value label count selected disabled }
    }
  }
`;

export const SUGGEST_QUERY = /* GraphQL */ `
  query Suggest($index: SuggestIndex, $query: String!) {
    suggest(index: $index, query: $query) { type typeLabel matchedField title objectNumber url }
  }
`;

export interface Facet {
  field: string;
  label: string;
  kind: string;
  hasMore: boolean;
  options: Omit<SearchFacetOption, '__typename'>[];
  dateRange: { start: string | null; end: string | null; error: string | null; hint: string; yearsOnly: boolean } | null;
}

export interface SearchResult {
  __typename: string;
  id: string;
  type: string;
  typeLabel: string;
  category: string | null;
  subcategory: string | null;
  title: string;
  summary: string | null;
  url: string;
  image: { url: string; alt: string | null; sizes: { width: number; url: string }[] } | null;
  [field: string]: unknown;
}

export interface SearchAnswer {
  applied: { type: string | null; query: string; from: number; size: number; sort: string; filters: { field: string; values: string[] }[]; isAccessionSearch: boolean };
  typeHeading: string | null;
  total: number;
  totalText: string;
  start: number;
  end: number;
  showingText: string | null;
  unavailable: boolean;
  pageSizes: number[];
  sortOptions: { value: string; label: string }[];
  categories: { type: string; heading: string; count: number }[];
  facets: Facet[];
  results: SearchResult[];
}

/** The search types of the schema. */
export const SEARCH_TYPES = ['COLLECTIONS', 'EVENTS', 'EVENT_SERIES', 'EXHIBITIONS', 'VISITING', 'MEMBERSHIP', 'RESEARCH', 'ABOUT'] as const;
