import { graphql } from '../../gql';

/** What the client needs of a resolved link; spread it wherever a LinkTarget is asked for. */
export const LinkTargetFields = graphql(`
  fragment LinkTargetFields on LinkTarget {
    kind
    url
    opensInNewWindow
    ticket {
      keyword
      promocode
      packageId
    }
  }
`);
