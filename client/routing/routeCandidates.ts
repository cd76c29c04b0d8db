import type { RouteMatch, RouteObject } from 'react-router-dom';

/**
 * The routes that could match a path, by its first segment: React Router ranks every route of the
 * table anew at each match and compiles each candidate's pattern as it tries it (the calendar's
 * optional segments alone spell out 16 patterns), so matching the whole table took a tenth of a
 * server render. A route whose path starts with a static segment can match only paths that start
 * with it; the others (pathless layouts, parameters, splats, optional segments) stay candidates for
 * every path. Pruning never reorders routes, so React Router ranks the candidates as it would rank
 * them in the whole table.
 */
interface CandidateIndex {
  /** The pruned tables, by first segment (lower case: patterns match case-insensitively). */
  bySegment: Map<string, RouteObject[]>;
  /** The pruned table of a path whose first segment no route names. */
  others: RouteObject[];
  /** The route each pruned copy of a layout stands for. */
  originals: WeakMap<RouteObject, RouteObject>;
}

const indexes = new WeakMap<RouteObject[], CandidateIndex>();

/** The first segment of a route's path, or null when any path may reach it. */
function staticFirstSegment(route: RouteObject): string | null {
  if (route.path === undefined) return null;
  const [segment = ''] = route.path.replace(/^\//, '').split('/');
  if (segment.startsWith(':') || segment.includes('*') || segment.endsWith('?')) return null;
  return segment.toLowerCase();
}

function collectSegments(routes: readonly RouteObject[], into: Set<string>): void {
  for (const route of routes) {
    const segment = staticFirstSegment(route);
    if (segment !== null) into.add(segment);
    else if (route.path === undefined && route.children) collectSegments(route.children, into);
  }
}

/** The routes of a table that a path starting with `segment` (null: a segment no route names) may match. */
function prune(routes: readonly RouteObject[], segment: string | null, originals: WeakMap<RouteObject, RouteObject>): RouteObject[] {
  const kept: RouteObject[] = [];
  for (const route of routes) {
    const first = staticFirstSegment(route);
    if (first !== null) {
      if (first === segment) kept.push(route);
    } else if (route.path === undefined && route.children) {
      // A pathless layout: its children's paths are absolute, so they are pruned too.
      const copy = { ...route, children: prune(route.children, segment, originals) } as RouteObject;
      originals.set(copy, route);
      kept.push(copy);
    } else {
      kept.push(route);
    }
  }
  return kept;
}

function indexOf(routes: RouteObject[]): CandidateIndex {
  let index = indexes.get(routes);
  if (!index) {
    const originals = new WeakMap<RouteObject, RouteObject>();
    const segments = new Set<string>();
    collectSegments(routes, segments);
    const bySegment = new Map([...segments].map((segment) => [segment, prune(routes, segment, originals)]));
    index = { bySegment, others: prune(routes, null, originals), originals };
    indexes.set(routes, index);
  }
  return index;
}

/** The path's first segment as React Router reads it (percent-decoded, lower case). */
function firstSegmentOf(pathname: string): string {
  const [segment = ''] = pathname.replace(/^\//, '').split('/');
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** The part of `routes` that a path may match: match against it, then hand the matches to `originalMatches`. */
export function candidateRoutes(routes: RouteObject[], pathname: string): RouteObject[] {
  const index = indexOf(routes);
  return index.bySegment.get(firstSegmentOf(pathname)) ?? index.others;
}

/** Matches made against `candidateRoutes(routes, …)`, with each pruned layout replaced by its route in `routes`. */
export function originalMatches(routes: RouteObject[], matches: RouteMatch[]): RouteMatch[] {
  const { originals } = indexOf(routes);
  return matches.map((match) => {
    const original = originals.get(match.route);
    return original ? { ...match, route: original } : match;
  });
}
