import type { ApolloServer } from '@apollo/server';
import { HeaderMap } from '@apollo/server';
import type { GatewayContext } from '../graphql/context';

export interface GraphqlOperation {
  query: string;
  variables: Record<string, unknown>;
  operationName: string | null;
}

/** Apollo Server's HTTP answer to one operation. */
export interface ExecutedAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/**
 * Runs an operation through Apollo Server's whole HTTP pipeline (the same limits, plugins, cache
 * hints, error masking and response cache as `POST /graphql`), as a JSON POST would arrive.
 */
export async function executeOperation(apollo: ApolloServer<GatewayContext>, context: GatewayContext, operation: GraphqlOperation): Promise<ExecutedAnswer> {
  const response = await apollo.executeHTTPGraphQLRequest({
    httpGraphQLRequest: {
      method: 'POST',
      headers: new HeaderMap([
        ['content-type', 'application/json'],
        ['accept', 'application/json'],
      ]),
      search: '',
      body: operation,
    },
    context: async () => context,
  });
  if (response.body.kind !== 'complete') throw new Error('incremental delivery is not supported for persisted queries');
  return { status: response.status ?? 200, headers: response.headers, body: response.body.string };
}
