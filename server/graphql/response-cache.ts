import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ApolloServerPluginResponseCacheOptions } from '@apollo/server-plugin-response-cache';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { PurgeFence } from '../cache/purge-fence';
import type { CacheLookup, KeyValueCache } from '../cache/types';
import type { GatewayContext } from './context';

type ResponseStore = NonNullable<ApolloServerPluginResponseCacheOptions<GatewayContext>['cache']>;

/** A stored response: its tags on the first line (space-separated), then the plugin's own text. */
function withTags(tags: readonly string[], value: string): string {
  return `${tags.join(' ')}\n${value}`;
}

function readTagged(text: string): { tags: string[]; value: string } {
  const end = text.indexOf('\n');
  // An entry stored before tags were kept is the plugin's JSON alone, which never holds a raw newline.
  if (end === -1) return { tags: [], value: text };
  const line = text.slice(0, end);
  return { tags: line === '' ? [] : line.split(' '), value: text.slice(end + 1) };
}

/**
 * Whole-response caching of queries, in the gateway's one cache (the LRU, or the Redis the replicas
 * share) under its own namespace. A response is kept for the `maxAge` of its cache hints and only
 * when it has no errors, is cacheable and is storable: not degraded (a fallback or a stale-if-error
 * serve) and not private (an editor's preview, which no cache may keep), and no tag of it was purged
 * since its request began (`fence`). A hit skips execution entirely and says how old it is in the
 * `age` header.
 *
 * Each response is kept with the tags its operation collected (server/cache/tags.ts; each operation
 * of a server render has a scope of its own: server/ssr/render-page.ts), and a hit adds them to its
 * request's, so a page rendered from a cached response carries them too.
 */
export function responseCache(store: KeyValueCache, keyPrefix: string, observe: (lookup: CacheLookup) => void = () => undefined, fence?: PurgeFence): ApolloServerPlugin<GatewayContext> {
  const key = (name: string) => `${keyPrefix}:response:${name}`;
  // The plugin makes each key (with the request's context) and reads or writes it in the same
  // synchronous turn, through a store that is handed no context: the key's maker leaves it here.
  let asking: GatewayContext | null = null;
  const takeAsking = (): GatewayContext | null => {
    const context = asking;
    asking = null;
    return context;
  };
  const adapter: ResponseStore = {
    // The plugin reads once per query it may answer from the cache: what it finds is the layer's hit or miss.
    get: async (name) => {
      const context = takeAsking();
      const text = await store.get(key(name));
      observe(text === undefined ? 'miss' : 'hit');
      if (text === undefined) return undefined;
      const { tags, value } = readTagged(text);
      context?.scope.tags.add(tags);
      return value;
    },
    // The plugin writes only cacheable responses, whose maxAge is positive.
    set: async (name, value, options) => {
      const context = takeAsking();
      const ttl = options?.ttl ?? 0;
      if (ttl <= 0 || context === null) return;
      const tags = context.scope.tags.list();
      if (fence && !fence.allows(tags, context.scope.startedAt)) return;
      await store.set(key(name), withTags(tags, value), ttl, tags);
    },
    delete: (name) => store.delete(key(name)),
  };
  return responseCachePlugin<GatewayContext>({
    cache: adapter,
    shouldWriteToCache: ({ contextValue }) => Promise.resolve(contextValue.scope.storable),
    // The plugin's own key, sha256 of the key data's JSON, hashed by Node's crypto imported once: the
    // plugin's helper requires 'crypto' on every call, which costs a module resolution each time
    // (through tsx's resolver, more than the hash itself).
    generateCacheKey: (requestContext, keyData) => {
      // The plugin's type forgets the context's type; it is the gateway's (this plugin is registered with it).
      asking = requestContext.contextValue as GatewayContext;
      return createHash('sha256').update(JSON.stringify(keyData)).digest('hex');
    },
  });
}
