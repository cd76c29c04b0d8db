import { HttpLink, type NormalizedCacheObject } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { createCache } from './apollo/createCache';
import { createClient } from './apollo/createClient';
import { persistedLink } from './apollo/persistedLink';
import { readPageCookies } from './render/pageCookies';
import { PageCookiesContext } from './render/PageCookiesContext';
import { PublicOriginContext } from './render/publicOrigin';
import { HydrationPreloadFailures } from './routing/PreloadFailures';
import { preloadPages } from './routing/preloadRoute';
import { MatchedRoutes, matchedRoutes } from './routing/routeMatches';
import { routes } from './routes';
import type { PreloadFailures } from './routing/routeQuery';

declare global {
  interface Window {
    __APOLLO_STATE__?: NormalizedCacheObject;
    __ROUTE_FAILURES__?: PreloadFailures;
    __PUBLIC_ORIGIN__?: string;
  }
}

const cache = createCache();
if (window.__APOLLO_STATE__) cache.restore(window.__APOLLO_STATE__);
const client = createClient({ link: persistedLink().concat(new HttpLink({ uri: '/graphql' })), cache, ssrMode: false });

const root = document.getElementById('root');
if (!root) throw new Error('The page template has no #root element');

// The page's own chunk first (the server named it for preloading), so hydration renders what the server did.
// Matched once, for the preload and for hydration.
const { pathname } = window.location;
const matches = matchedRoutes(routes, pathname);
void preloadPages(matches).then(() => hydrate(root));

function hydrate(container: HTMLElement): void {
  hydrateRoot(
    container,
    <StrictMode>
      <ApolloProvider client={client}>
        <BrowserRouter>
          {/* The cookies the server rendered this page for (the browser sends them with every request). */}
          <PageCookiesContext.Provider value={readPageCookies(document.cookie)}>
            {/* The origin the server named the page's URLs on, so hydration renders the same ones. */}
            <PublicOriginContext.Provider value={window.__PUBLIC_ORIGIN__ ?? window.location.origin}>
              <HydrationPreloadFailures failures={window.__ROUTE_FAILURES__ ?? {}}>
                <MatchedRoutes pathname={pathname} matches={matches}>
                  <App />
                </MatchedRoutes>
              </HydrationPreloadFailures>
            </PublicOriginContext.Provider>
          </PageCookiesContext.Provider>
        </BrowserRouter>
      </ApolloProvider>
    </StrictMode>,
  );
}
