import type { OperationVariables } from '@apollo/client';
import { useLocation, useParams } from 'react-router-dom';
import { queryKey } from '../data/queryKey';
import { useQueryAnswer } from '../data/useQueryAnswer';
import { usePreloadFailure } from './PreloadFailures';
import type { RouteQuery } from './routeQuery';

/** What a page reads of its route query. */
export interface RouteQueryResult<TData, TVariables> {
  data: TData | undefined;
  /** The answer before the variables last changed (a page keeps showing it while the next one loads). */
  previousData: TData | undefined;
  loading: boolean;
  variables: TVariables;
  /** True when the answer came with errors or not at all (the page shows its degraded view). */
  failed: boolean;
  errorCodes: readonly string[];
}

/**
 * Reads the page's route query for the current URL. On the server the query was already run (so
 * this reads its answer); in the browser the first render finds the answer the server rendered
 * with, and a query the server could not load keeps showing its failure instead of asking again.
 */
export function useRouteQuery<TData, TVariables extends OperationVariables>(route: RouteQuery<TData, TVariables>): RouteQueryResult<TData, TVariables> {
  const params = useParams();
  const { pathname, search } = useLocation();
  const variables = route.variables({ params, pathname, searchParams: new URLSearchParams(search) });
  const key = queryKey(route.document.name, variables);
  const failure = usePreloadFailure(key);
  // What the server failed to load stays failed through hydration (the markup must match).
  const { data, previousData, loading, codes } = useQueryAnswer({ document: route.document, variables, key, cacheOnly: failure !== undefined });
  const errorCodes = failure ? failure.codes : codes;
  return { data, previousData, loading, variables, failed: errorCodes.length > 0, errorCodes };
}
