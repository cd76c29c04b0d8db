import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { graphqlErrorCodes } from '../data/errorCodes';

/** The error codes of a failed query: each GraphQL error's `extensions.code`, or `NETWORK` when the request itself failed. */
export function errorCodes(error: unknown): string[] {
  return CombinedGraphQLErrors.is(error) ? graphqlErrorCodes(error.errors) : ['NETWORK'];
}
