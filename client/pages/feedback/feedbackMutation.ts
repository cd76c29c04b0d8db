import { graphql } from '../../gql';

/** Sends the feedback form through the gateway to the museum's forms backend. */
export const SendFeedbackMutation = graphql(`
  mutation SendFeedback($input: FeedbackInput!) {
    sendFeedback(input: $input) {
      status
      message
      errors {
        field
        message
      }
    }
  }
`);
