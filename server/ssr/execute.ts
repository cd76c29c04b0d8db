import type { ApolloServer } from '@apollo/server';
import { print } from '@apollo/client/utilities';
import { getOperationAST, type DocumentNode } from 'graphql';
import type { GatewayContext } from '../graphql/context';

/** A GraphQL result as a render reads it. */
export interface ExecutionResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }>;
}

/** Runs one operation for a render (the `execute` of entry-server's render request). */
export type ExecuteOperation = (query: DocumentNode, variables: Record<string, unknown>) => Promise<ExecutionResult>;

/**
 * Runs a render's operations in-process against the same Apollo Server (same schema, limits, error
 * masking and context factory as /graphql), with no HTTP hop, each in a context `contextFor` makes
 * (its own loaders and cache tags, within the render's scope). The operation goes as text, which
 * Apollo Server would otherwise print from the document every time (and then finds parsed and
 * validated in its document store); Apollo Client's `print` keeps the text of each document it
 * printed, and route documents are the same objects render after render.
 */
export function inProcessExecute(apollo: ApolloServer<GatewayContext>, contextFor: () => GatewayContext): ExecuteOperation {
  return async (query, variables) => {
    const response = await apollo.executeOperation({ query: print(query), variables, operationName: getOperationAST(query)?.name?.value }, { contextValue: contextFor() });
    if (response.body.kind !== 'single') throw new Error('incremental delivery is not supported in SSR');
    const { data, errors } = response.body.singleResult;
    return errors ? { data, errors } : { data };
  };
}
