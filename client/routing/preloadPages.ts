import type { RouteMatch } from 'react-router-dom';
import type { RouteHandle } from './routeQuery';

/**
 * Loads the code of the matched routes' pages (`matches`: a route's lazy page), so the render that
 * follows (the server's, or hydration) finds it loaded; resolves to their modules (for the server
 * to name their chunks in `<link rel="modulepreload">`).
 */
export async function preloadPages(matches: RouteMatch[]): Promise<string[]> {
  const pages = matches.flatMap(({ route }) => {
    const page = (route.handle as RouteHandle | undefined)?.page;
    return page ? [page] : [];
  });
  await Promise.all(pages.map((page) => page.load()));
  return pages.map((page) => page.module);
}
