import { ApolloLink, type ApolloClient, type DocumentNode, type OperationVariables } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import type { RouteMatch } from 'react-router-dom';
import { lastValueFrom } from 'rxjs';
import { cacheDocument } from '../apollo/createCache';
import { restoreAnswer } from '../apollo/normalizedAnswers';
import { errorCodes } from '../apollo/errorCodes';
import { queryKey } from '../data/queryKey';
import type { PreloadFailure, RouteHandle } from './routeQuery';

/** One route query's answer, before it is written. */
interface Answer {
  key: string;
  query: DocumentNode;
  variables: OperationVariables;
  data: unknown;
  everyPage: boolean;
}

/**
 * Runs the route queries of the routes matching `url` (`matches`), in parallel, into the client's
 * cache, and reports those that failed. This is the server's one data pass: the render that
 * follows reads only the cache.
 *
 * Each answer goes through the client's link and is written to the cache once, as `client.query`
 * would write it (data with errors included: `errorPolicy: 'all'`), but without what `client.query`
 * adds around the write: a read of the cache before it and a read of the answer back after it.
 * The render reads each answer once (`useRouteQuery`), so those reads were a third of a render's
 * work for nothing. The answers are written once all have come, in route order: the answer of a
 * query every page asks (the chrome) is restored already normalized (normalizedAnswers.ts) into
 * the empty cache, then the page's are written over it, as if the chrome's had come first.
 */
export async function preloadRoute(client: ApolloClient, matches: RouteMatch[], url: string): Promise<Record<string, PreloadFailure>> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const failures: Record<string, PreloadFailure> = {};
  const answers = await Promise.all(
    matches.map(async ({ route, params }): Promise<Answer | null> => {
      const routeQuery = await (route.handle as RouteHandle | undefined)?.query?.();
      if (!routeQuery) return null;
      const variables = routeQuery.variables({ params, pathname, searchParams });
      const key = queryKey(routeQuery.document, variables);
      try {
        // The document as the client sends and reads it (with the cache's `__typename`s).
        const query = cacheDocument(routeQuery.document);
        const result = await lastValueFrom(ApolloLink.execute(client.link, { query, variables }, { client }));
        if (result.errors?.length) failures[key] = { codes: errorCodes(new CombinedGraphQLErrors(result)) };
        return result.data ? { key, query, variables, data: result.data, everyPage: routeQuery.everyPage === true } : null;
      } catch (error) {
        failures[key] = { codes: errorCodes(error) };
        return null;
      }
    }),
  );
  const written = answers.filter((answer) => answer !== null);
  const restored = written.find((answer) => answer.everyPage);
  if (restored) restoreAnswer(client.cache, restored.key, restored.query, restored.variables, restored.data);
  for (const answer of written) {
    if (answer !== restored) client.cache.writeQuery({ query: answer.query, variables: answer.variables, data: answer.data });
  }
  return failures;
}
