import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import { loadParts, RenderModules } from './components/deferred/lazyPart';
import { RenderQuerySource } from './data/renderSource';
import { QuerySourceProvider } from './data/QuerySourceContext';
import { renderHead } from './render/head';
import { pageCookieVariant, readPageCookies } from './render/pageCookies';
import { PageCookiesContext } from './render/PageCookiesContext';
import { PublicOriginContext } from './render/publicOrigin';
import { RenderContext, createRenderCollector } from './render/RenderContext';
import { ServerPreloadFailures } from './routing/PreloadFailures';
import { preloadPages } from './routing/preloadPages';
import { preloadRoute, type ExecuteQuery } from './routing/preloadRoute';
import { MatchedRoutes, matchedRoutes } from './routing/routeMatches';
import type { PreloadFailures } from './routing/routeQuery';
import { routes } from './routes';
import { routeTemplates as allRouteTemplates } from './rum/routeTemplate';

/** The operations this build persisted (sha256 → text): the gateway answers the browser's requests by hash from them. */
export { default as persistedDocuments } from './gql/persisted-documents.json';

/** The modules the browser loads after the first route, when first needed (entry-client.tsx): pages prefetch them. */
export const deferredModules: readonly string[] = ['apollo/browserSession.ts'];

/** The router's route templates: the gateway's real-user monitoring accepts beacons that name one of these. */
export const routeTemplates: readonly string[] = allRouteTemplates(routes);

export interface RenderRequest {
  url: string;
  /** Runs one operation against the gateway's schema (in-process: no HTTP hop). */
  execute: ExecuteQuery;
  /** The request's `Cookie` header: the page cookies (render/pageCookies.ts) change the HTML. */
  cookies?: string;
  /** The origin visitors reach the site at (PUBLIC_ORIGIN): pages name themselves by absolute URLs on it. */
  publicOrigin: string;
}

export interface RenderResult {
  html: string;
  head: string;
  /** The answers the render read, by query key: the browser hydrates with them (data/queryStore.ts). */
  answers: Record<string, unknown>;
  /** Route queries that failed, so hydration shows the same degraded view. */
  failures: PreloadFailures;
  status: number;
  redirect?: string;
  /** The page-cookie state this HTML was rendered for: with the URL, the key of any cache of it. */
  variant: string;
  /** The source modules of the lazy pages and the parts they need at once that this render used (the server names their chunks for preloading). */
  modules: string[];
}

/** The page-cookie state of a `Cookie` header, for keying a cache of rendered HTML before rendering. */
export function htmlVariant(cookies: string | undefined): string {
  return pageCookieVariant(readPageCookies(cookies));
}

/** The matched pages' code and every part's: the render that follows needs nothing more. Resolves to the pages' modules. */
async function preloadCode(matches: ReturnType<typeof matchedRoutes>): Promise<string[]> {
  const pages = await preloadPages(matches);
  await loadParts();
  return pages;
}

/**
 * Renders one request in one pass: the route queries of the URL run first (in parallel, through
 * `execute`, while the matched pages' code loads), then the tree renders once from their answers.
 */
export async function render({ url, execute, cookies, publicOrigin }: RenderRequest): Promise<RenderResult> {
  const pageCookies = readPageCookies(cookies);
  // The route's data and its page's code load side by side; then the tree renders once.
  const { pathname } = new URL(url, 'http://localhost');
  // Matched once: for both preloads and for the render.
  const matches = matchedRoutes(routes, pathname);
  // The parts' code (chunks the browser loads where and when it needs them) the server has before it renders: all of it, once.
  const [{ answers, failures }, pages] = await Promise.all([preloadRoute(execute, matches, url), preloadCode(matches)]);
  const collector = createRenderCollector();
  const partModules = new Set<string>();
  const queries = new RenderQuerySource(answers);
  const html = renderToString(
    <StrictMode>
      <QuerySourceProvider value={queries}>
        <StaticRouter location={url}>
          <RenderContext.Provider value={collector}>
            <RenderModules.Provider value={partModules}>
              <PageCookiesContext.Provider value={pageCookies}>
                <PublicOriginContext.Provider value={publicOrigin}>
                  <ServerPreloadFailures failures={failures}>
                    <MatchedRoutes pathname={pathname} matches={matches}>
                      <App />
                    </MatchedRoutes>
                  </ServerPreloadFailures>
                </PublicOriginContext.Provider>
              </PageCookiesContext.Provider>
            </RenderModules.Provider>
          </RenderContext.Provider>
        </StaticRouter>
      </QuerySourceProvider>
    </StrictMode>,
  );
  return {
    html,
    head: renderHead(collector, pathname, publicOrigin),
    answers: queries.answers(),
    failures,
    status: collector.status,
    redirect: collector.redirect,
    variant: pageCookieVariant(pageCookies),
    modules: [...pages, ...partModules],
  };
}
