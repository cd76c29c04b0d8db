import { InMemoryCache, type DocumentNode } from '@apollo/client';
import introspection from '../gql/possibleTypes';

/** The browser's cache (apollo/browserSession.ts), which the server's answers are written into. */
export function createCache(): InMemoryCache {
  return new InMemoryCache({
    // Unions and interfaces of the schema (generated), so fragments on their members match.
    possibleTypes: introspection.possibleTypes,
    typePolicies: {
      // Singletons without an id: keep one entry each instead of nesting them under ROOT_QUERY.
      Site: { keyFields: [] },
      Navigation: { keyFields: [] },
      // Menu link ids are unique only within their menu, so they must not be normalised.
      MenuLink: { keyFields: false },
      // A building's address and today's hours are read by the chrome and by content pages with
      // different fields: merge them, so one query's answer does not drop the other's fields.
      Address: { merge: true },
      TodayHours: { merge: true },
      // An event's card shows the occurrence its listing chose (its dates and status differ from one
      // listing to the next), so one event's cards must not be merged into one entry.
      EventSummary: { keyFields: false },
    },
  });
}

/** The cache route documents are transformed by: one for the life of the module, so each is transformed once. */
let transformer: InMemoryCache | undefined;

/**
 * A document as the browser's cache sends and reads it (with `__typename`s added): the server runs
 * route queries so, and their answers can be written into that cache as they are. The transform
 * keeps its result per document (render after render, the same document, printed once).
 */
export function cacheDocument<T extends DocumentNode>(document: T): T {
  transformer ??= createCache();
  return transformer.transformDocument(document) as T;
}
