import type { FastifyRequest } from 'fastify';

/**
 * Label values that come from callers (GraphQL operation names, error codes) are bounded: only
 * well-formed values, and at most `max` distinct ones per process; the rest count as `other`, so a
 * client inventing names cannot grow the metrics without end.
 */
export class BoundedLabel {
  private readonly seen = new Set<string>();

  constructor(
    private readonly max: number,
    private readonly pattern: RegExp,
  ) {}

  value(raw: string): string {
    if (this.seen.has(raw)) return raw;
    if (!this.pattern.test(raw) || this.seen.size >= this.max) return 'other';
    this.seen.add(raw);
    return raw;
  }
}

/** GraphQL names (spec §2.1.9), at most 100 characters. */
export const GRAPHQL_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
/** Error codes such as UPSTREAM_UNAVAILABLE. */
export const ERROR_CODE = /^[A-Z][A-Z0-9_]{0,63}$/;

/**
 * The route a request matched, as registered (`/graphql`, `/readyz`, `/*` for rendered pages);
 * `unmatched` when none did. Hashed build assets count as one route, so deployments add none.
 */
export function routeLabel(request: FastifyRequest): string {
  const route = request.routeOptions.url;
  if (route === undefined) return 'unmatched';
  return route.startsWith('/assets/') ? '/assets/*' : route;
}
