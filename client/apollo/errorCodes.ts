import { CombinedGraphQLErrors } from '@apollo/client/errors';

/** The error codes of a failed query: each GraphQL error's `extensions.code`, or `NETWORK` when the request itself failed. */
export function errorCodes(error: unknown): string[] {
  if (CombinedGraphQLErrors.is(error)) {
    return error.errors.map((item) => (typeof item.extensions?.code === 'string' ? item.extensions.code : 'INTERNAL_SERVER_ERROR'));
  }
  return ['NETWORK'];
}
