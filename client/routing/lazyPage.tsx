import { type ComponentType, lazy } from 'react';
import { loadOnce } from './loadOnce';

/**
 * A page whose code is its own chunk, loaded when a route needs it. Before a render that must not
 * wait (the server's one render, the browser's hydration) the matched pages are loaded first
 * (`preloadPages`), so the page renders at once and hydration matches the server's HTML; a later
 * client-side navigation to a page not loaded yet suspends until its chunk arrives (the router
 * keeps the previous screen meanwhile, as navigations are transitions).
 */
export interface LazyPage<P extends object = object> {
  /** Renders the page (suspending only when its code is not loaded yet). */
  Page: ComponentType<P>;
  /** Loads the page's code (once). */
  load: () => Promise<unknown>;
  /** The page's source module relative to client/ (`pages/search/SearchPage.tsx`): its chunk in the build manifest. */
  module: string;
}

export function lazyPage<P extends object>(module: string, load: () => Promise<ComponentType<P>>): LazyPage<P> {
  const code = loadOnce(load);
  const Suspending = lazy(async () => ({ default: await code.load() }));
  function Page(props: P) {
    const Loaded = code.current();
    return Loaded ? <Loaded {...props} /> : <Suspending {...props} />;
  }
  Page.displayName = `LazyPage(${module})`;
  return { Page, load: code.load, module };
}
