/**
 * What a path's prefix says about the page behind it (content spec §2): detail pages of exhibitions,
 * events and event series, collection pages (web packages and object groups), or any other page.
 * The shape decides the content query: which document types and which projection.
 */
export type QueryShape = 'exhibition' | 'event' | 'eventSeries' | 'collection' | 'page';

/** Path prefixes in the order they are tried (event-series before event). */
const PREFIXES: readonly (readonly [string, QueryShape])[] = [
  ['/calendar/exhibition/', 'exhibition'],
  ['/calendar/event-series/', 'eventSeries'],
  ['/calendar/event/', 'event'],
  ['/collection/curated/', 'collection'],
  ['/collection/themes/', 'collection'],
  ['/collection/departments/', 'collection'],
  ['/collection/collectors/', 'collection'],
];

/** The query shape of a normalised site path. */
export function queryShape(path: string): QueryShape {
  return PREFIXES.find(([prefix]) => path.startsWith(prefix))?.[1] ?? 'page';
}

/** The public path of a routed document from its parent path and slug (the homepage is slug `home` at `/`). */
export function documentPath(doc: { slug: string; path: string }): string {
  if (doc.slug === 'home' && doc.path === '/') return '/';
  return `${doc.path.replace(/\/+$/, '')}/${doc.slug}`;
}

/** Where a link to a document goes: its page, or a building's anchor on the hours page; null when it has no page. */
export function documentUrl(doc: { _type: string; slug?: string | null; path?: string | null }): string | null {
  if (!doc.slug) return null;
  if (doc._type === 'location') return `/visit/locations-hours#${doc.slug}`;
  if (doc.path === null || doc.path === undefined) return null;
  return documentPath({ slug: doc.slug, path: doc.path });
}
