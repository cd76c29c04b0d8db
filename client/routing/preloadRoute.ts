import type { DocumentNode, OperationVariables } from '@apollo/client';
import type { RouteMatch } from 'react-router-dom';
import { cacheDocument } from '../apollo/createCache';
import { graphqlErrorCodes } from '../data/errorCodes';
import { queryKey } from '../data/queryKey';
import type { PreloadFailure, RouteHandle } from './routeQuery';

/** A GraphQL result as the gateway answers an operation. */
export interface ExecutionResult {
  data?: Record<string, unknown> | null;
  errors?: ReadonlyArray<{ extensions?: Record<string, unknown> }>;
}

/** Runs one operation against the gateway's schema (in-process on the server: server/ssr/execute.ts). */
export type ExecuteQuery = (query: DocumentNode, variables: OperationVariables) => Promise<ExecutionResult>;

/** What a render reads: each route query's answer by its key, and the route queries that failed. */
export interface Preloaded {
  answers: ReadonlyMap<string, unknown>;
  failures: Record<string, PreloadFailure>;
}

/**
 * Runs the route queries of the routes matching `url` (`matches`), in parallel, and reports those
 * that failed (an answer with errors keeps its data: the page shows what it can). This is the
 * server's one data pass: the render that follows reads these answers, as the browser does when it
 * hydrates, without a cache: normalizing every answer into Apollo Client's cache and reading it
 * back cost a render about a millisecond for the same data (the answers are read back equal from
 * the cache the browser writes them into: tests/api/gateway/browser-queries.test.ts).
 */
export async function preloadRoute(execute: ExecuteQuery, matches: RouteMatch[], url: string): Promise<Preloaded> {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const answers = new Map<string, unknown>();
  const failures: Record<string, PreloadFailure> = {};
  await Promise.all(
    matches.map(async ({ route, params }) => {
      const routeQuery = await (route.handle as RouteHandle | undefined)?.query?.();
      if (!routeQuery) return;
      const variables = routeQuery.variables({ params, pathname, searchParams });
      const key = queryKey(routeQuery.document.name, variables);
      try {
        // The document as the browser's cache sends and reads it (with `__typename`s), so its answer can be written there.
        const result = await execute(cacheDocument(await routeQuery.document.load()), variables);
        if (result.errors?.length) failures[key] = { codes: graphqlErrorCodes(result.errors) };
        if (result.data) answers.set(key, result.data);
      } catch {
        failures[key] = { codes: ['NETWORK'] };
      }
    }),
  );
  return { answers, failures };
}
