import { graphql } from '../../gql';

/** The whole search screen in one round trip. */
export const SearchQuery = graphql(`
  query Search($type: SearchType, $query: String, $from: Int, $size: Int, $sort: SearchSort, $filters: String) {
    search(type: $type, query: $query, from: $from, size: $size, sort: $sort, filters: $filters) {
      applied {
        type
        query
        from
        size
        sort
        isAccessionSearch
      }
      typeHeading
      total
      totalText
      start
      end
      showingText
      unavailable
      results {
        __typename
        id
        type
        typeLabel
        category
        subcategory
        title
        summary
        url
        image {
          url
          alt
          sizes {
            width
            url
          }
        }
        ... on ArtworkResult {
          objectNumber
          dated
          culture
          afterArtist
          artist {
            line
            dates
          }
        }
        ... on EventResult {
          dateText
          timeText
          statusLabel
          place {
            ...PlaceFields
          }
          tickets {
            ...LinkTargetFields
          }
        }
        ... on ExhibitionResult {
          label
          dateText
          place {
            ...PlaceFields
          }
          tickets {
            ...LinkTargetFields
          }
        }
        ... on PageResult {
          buttonLabel
        }
      }
      categories {
        type
        heading
        count
      }
      facets {
        ...SearchFacetFields
      }
      sortOptions {
        value
        label
      }
      pageSizes
    }
  }

  fragment SearchFacetFields on SearchFacet {
    field
    label
    kind
    hasMore
    options {
      value
      label
      count
      selected
      disabled
    }
    dateRange {
      start
      end
      error
      hint
      yearsOnly
    }
  }
`);

/** One filter group's values starting with what the visitor typed in its search box. */
export const SearchFacetQuery = graphql(`
  query SearchFacet($type: SearchType!, $field: String!, $text: String!, $query: String, $filters: String) {
    searchFacet(type: $type, field: $field, text: $text, query: $query, filters: $filters) {
      ...SearchFacetFields
    }
  }
`);
