import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { QueryStore } from './data/queryStore';
import { loadNamedParts } from './components/deferred/lazyPart';
import { reportError, watchErrors } from './errors/reportError';
import { QuerySourceProvider } from './data/QuerySourceContext';
import { readPageCookies } from './render/pageCookies';
import { PageCookiesContext } from './render/PageCookiesContext';
import { PublicOriginContext } from './render/publicOrigin';
import { HydrationPreloadFailures } from './routing/PreloadFailures';
import { preloadPages } from './routing/preloadPages';
import { MatchedRoutes, matchedRoutes } from './routing/routeMatches';
import { routes } from './routes';
import { routeTemplate } from './rum/routeTemplate';
import { startRum } from './rum/startRum';
import type { PreloadFailures } from './routing/routeQuery';

declare global {
  interface Window {
    __ROUTE_ANSWERS__?: Record<string, unknown>;
    __ROUTE_FAILURES__?: PreloadFailures;
    __PUBLIC_ORIGIN__?: string;
    /** The source modules the server's render used (its pages and the parts it needed at once). */
    __PAGE_MODULES__?: string[];
    /** The share of page views that report their Core Web Vitals (RUM_SAMPLE_RATE). */
    __RUM_SAMPLE_RATE__?: number;
  }
}

// Errors from here on reach the gateway, named by the route they happened on (a content page, which
// the catch-all serves, by its path: content pages are public addresses, without ids or queries).
watchErrors(() => {
  const template = routeTemplate(matchedRoutes(routes, window.location.pathname));
  return template === '*' ? window.location.pathname : template;
});

// Hydration reads the answers the server rendered with; Apollo Client's code loads when something asks for more.
const queries = new QueryStore(window.__ROUTE_ANSWERS__ ?? {}, () => import('./apollo/browserSession').then((module) => module.createSession()));

const root = document.getElementById('root');
if (!root) throw new Error('The page template has no #root element');

// The page's own chunk first, then the parts it rendered (the server named them all for preloading),
// so hydration renders what the server did. Matched once, for the preload and for hydration.
const { pathname } = window.location;
const matches = matchedRoutes(routes, pathname);
void preloadPages(matches).then(async () => {
  // A part whose code the network failed to bring keeps the server's markup; the rest hydrates.
  await loadNamedParts(window.__PAGE_MODULES__ ?? []).catch(() => undefined);
  hydrate(root);
  startRum(window.__RUM_SAMPLE_RATE__ ?? 0, routeTemplate(matches));
});

function hydrate(container: HTMLElement): void {
  hydrateRoot(
    container,
    <StrictMode>
      <QuerySourceProvider value={queries}>
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
      </QuerySourceProvider>
    </StrictMode>,
    {
      // What an error boundary catches is reported too (and still logged, as React does by default).
      onCaughtError: (error, info) => {
        reportError('boundary', error);
        console.error(error, info.componentStack);
      },
    },
  );
}
