import type { ApolloCache, ApolloClient, OperationVariables, TypedDocumentNode } from '@apollo/client';
import type { LazyDocument } from './lazyDocument';
import { queryKey } from './queryKey';

/** One query a component reads: its document (loaded when Apollo Client needs it), its variables and the key both make (`queryKey`). */
export interface QueryRequest<TData = unknown, TVariables extends OperationVariables = OperationVariables> {
  document: LazyDocument<TData, TVariables>;
  variables: TVariables;
  key: string;
  /**
   * The server could not load it: the page shows what the server showed (the markup must match)
   * and asks nothing, as a `cache-only` query would.
   */
  cacheOnly: boolean;
}

/** A request for a query the server did not run (a visitor's search box): keyed as any other. */
export function queryRequest<TData, TVariables extends OperationVariables>(document: LazyDocument<TData, TVariables>, variables: TVariables): QueryRequest<TData, TVariables> {
  return { document, variables, key: queryKey(document.name, variables), cacheOnly: false };
}

/** What keeps entries apart: a query that failed on the server is read apart from the same query asked afresh. */
export function entryId(request: Pick<QueryRequest, 'key' | 'cacheOnly'>): string {
  return request.cacheOnly ? `cache-only ${request.key}` : request.key;
}

/** No error codes: the answer did not fail. */
export const NO_CODES: readonly string[] = Object.freeze([]);

/** What a query's answer is at one moment. */
export interface QuerySnapshot<TData = unknown> {
  /** The complete answer, when there is one (with errors too: queries are read with `errorPolicy: 'all'`). */
  data: TData | undefined;
  loading: boolean;
  /** The error codes of a failed answer (each GraphQL error's `extensions.code`, or `NETWORK`); empty when it did not fail. */
  codes: readonly string[];
}

/** One query's answer as components subscribe to it (`useSyncExternalStore`): both functions are stable for its life. */
export interface QueryEntry<TData = unknown> {
  /** The answer now: the same object until it changes. */
  getSnapshot: () => QuerySnapshot<TData>;
  /** Keeps the answer up to date while `listener` is subscribed (asking for it when it is not known). */
  subscribe: (listener: () => void) => () => void;
}

/**
 * Where components read queries from and reach Apollo Client through. A server render reads the
 * answers its preload brought (`renderSource.ts`); the browser reads the server's answers first and
 * loads Apollo Client only when something asks for more (`queryStore.ts`), so the first route does
 * not load it.
 */
export interface QuerySource {
  /** The entry of a query (one per key and `cacheOnly`, the same object while anyone reads it). */
  entry<TData, TVariables extends OperationVariables>(request: QueryRequest<TData, TVariables>): QueryEntry<TData>;
  /** Apollo Client, for what a visitor's action asks (View More, mutations): loaded at its first use. */
  client(): Promise<ApolloClient>;
  /** Drops a query's answer so that its next reader asks again; `evict` removes it from Apollo's cache once that is loaded. */
  forget(key: string, evict: (cache: ApolloCache) => void): void;
}

/** Apollo Client and the document a visitor's action runs with it (View More, a form): both loaded at their first use, side by side. */
export function clientWith<TData, TVariables extends OperationVariables>(source: QuerySource, document: LazyDocument<TData, TVariables>): Promise<[ApolloClient, TypedDocumentNode<TData, TVariables>]> {
  return Promise.all([source.client(), document.load()]);
}
