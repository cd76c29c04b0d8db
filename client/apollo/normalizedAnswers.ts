import type { DocumentNode, NormalizedCacheObject, OperationVariables } from '@apollo/client';
import { createCache } from './createCache';

interface Normalized {
  /** The answer's data as JSON: the same text is the same answer. */
  text: string;
  entities: NormalizedCacheObject;
}

/** The last answer of each query every page asks (by its preload key: one entry per such query). */
const kept = new Map<string, Normalized>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/**
 * An answer of a query every page asks (the site's chrome), normalized as the cache keeps it, for
 * `cache.restore` into a server render's empty cache. Normalizing it (Apollo's cache write) was a
 * sixth of a server render, and the chrome's answer is the same page after page: it is normalized
 * again only when its data changes. Renders share the entities, so they are frozen: Apollo copies a
 * stored object before merging into it, and anything that did not would throw here rather than
 * leak one page's data into another's.
 */
export function normalizedAnswer(key: string, query: DocumentNode, variables: OperationVariables, data: unknown): NormalizedCacheObject {
  const text = JSON.stringify(data);
  const known = kept.get(key);
  if (known?.text === text) return known.entities;
  const scratch = createCache({ resultCaching: false });
  scratch.writeQuery({ query, variables, data });
  const entities = deepFreeze(scratch.extract());
  kept.set(key, { text, entities });
  return entities;
}
