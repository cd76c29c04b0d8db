import type { ApolloServerPlugin, GraphQLRequestContext } from '@apollo/server';
import type { ApolloServerPluginResponseCacheOptions } from '@apollo/server-plugin-response-cache';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import { Kind, type SelectionNode } from 'graphql';
import type { KeyValueCache } from '../cache/types';
import type { GatewayContext } from './context';

type ResponseStore = NonNullable<ApolloServerPluginResponseCacheOptions<GatewayContext>['cache']>;

/**
 * Whole-response caching of queries, in the gateway's one cache (the LRU, or the Redis the replicas
 * share) under its own namespace. A response is kept for the `maxAge` of its cache hints and only
 * when it has no errors and is cacheable: degraded answers set their hint to 0, so they never are.
 * A hit skips execution entirely and says how old it is in the `age` header.
 */
export function responseCache(store: KeyValueCache, keyPrefix: string): ApolloServerPlugin<GatewayContext> {
  const key = (name: string) => `${keyPrefix}:response:${name}`;
  const adapter: ResponseStore = {
    get: (name) => store.get(key(name)),
    // The plugin writes only cacheable responses, whose maxAge is positive.
    set: async (name, value, options) => {
      const ttl = options?.ttl ?? 0;
      if (ttl > 0) await store.set(key(name), value, ttl);
    },
    delete: (name) => store.delete(key(name)),
  };
  return responseCachePlugin<GatewayContext>({
    cache: adapter,
    // Editors' previews are never read from nor written to the shared cache, whatever their hints say.
    shouldReadFromCache: async (request) => !asksForPreview(request),
    shouldWriteToCache: async (request) => !asksForPreview(request),
  });
}

/** Root fields whose answers are private to one visitor (an editor's preview of a draft). */
const PRIVATE_ROOT_FIELDS = new Set(['previewPage']);

/** Whether the operation selects a private root field (directly or through fragments). */
function asksForPreview(request: GraphQLRequestContext<GatewayContext>): boolean {
  const operation = request.operation;
  const document = request.document;
  if (!operation || !document) return true;
  const fragments = new Map(document.definitions.flatMap((definition) => (definition.kind === Kind.FRAGMENT_DEFINITION ? [[definition.name.value, definition] as const] : [])));
  const visit = (selections: readonly SelectionNode[], seen: Set<string>): boolean =>
    selections.some((selection) => {
      if (selection.kind === Kind.FIELD) return PRIVATE_ROOT_FIELDS.has(selection.name.value);
      if (selection.kind === Kind.INLINE_FRAGMENT) return visit(selection.selectionSet.selections, seen);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(fragment.name.value)) return false;
      return visit(fragment.selectionSet.selections, new Set([...seen, fragment.name.value]));
    });
  return visit(operation.selectionSet.selections, new Set());
}
