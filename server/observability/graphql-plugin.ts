import type { ApolloServerPlugin } from '@apollo/server';
import { unwrapResolverError } from '@apollo/server/errors';
import { SpanStatusCode } from '@opentelemetry/api';
import { getOperationAST } from 'graphql';
import type { GatewayContext } from '../graphql/context';
import { isUnexpectedError } from '../graphql/errors';
import type { GatewayMetrics } from './metrics';

/**
 * Every GraphQL operation, over /graphql or run by the server renderer: its latency by name and
 * type and its errors by code (as the client sees them) counted, a span under the request's span
 * that the operation's upstream calls nest in, and unexpected errors logged through the request's
 * logger (so the line carries its id; formatError only masks them).
 */
export function operationObserver(metrics: GatewayMetrics): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue, request }) {
      const startedAt = performance.now();
      const telemetry = contextValue.scope.telemetry;
      // Until the operation resolves: the name the client sent, or none (a request that did not parse).
      let name = request.operationName ?? 'unknown';
      let type = 'unknown';
      let resolved = false;
      const span = telemetry?.startOperation() ?? null;
      return {
        async didResolveOperation({ operation, operationName }) {
          resolved = true;
          name = operationName ?? 'anonymous';
          type = operation?.operation ?? 'unknown';
          span?.updateName(`${type} ${operationName ?? ''}`.trim());
          span?.setAttributes({ 'graphql.operation.name': name, 'graphql.operation.type': type });
        },
        async didEncounterErrors({ errors }) {
          for (const error of errors) {
            if (isUnexpectedError(error)) contextValue.log.error({ err: unwrapResolverError(error), path: error.path }, 'unexpected GraphQL error');
          }
        },
        async willSendResponse({ response, document }) {
          // A document that parsed but failed validation still names its operation.
          const unresolved = !resolved && document ? getOperationAST(document, request.operationName) : null;
          if (unresolved) {
            name = unresolved.name?.value ?? 'anonymous';
            type = unresolved.operation;
          }
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          const codes = errors.map((error) => (typeof error.extensions?.code === 'string' ? error.extensions.code : 'INTERNAL_SERVER_ERROR'));
          metrics.graphqlOperation(name, type, (performance.now() - startedAt) / 1000, codes);
          if (span === null) return;
          if (codes.length > 0) {
            span.setAttribute('graphql.error.codes', [...new Set(codes)]);
            span.setStatus({ code: SpanStatusCode.ERROR, message: codes.join(', ') });
          }
          telemetry?.endOperation(span);
        },
      };
    },
  };
}
