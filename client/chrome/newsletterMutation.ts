import { graphql } from '../gql';

/** The footer's newsletter sign-up. */
export const SubscribeToNewsletter = graphql(`
  mutation SubscribeToNewsletter($email: String!, $website: String) {
    subscribeToNewsletter(email: $email, website: $website) {
      status
      message
    }
  }
`);
