import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { matchRoutes, renderMatches, useLocation, type RouteMatch, type RouteObject } from 'react-router-dom';
import { candidateRoutes, originalMatches } from './routeCandidates';

/**
 * The routes matching `pathname` (the layout's and the page's), tried among the routes its first
 * segment allows (routeCandidates.ts). React Router ranks the routes it is given anew on each match,
 * so a page load also matches once: the entry matches the URL for its preloads and hands the result
 * to the render through `MatchedRoutes`.
 */
export function matchedRoutes(routes: RouteObject[], pathname: string): RouteMatch[] {
  const matches = matchRoutes(candidateRoutes(routes, pathname), pathname);
  return matches ? originalMatches(routes, matches) : [];
}

interface Matched {
  pathname: string;
  matches: RouteMatch[];
}

const MatchedRoutesContext = createContext<Matched | null>(null);

/** Hands the matches an entry already made for `pathname` to the render (server render, hydration). */
export function MatchedRoutes({ pathname, matches, children }: Matched & { children: ReactNode }) {
  const value = useMemo(() => ({ pathname, matches }), [pathname, matches]);
  return <MatchedRoutesContext.Provider value={value}>{children}</MatchedRoutesContext.Provider>;
}

/**
 * Renders the routes matching the current location, as `useRoutes(routes)` does, but matches only
 * when the path changes and not at all for the path the entry matched already. Server and browser
 * render through this same function, so hydration sees the same tree.
 */
export function useMatchedRoutes(routes: RouteObject[]) {
  const { pathname } = useLocation();
  const matched = useContext(MatchedRoutesContext);
  const matches = useMemo(() => (matched?.pathname === pathname ? matched.matches : matchedRoutes(routes, pathname)), [matched, pathname, routes]);
  return renderMatches(matches);
}
