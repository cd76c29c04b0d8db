import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from './context';

/**
 * Degraded answers are never cached: an answer with errors marks its request degraded, and a
 * degraded request's answer gets a zero cache policy (so `/graphql` sends `no-store` and the
 * whole-response cache does not keep it) however long its fields' hints were.
 */
export function degradedAnswers(): ApolloServerPlugin<GatewayContext> {
  return {
    async requestDidStart({ contextValue, overallCachePolicy }) {
      return {
        async didEncounterErrors() {
          contextValue.scope.degrade('errors');
        },
        async executionDidStart() {
          return {
            async executionDidEnd() {
              if (contextValue.scope.degraded) overallCachePolicy.restrict({ maxAge: 0 });
            },
          };
        },
      };
    },
  };
}
