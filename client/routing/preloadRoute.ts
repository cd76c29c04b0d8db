import type { ApolloClient } from '@apollo/client';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router-dom';
import { errorCodes } from './errorCodes';
import { preloadKey, type PreloadFailure, type RouteHandle } from './routeQuery';

/**
 * The routes matching `url`'s path (the layout's and the page's). Matched once per render and handed
 * to both preloads: each match ranks every route anew (about half a millisecond here).
 */
export function matchedRoutes(routes: RouteObject[], url: string): RouteMatch[] {
  return matchRoutes(routes, new URL(url, 'http://localhost').pathname) ?? [];
}

/**
 * Runs the route queries of the routes matching `url` (`matches`), in parallel, into the client's
 * cache, and reports those that failed. This is the server's one data pass: the render that
 * follows reads only the cache.
 */
export async function preloadRoute(client: ApolloClient, matches: RouteMatch[], url: string): Promise<Record<string, PreloadFailure>> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const failures: Record<string, PreloadFailure> = {};
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const query = await (route.handle as RouteHandle | undefined)?.query?.();
      if (!query) return;
      const variables = query.variables({ params, pathname, searchParams });
      const key = preloadKey(query.document, variables);
      try {
        const { error } = await client.query({ query: query.document, variables, errorPolicy: 'all' });
        if (error) failures[key] = { codes: errorCodes(error) };
      } catch (error) {
        failures[key] = { codes: errorCodes(error) };
      }
    }),
  );
  return failures;
}

/**
 * Loads the code of the matched routes' pages (`matches`: a route's lazy page), so the render that
 * follows (the server's, or hydration) finds it loaded; resolves to their modules (for the server
 * to name their chunks in `<link rel="modulepreload">`).
 */
export async function preloadPages(matches: RouteMatch[]): Promise<string[]> {
  const pages = matches.flatMap(({ route }) => {
    const page = (route.handle as RouteHandle | undefined)?.page;
    return page ? [page] : [];
  });
  await Promise.all(pages.map((page) => page.load()));
  return pages.map((page) => page.module);
}
