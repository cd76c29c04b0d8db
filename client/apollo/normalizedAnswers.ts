import type { ApolloCache, Cache, DocumentNode, NormalizedCacheObject, OperationVariables, StoreObject } from '@apollo/client';
import { createCache } from './createCache';

interface Normalized {
  /** The preload key of the query it answers (`preloadKey`). */
  key: string;
  /** The answer's data as JSON: the same text is the same answer. */
  text: string;
  entities: NormalizedCacheObject;
  /** The query read back from these entities, made at the first read that finds them untouched. */
  read: Cache.DiffResult<unknown> | null;
}

/** The last answer of each query every page asks (by its preload key: one entry per such query). */
const kept = new Map<string, Normalized>();
/** The kept answer each server render's cache was restored from. */
const restoredFrom = new WeakMap<ApolloCache, Normalized>();

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

function normalized(key: string, query: DocumentNode, variables: OperationVariables, data: unknown): Normalized {
  const text = JSON.stringify(data);
  const known = kept.get(key);
  if (known?.text === text) return known;
  const scratch = createCache({ resultCaching: false });
  scratch.writeQuery({ query, variables, data });
  const fresh: Normalized = { key, text, entities: deepFreeze(scratch.extract()), read: null };
  kept.set(key, fresh);
  return fresh;
}

/**
 * Restores an answer of a query every page asks (the site's chrome) into a server render's empty
 * cache, already normalized. Normalizing it (Apollo's cache write) was a sixth of a server render,
 * and the chrome's answer is the same page after page: it is normalized again only when its data
 * changes. Renders share the entities, so they are frozen: Apollo copies a stored object before
 * merging into it, and anything that did not would throw here rather than leak one page's data
 * into another's.
 */
export function restoreAnswer(cache: ApolloCache, key: string, query: DocumentNode, variables: OperationVariables, data: unknown): void {
  const answer = normalized(key, query, variables, data);
  cache.restore(answer.entities);
  restoredFrom.set(cache, answer);
}

/** True when every entity of the kept answer is still the object the cache was restored with (the root: each of its fields). */
function untouched(cache: ApolloCache, entities: NormalizedCacheObject): boolean {
  const store = cache.extract() as NormalizedCacheObject;
  for (const [id, entity] of Object.entries(entities)) {
    if (id === '__META' || store[id] === entity) continue;
    const now: StoreObject | undefined = store[id];
    if (id !== 'ROOT_QUERY' || !now || !entity) return false;
    for (const field of Object.keys(entity)) if (now[field] !== entity[field]) return false;
  }
  return true;
}

/**
 * A server render's read of a route query (`cache.diff`). The query restored from a kept answer is
 * read once per answer, not once per render: when the page's own answer, written after it, left
 * every one of its entities as restored (Apollo replaces an entity it merges into), the read gives
 * what it gave before. The read is shared, so it is frozen.
 */
export function readAnswer<TData>(cache: ApolloCache, key: string, options: Cache.DiffOptions<TData, OperationVariables>): Cache.DiffResult<TData> {
  const restored = restoredFrom.get(cache);
  if (restored?.key !== key || !untouched(cache, restored.entities)) return cache.diff<TData>(options);
  restored.read ??= deepFreeze(cache.diff<unknown>(options));
  return restored.read as Cache.DiffResult<TData>;
}
