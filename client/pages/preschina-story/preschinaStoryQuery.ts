import { graphql } from '../../gql';

/** A presidential china story by its slug; null means the not-found view. */
export const PreschinaStoryQuery = graphql(`
  query PreschinaStory($slug: String!) {
    preschinaStory(slug: $slug) {
      slug
      title
      url
      body {
        ... on PreschinaStoryHtml {
          html
        }
        ... on PreschinaStoryVideo {
          video {
            ...VideoFields
          }
        }
      }
    }
  }
`);
