import { graphql } from '../../gql';

/** The content page at a site path; null means the not-found view. */
export const ContentPageQuery = graphql(`
  query ContentPage($path: String!) {
    page(path: $path) {
      id
      path
      title
      intro
      type
    }
  }
`);
