import { useEffect } from 'react';
import type { RouteObject } from 'react-router-dom';
import { inPlaceLink } from './inPlaceLink';
import { matchedRoutes } from './routeMatches';
import type { RouteHandle } from './routeQuery';

/** A path the router does not serve (a file: the sitemap, a download). */
const FILE_PATH = /\.\w+$/;

/** The pathname a link would navigate to client-side (another page's), or null for one the browser follows itself. */
function navigablePath(target: EventTarget | null): string | null {
  const url = inPlaceLink(target);
  if (!url || url.pathname === window.location.pathname || FILE_PATH.test(url.pathname)) return null;
  return url.pathname;
}

/**
 * Loads the code of the page a link leads to (its page's chunk and its route query's module) when
 * the visitor shows the intent to follow it: the pointer comes over it (a tap sends that too, before
 * its click) or the keyboard focuses it. A page's chunk is fetched alone and its own imports after
 * it (the entry carries no map of every chunk's imports: vite.config.ts), so the time between
 * pointing and clicking is when a navigation's code arrives.
 */
export function usePreloadOnIntent(routes: RouteObject[]): void {
  useEffect(() => {
    const seen = new Set<string>();
    const onIntent = (event: Event) => {
      const path = navigablePath(event.target);
      if (path === null || seen.has(path)) return;
      seen.add(path);
      for (const { route } of matchedRoutes(routes, path)) {
        const handle = route.handle as RouteHandle | undefined;
        // A load the network fails is tried again when the navigation needs it.
        handle?.page?.load().catch(() => undefined);
        handle?.query?.().catch(() => undefined);
      }
    };
    document.addEventListener('pointerover', onIntent, { passive: true });
    document.addEventListener('focusin', onIntent);
    return () => {
      document.removeEventListener('pointerover', onIntent);
      document.removeEventListener('focusin', onIntent);
    };
  }, [routes]);
}
