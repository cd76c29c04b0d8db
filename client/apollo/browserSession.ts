import { ApolloClient, HttpLink, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { equal } from '@wry/equality';
import { NO_CODES, type QueryRequest, type QuerySnapshot } from '../data/querySource';
import { createCache } from './createCache';
import { errorCodes } from './errorCodes';
import { persistedLink } from './persistedLink';

/**
 * Apollo Client in the browser, as the query store uses it (data/queryStore.ts), which hands each
 * call the request's document (`query`) once loaded.
 */
export interface ApolloSession {
  client: ApolloClient;
  /** Writes an answer the server rendered with into the cache, as the server's preload wrote it. */
  seed(query: TypedDocumentNode<unknown, OperationVariables>, request: QueryRequest, data: unknown): void;
  /** The query's complete answer in the cache, if it has one. */
  read<TData, TVariables extends OperationVariables>(query: TypedDocumentNode<TData, TVariables>, request: QueryRequest<TData, TVariables>): TData | undefined;
  /** Watches a query (cache-first; cache-only when it failed on the server), telling `onChange` each answer that differs from the last. */
  watch<TData, TVariables extends OperationVariables>(
    query: TypedDocumentNode<TData, TVariables>,
    request: QueryRequest<TData, TVariables>,
    current: QuerySnapshot<TData>,
    onChange: (next: QuerySnapshot<TData>) => void,
  ): { unsubscribe(): void };
}

/**
 * Its own chunk, loaded when the first query the server did not answer is asked (a client-side
 * navigation, a search box) or a visitor's action needs the client (View More, a form): the first
 * route hydrates from the server's answers without it.
 */
export function createSession({ uri = '/graphql' }: { uri?: string } = {}): ApolloSession {
  const client = new ApolloClient({
    link: persistedLink().concat(new HttpLink({ uri })),
    cache: createCache(),
    // cache-first: the server's answers, written into the cache, answer their queries without asking.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
  return {
    client,
    seed: (query, request, data) => client.writeQuery({ query, variables: request.variables, data }),
    read: (query, request) => client.readQuery({ query, variables: request.variables }) ?? undefined,
    watch(query, request, current, onChange) {
      let last = current;
      const observable = client.watchQuery({ query, variables: request.variables, errorPolicy: 'all', fetchPolicy: request.cacheOnly ? 'cache-only' : 'cache-first' });
      return observable.subscribe((result) => {
        // Complete data only (`returnPartialData` is off), as the query's own type.
        const next = { data: (result.data ?? undefined) as typeof current.data, loading: result.loading, codes: result.error ? errorCodes(result.error) : NO_CODES };
        // Apollo's read of an answer the store already shows (the server's, written here) is equal, not the same object: no new render.
        if (equal(next, last)) return;
        last = next;
        onChange(next);
      });
    },
  };
}
