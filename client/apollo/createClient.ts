import { ApolloClient, type ApolloLink, type InMemoryCache } from '@apollo/client';

interface CreateClientOptions {
  link: ApolloLink;
  cache: InMemoryCache;
  ssrMode: boolean;
}

/** Builds the Apollo Client for one server render (fresh cache) or for the browser (restored cache). */
export function createClient({ link, cache, ssrMode }: CreateClientOptions): ApolloClient {
  return new ApolloClient({
    link,
    cache,
    ssrMode,
    // cache-first is what makes hydration free: every query of the first render is already in the restored cache.
    defaultOptions: { watchQuery: { fetchPolicy: 'cache-first' } },
  });
}
