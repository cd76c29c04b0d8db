import { useEffect, useMemo, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { DeferredHydration } from '../components/deferred/DeferredHydration';
import { lazyPart, useEagerPartsAfterNavigation } from '../components/deferred/lazyPart';
import { useMarkHydrated } from '../hooks/useHydrating';
import { TicketDialogProvider } from '../components/tickets/TicketDialogProvider';
import { SiteMetaContext, useCollectSiteMeta } from '../render/RenderContext';
import { isInPageNavigation } from '../routing/inPageNavigation';
import { useRouteQuery } from '../routing/useRouteQuery';
import { chromeRoute } from './chromeRoute';
import { CookieBar } from './CookieBar';
import { primaryLocation } from './chromeTypes';
import { NewsletterPatternContext } from './newsletterPattern';
import { SkipLink } from './SkipLink';
import { useAnchorScroll } from './useAnchorScroll';
import { usePageViews } from './usePageViews';

/** The footer's code (its newsletter form among it): loaded when the visitor nears the footer or reaches into it. */
const Footer = lazyPart(() => import('./Footer').then((m) => m.Footer));
// The header and the alert bar: in the server's HTML as they are, live after the page (the alert
// bar when seen, the header once the page has loaded: their code loads then, so no first route
// waits for it), as soon as the visitor reaches into one (a click meanwhile is held and replayed),
// and with the first navigation. The cookie bar is live with the page: it keeps what is focused
// clear of itself (useScrollClearance).
const Header = lazyPart(() => import('./Header').then((m) => m.Header));
const AlertBar = lazyPart(() => import('./AlertBar').then((m) => m.AlertBar));

/** The chrome's lists while its query has not answered (the same arrays: new ones would reach into the parts still waiting to hydrate). */
const NONE: never[] = [];

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

  // The same objects while the chrome's answer is: props of parts still waiting to hydrate must not change.
  const location = useMemo(() => primaryLocation(data?.locations ?? NONE), [data?.locations]);
  const primary = data?.navigation.primary ?? NONE;

  return (
    <SiteMetaContext.Provider value={siteMeta}>
      <TicketDialogProvider store={site?.ticketStoreUrl ?? null}>
        <SkipLink />
        {/* Shown at the bottom of the window, but early in the tab order: a keyboard user meets it right after the skip link. */}
        <CookieBar />
        <DeferredHydration opensWith={routerLocation}>
          <AlertBar alerts={data?.alerts ?? NONE} />
        </DeferredHydration>
        {/* A box-less wrapper (the header sticks to the page, not to a wrapper of its height): it has no box to be seen, so it goes live once the page has loaded. */}
        <DeferredHydration className="chrome-slot" afterLoad opensWith={routerLocation}>
          <Header siteTitle={site?.title ?? 'Home'} primary={primary} secondary={data?.navigation.secondary ?? NONE} location={location} />
        </DeferredHydration>
        {/* Named, so it stays told apart from a framed document's own main (the ticket store's, in its dialog). */}
        <main id="main" className="site-main" tabIndex={-1} aria-label="Main content">
          {/* Sign-up forms editors place in pages check addresses against the chrome's pattern. */}
          <NewsletterPatternContext.Provider value={site?.newsletterEmailPattern ?? null}>
            <Outlet />
          </NewsletterPatternContext.Provider>
        </main>
        <DeferredHydration opensWith={routerLocation}>
          <Footer site={site} primary={primary} deepFooter={data?.navigation.deepFooter ?? NONE} location={location} />
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
