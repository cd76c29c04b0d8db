import { ApolloLink, type ApolloClient } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { RouteMatch } from 'react-router-dom';
import { lastValueFrom } from 'rxjs';
import { errorCodes } from './errorCodes';
import { preloadKey, type PreloadFailure, type RouteHandle } from './routeQuery';

/**
 * Runs the route queries of the routes matching `url` (`matches`), in parallel, into the client's
 * cache, and reports those that failed. This is the server's one data pass: the render that
 * follows reads only the cache.
 *
 * Each answer goes through the client's link and is written to the cache once, as `client.query`
 * would write it (data with errors included: `errorPolicy: 'all'`), but without what `client.query`
 * adds around the write: a read of the cache before it and a read of the answer back after it.
 * The render reads each answer once (`useRouteQuery`), so those reads were a third of a render's
 * work for nothing.
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
        // The document as the client sends and reads it (with the cache's `__typename`s).
        const document = client.cache.transformDocument(query.document);
        const result = await lastValueFrom(ApolloLink.execute(client.link, { query: document, variables }, { client }));
        if (result.data) client.cache.writeQuery({ query: document, variables, data: result.data });
        if (result.errors?.length) failures[key] = { codes: errorCodes(new CombinedGraphQLErrors(result)) };
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
