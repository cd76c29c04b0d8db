import type { RouteMatch, RouteObject } from 'react-router-dom';

/** A route's template as the router declares it: its own path under its parents' (`/collection/object/:id`, `*` for content pages). */
function joined(parent: string, path: string | undefined): string {
  if (path === undefined) return parent;
  if (path.startsWith('/') || parent === '') return path;
  return `${parent.replace(/\/$/, '')}/${path}`;
}

/**
 * The template of the route a page matched: what a real-user beacon names the page by (never its
 * URL: no ids, no search terms, nothing a visitor typed).
 */
export function routeTemplate(matches: readonly RouteMatch[]): string {
  return matches.reduce((template, match) => joined(template, match.route.path), '');
}

/** Every template the router declares: the gateway accepts beacons for these only (a bounded set of metric labels). */
export function routeTemplates(routes: readonly RouteObject[], parent = ''): string[] {
  return routes.flatMap((route) => {
    const template = joined(parent, route.path);
    const own = route.path === undefined ? [] : [template];
    return [...own, ...routeTemplates(route.children ?? [], template)];
  });
}
