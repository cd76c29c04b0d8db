import type { OperationVariables } from '@apollo/client';
import type { Params } from 'react-router-dom';
import type { LazyDocument } from '../data/lazyDocument';
import type { LazyPage } from './lazyPage';

/** What a route's variables are read from: the matched path parameters and the URL. */
export interface RouteLocation {
  params: Readonly<Params>;
  pathname: string;
  searchParams: URLSearchParams;
}

/**
 * The one query a route needs, with its variables read from the URL alone. The server runs it once
 * before rendering (so the render needs no second pass) and the page reads it with `useRouteQuery`
 * (so hydration finds the server's answer and asks nothing). Its document loads when the server
 * runs it and when the browser's Apollo Client needs it, not with the page: hydration reads the
 * server's answer by the operation's name.
 */
export interface RouteQuery<TData = unknown, TVariables extends OperationVariables = OperationVariables> {
  document: LazyDocument<TData, TVariables>;
  variables: (location: RouteLocation) => TVariables;
}

export function routeQuery<TData, TVariables extends OperationVariables>(document: LazyDocument<TData, TVariables>, variables: (location: RouteLocation) => TVariables): RouteQuery<TData, TVariables> {
  return { document, variables };
}

/**
 * What a route object carries in its `handle`: its one query and its page's code, each loaded when
 * the route is matched (so neither weighs on the first load of the other routes).
 */
export interface RouteHandle {
  query?: () => Promise<RouteQuery<unknown, OperationVariables>>;
  page?: Pick<LazyPage, 'load' | 'module'>;
}

/** A route query the server could not load, handed to the browser so hydration shows the same state. */
export interface PreloadFailure {
  /** The GraphQL error codes (extensions.code), or `NETWORK` for a failed request. */
  codes: string[];
}

export type PreloadFailures = Readonly<Record<string, PreloadFailure>>;
