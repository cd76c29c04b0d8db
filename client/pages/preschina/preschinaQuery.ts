import { graphql } from '../../gql';

/** The microsite's grid: a tile per president. */
export const PreschinaGridQuery = graphql(`
  query PreschinaGrid {
    preschinaPresidents {
      slug
      name
      url
      portrait {
        url
        alt
        width
        height
      }
    }
  }
`);
