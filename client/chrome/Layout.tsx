import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DeferredHydration } from '../components/deferred/DeferredHydration';
import { lazyPart, useEagerPartsAfterNavigation } from '../components/deferred/lazyPart';
import { useMarkHydrated } from '../hooks/useHydrating';
import { TicketDialogProvider } from '../components/tickets/TicketDialogProvider';
import { SiteMetaContext, useCollectSiteMeta } from '../render/RenderContext';
import { isInPageNavigation } from '../routing/inPageNavigation';
import { useRouteQuery } from '../routing/useRouteQuery';
import { AlertBar } from './AlertBar';
import { chromeRoute } from './chromeRoute';
import { primaryLocation } from './chromeTypes';
import { CookieBar } from './CookieBar';
import { Header } from './Header';
import { NewsletterPatternContext } from './newsletterPattern';
import { SkipLink } from './SkipLink';
import { useAnchorScroll } from './useAnchorScroll';
import { usePageViews } from './usePageViews';

/** The footer's code (its newsletter form among it): loaded when the visitor nears the footer or reaches into it. */
const Footer = lazyPart(() => import('./Footer').then((m) => m.Footer));

/**
 * Every page's frame. The chrome has its own query; when it fails the chrome degrades to its bare
 * frame and the page inside still renders.
 */
export function Layout() {
  const { data } = useRouteQuery(chromeRoute);
  const site = data?.site;
  // The same object while the site's title and description are: a new context value would reach into
  // every part still waiting to hydrate (React cannot tell whether it reads it) and render it afresh.
  const siteMeta = useMemo(() => ({ title: site?.title, description: site?.description }), [site?.title, site?.description]);
  // A new object with each navigation, even one the router did not make (a key of its own it may not have).
  const routerLocation = useLocation();
  useCollectSiteMeta(siteMeta);
  useFocusMainOnNavigation();
  useEagerPartsAfterNavigation();
  useMarkHydrated();
  useAnchorScroll();
  usePageViews();

  const location = primaryLocation(data?.locations ?? []);
  const primary = data?.navigation.primary ?? [];

  return (
    <SiteMetaContext.Provider value={siteMeta}>
      <TicketDialogProvider store={site?.ticketStoreUrl ?? null}>
        <SkipLink />
        {/* Shown at the bottom of the window, but early in the tab order: a keyboard user meets it right after the skip link. */}
        <CookieBar />
        <AlertBar alerts={data?.alerts ?? []} />
        <Header siteTitle={site?.title ?? 'Home'} primary={primary} secondary={data?.navigation.secondary ?? []} location={location} />
        {/* Named, so it stays told apart from a framed document's own main (the ticket store's, in its dialog). */}
        <main id="main" className="site-main" tabIndex={-1} aria-label="Main content">
          {/* Sign-up forms editors place in pages check addresses against the chrome's pattern. */}
          <NewsletterPatternContext.Provider value={site?.newsletterEmailPattern ?? null}>
            <Outlet />
          </NewsletterPatternContext.Provider>
        </main>
        <DeferredHydration opensWith={routerLocation}>
          <Footer site={site} primary={primary} deepFooter={data?.navigation.deepFooter ?? []} location={location} />
        </DeferredHydration>
      </TicketDialogProvider>
    </SiteMetaContext.Provider>
  );
}

/** After a client-side navigation, move focus (and the view) to the new page's main content — unless it stays on the same screen. */
function useFocusMainOnNavigation(): void {
  const { pathname, state } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (isInPageNavigation(state)) return;
    const main = document.getElementById('main');
    main?.focus({ preventScroll: true });
    window.scrollTo(0, 0);
  }, [pathname, state]);
}
