import { createHash } from 'node:crypto';
import type { ApolloServerPlugin } from '@apollo/server';
import type { ApolloServerPluginResponseCacheOptions } from '@apollo/server-plugin-response-cache';
import responseCachePlugin from '@apollo/server-plugin-response-cache';
import type { CacheLookup, KeyValueCache } from '../cache/types';
import type { GatewayContext } from './context';

type ResponseStore = NonNullable<ApolloServerPluginResponseCacheOptions<GatewayContext>['cache']>;

/**
 * Whole-response caching of queries, in the gateway's one cache (the LRU, or the Redis the replicas
 * share) under its own namespace. A response is kept for the `maxAge` of its cache hints and only
 * when it has no errors, is cacheable and is storable: not degraded (a fallback or a stale-if-error
 * serve) and not private (an editor's preview, which no cache may keep).
 * A hit skips execution entirely and says how old it is in the `age` header.
 */
export function responseCache(store: KeyValueCache, keyPrefix: string, observe: (lookup: CacheLookup) => void = () => undefined): ApolloServerPlugin<GatewayContext> {
  const key = (name: string) => `${keyPrefix}:response:${name}`;
  const adapter: ResponseStore = {
    // The plugin reads once per query it may answer from the cache: what it finds is the layer's hit or miss.
    get: async (name) => {
      const value = await store.get(key(name));
      observe(value === undefined ? 'miss' : 'hit');
      return value;
    },
    // The plugin writes only cacheable responses, whose maxAge is positive.
    set: async (name, value, options) => {
      const ttl = options?.ttl ?? 0;
      if (ttl > 0) await store.set(key(name), value, ttl);
    },
    delete: (name) => store.delete(key(name)),
  };
  return responseCachePlugin<GatewayContext>({
    cache: adapter,
    shouldWriteToCache: ({ contextValue }) => Promise.resolve(contextValue.scope.storable),
    // The plugin's own key, sha256 of the key data's JSON, hashed by Node's crypto imported once: the
    // plugin's helper requires 'crypto' on every call, which costs a module resolution each time
    // (through tsx's resolver, more than the hash itself).
    generateCacheKey: (_request, keyData) => createHash('sha256').update(JSON.stringify(keyData)).digest('hex'),
  });
}
