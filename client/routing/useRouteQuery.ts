import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { cacheDocument } from '../apollo/createCache';
import { readAnswer } from '../apollo/normalizedAnswers';
import { useLocation, useParams } from 'react-router-dom';
import { usePreloadFailure } from './PreloadFailures';
import { errorCodes } from './errorCodes';
import { preloadKey, type PreloadFailure, type RouteQuery } from './routeQuery';

/** What a page reads of its route query. */
export interface RouteQueryResult<TData, TVariables> {
  data: TData | undefined;
  /** The answer before the variables last changed (a page keeps showing it while the next one loads). */
  previousData: TData | undefined;
  loading: boolean;
  variables: TVariables;
  /** True when the answer came with errors or not at all (the page shows its degraded view). */
  failed: boolean;
  errorCodes: string[];
}

interface Answer<TData> {
  data: TData | undefined;
  previousData?: TData;
  loading: boolean;
  error?: unknown;
}

/** The browser: the query, watched (the first render finds the server's answer in the restored cache). */
function useWatchedAnswer<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, _key: string, failure: PreloadFailure | undefined): Answer<TData> {
  return useQuery<TData, TVariables>(document, {
    variables,
    errorPolicy: 'all',
    // What the server failed to load stays failed through hydration (the markup must match).
    ...(failure ? { fetchPolicy: 'cache-only' as const } : {}),
  } as useQuery.Options<TData, TVariables>);
}

/**
 * A server render: the answer the preload wrote, read from the cache once, as `useQuery`'s first
 * result reads it (cache-first: complete data, else loading; cache-only after a failure: never
 * loading). A render never waits for or watches anything, so `useQuery`'s watched query (and its
 * analysis of the document, which a new client per render repeats) would be work for nothing.
 */
function useCachedAnswer<TData, TVariables extends OperationVariables>(document: TypedDocumentNode<TData, TVariables>, variables: TVariables, key: string, failure: PreloadFailure | undefined): Answer<TData> {
  const { cache } = useApolloClient();
  // The chrome's answer, restored from the one kept between renders, is read once per answer (normalizedAnswers.ts).
  const diff = readAnswer<TData>(cache, key, { query: cacheDocument(document), variables, returnPartialData: true, optimistic: true });
  return { data: diff.complete ? (diff.result ?? undefined) : undefined, previousData: undefined, loading: !failure && !diff.complete };
}

// Fixed for the life of the module (there is no window on the server), so every render calls the same hooks.
const useAnswer = typeof window === 'undefined' ? useCachedAnswer : useWatchedAnswer;

/**
 * Reads the page's route query for the current URL. On the server the query was already run (so
 * this reads the cache); in the browser the first render finds the server's answer in the restored
 * cache, and a query the server could not load keeps showing its failure instead of asking again.
 */
export function useRouteQuery<TData, TVariables extends OperationVariables>(route: RouteQuery<TData, TVariables>): RouteQueryResult<TData, TVariables> {
  const params = useParams();
  const { pathname, search } = useLocation();
  const variables = route.variables({ params, pathname, searchParams: new URLSearchParams(search) });
  const key = preloadKey(route.document as RouteQuery['document'], variables);
  const failure = usePreloadFailure(key);
  const { data, previousData, loading, error } = useAnswer(route.document, variables, key, failure);
  const codes = failure ? failure.codes : error ? errorCodes(error) : [];
  return { data, previousData, loading, variables, failed: codes.length > 0, errorCodes: codes };
}
