import type { ApolloServerPlugin } from '@apollo/server';
import type { GatewayContext } from './context';

/**
 * Degraded and private answers are never cached: an answer with errors marks its request degraded,
 * and a request whose answer is not storable (degraded, or an editor's preview) gets a zero cache
 * policy, private for a preview (so `/graphql` sends `no-store` and the whole-response cache does
 * not keep it) however long its fields' hints were.
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
              if (contextValue.scope.isPrivate) overallCachePolicy.restrict({ maxAge: 0, scope: 'PRIVATE' });
              else if (contextValue.scope.degraded) overallCachePolicy.restrict({ maxAge: 0 });
            },
          };
        },
      };
    },
  };
}
