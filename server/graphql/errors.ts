import { unwrapResolverError } from '@apollo/server/errors';
import type { GraphQLFormattedError } from 'graphql';
import { GraphQLError } from 'graphql';
import { UpstreamError } from '../http/errors';
import { DeadlineError, UpstreamCallLimitError } from '../http/request-scope';

/** Codes whose messages are safe to show (once suggestions are masked): they describe the request, not the server. */
const PUBLIC_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
  'BAD_REQUEST',
  'OPERATION_RESOLUTION_FAILURE',
  'PERSISTED_QUERY_NOT_FOUND',
  'PERSISTED_QUERY_NOT_SUPPORTED',
]);

/**
 * "Did you mean …?" names parts of the schema (fields, enum values, types) the caller did not name:
 * masked everywhere, as Apollo masks it in validation errors, also in variable coercion errors.
 */
export function withoutSuggestions(message: string): string {
  return message.replace(/ ?Did you mean [^?]*\?/g, '').trim();
}

/**
 * Whether an error is the server's own fault, which formatError masks as INTERNAL_SERVER_ERROR and
 * the request's logger reports (server/observability/graphql-plugin.ts, so the line carries its id).
 */
export function isUnexpectedError(error: unknown): boolean {
  const original = unwrapResolverError(error);
  if (original instanceof UpstreamError || original instanceof DeadlineError || original instanceof UpstreamCallLimitError) return false;
  const code = error instanceof GraphQLError ? error.extensions.code : undefined;
  return typeof code !== 'string' || !PUBLIC_CODES.has(code);
}

/**
 * Error masking: every error carries `extensions.code`; upstream failures (and deadlines passed
 * waiting on one) become UPSTREAM_UNAVAILABLE, a request over its upstream budget
 * UPSTREAM_CALL_LIMIT; anything unexpected is shown only as INTERNAL_SERVER_ERROR. Stack traces and
 * schema suggestions never leave the server.
 */
export function createFormatError() {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    const original = unwrapResolverError(error);
    const { message, locations, path } = formatted;
    if (original instanceof UpstreamError) {
      return {
        message: `The ${original.upstream} service is unavailable.`,
        locations,
        path,
        extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream: original.upstream },
      };
    }
    if (original instanceof DeadlineError) return { message: 'An upstream service did not answer in time.', locations, path, extensions: { code: 'UPSTREAM_UNAVAILABLE' } };
    if (original instanceof UpstreamCallLimitError) return { message: original.message, locations, path, extensions: { code: 'UPSTREAM_CALL_LIMIT' } };
    const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
    if (PUBLIC_CODES.has(code)) return { message: withoutSuggestions(message), locations, path, extensions: { code } };
    return { message: 'Internal server error.', locations, path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
