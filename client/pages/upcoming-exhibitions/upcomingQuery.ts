import { graphql } from '../../gql';

/** The upcoming exhibitions page in one round trip. */
export const UpcomingExhibitionsPageQuery = graphql(`
  query UpcomingExhibitionsPage($range: String, $types: [String!], $audiences: [String!], $first: Int) {
    upcomingExhibitions(range: $range, types: $types, audiences: $audiences) {
      title
      total
      unavailable
      whenOptions {
        value
        label
        selected
      }
      filters {
        field
        label
        selected
        options {
          slug
          label
          selected
        }
      }
      items(size: $first) {
        ...ExhibitionSummaryFields
      }
    }
  }
`);

/** More upcoming exhibitions ("View More"), asked only when the visitor asks. */
export const UpcomingExhibitionsMoreQuery = graphql(`
  query UpcomingExhibitionsMore($range: String, $types: [String!], $audiences: [String!], $from: Int, $size: Int) {
    upcomingExhibitions(range: $range, types: $types, audiences: $audiences) {
      items(from: $from, size: $size) {
        ...ExhibitionSummaryFields
      }
    }
  }
`);
