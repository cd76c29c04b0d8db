import { graphql } from '../../gql';

/** Suggestions for what is typed in a search box. */
export const SuggestQuery = graphql(`
  query Suggest($index: SuggestIndex, $query: String!) {
    suggest(index: $index, query: $query) {
      type
      typeLabel
      matchedField
      title
      objectNumber
      url
    }
  }
`);
