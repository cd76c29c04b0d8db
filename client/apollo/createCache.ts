import { InMemoryCache, type DocumentNode } from '@apollo/client';
import introspection from '../gql/possibleTypes';

interface CacheOptions {
  /**
   * Whether reads are memoised (and every read tracks what it depends on, so writes can invalidate
   * it). The browser reads the same queries again and again; a server render reads each answer
   * once, so there the tracking is work for nothing.
   */
  resultCaching?: boolean;
}

/**
 * One cache configuration for server and browser, so the extract the server hands over
 * normalises identically when the browser restores it.
 */
export function createCache({ resultCaching = true }: CacheOptions = {}): InMemoryCache {
  return new InMemoryCache({
    resultCaching,
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
 * A document as every cache of `createCache` sends and reads it (with `__typename`s added). A server
 * render's cache is new, and its own transform would walk each route document again every render
 * (and hand back a new document, which Apollo Client's `print` then printed again); this one keeps
 * its result per document.
 */
export function cacheDocument<T extends DocumentNode>(document: T): T {
  transformer ??= createCache({ resultCaching: false });
  return transformer.transformDocument(document) as T;
}
