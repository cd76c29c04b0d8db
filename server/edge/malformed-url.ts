import type { IncomingMessage } from 'node:http';

/** A path segment as it can be decoded: undecodable percent signs (a stray `%`, bytes that are not UTF-8) are taken literally. */
function decodableSegment(segment: string): string {
  try {
    decodeURIComponent(segment);
    return segment;
  } catch {
    return segment.replaceAll('%', '%25');
  }
}

/**
 * Fastify's `rewriteUrl`: a path the router cannot decode would be answered with a bare JSON 400
 * before any route runs. Taking its undecodable percent signs literally lets the path reach the
 * site like any other unknown address (the route's fallback or the not-found page), and matches
 * what the browser's router makes of the same address when the page hydrates.
 */
export function decodableUrl(request: IncomingMessage): string {
  const url = request.url ?? '/';
  const queryAt = url.indexOf('?');
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  // Most paths have nothing to decode: they pay one search, not a split and a decode per segment.
  if (!path.includes('%')) return url;
  const decodable = path.split('/').map(decodableSegment).join('/');
  return decodable === path ? url : decodable + url.slice(path.length);
}
