import type { OperationVariables } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useLocation, useParams } from 'react-router-dom';
import { usePreloadFailure } from './PreloadFailures';
import { errorCodes } from './errorCodes';
import { preloadKey, type RouteQuery } from './routeQuery';

/**
 * Reads the page's route query for the current URL. On the server the query was already run (so
 * this reads the cache); in the browser the first render finds the server's answer in the restored
 * cache, and a query the server could not load keeps showing its failure instead of asking again.
 * `failed` is true when the answer came with errors or not at all (the page shows its degraded view).
 */
export function useRouteQuery<TData, TVariables extends OperationVariables>(route: RouteQuery<TData, TVariables>) {
  const params = useParams();
  const { pathname, search } = useLocation();
  const variables = route.variables({ params, pathname, searchParams: new URLSearchParams(search) });
  const failure = usePreloadFailure(preloadKey(route.document as RouteQuery['document'], variables));
  const result = useQuery<TData, TVariables>(route.document, {
    variables,
    errorPolicy: 'all',
    // What the server failed to load stays failed through hydration (the markup must match).
    ...(failure ? { fetchPolicy: 'cache-only' as const } : {}),
  } as useQuery.Options<TData, TVariables>);
  const codes = failure ? failure.codes : result.error ? errorCodes(result.error) : [];
  return { ...result, variables, failed: codes.length > 0, errorCodes: codes };
}
