import { graphql } from '../../gql';

/** The content page at a site path; null means the not-found view. */
export const ContentPageQuery = graphql(`
  query ContentPage($path: String!) {
    page(path: $path) {
      ... on RoutedPage {
        id
        path
        title
        intro
        type
      }
    }
  }
`);
