import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';
import { UpstreamError } from '../http/errors';

/** Codes whose messages are safe to show as they are (they describe the request, not the server). */
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
 * Error masking: every error carries `extensions.code`; upstream failures become UPSTREAM_UNAVAILABLE
 * naming the service; anything unexpected is logged and shown only as INTERNAL_SERVER_ERROR.
 * Stack traces never leave the server.
 */
export function createFormatError(log: FastifyBaseLogger) {
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
    const code = typeof formatted.extensions?.code === 'string' ? formatted.extensions.code : 'INTERNAL_SERVER_ERROR';
    if (PUBLIC_CODES.has(code)) return { message, locations, path, extensions: { code } };
    log.error({ err: original, path }, 'unexpected GraphQL error');
    return { message: 'Internal server error.', locations, path, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
