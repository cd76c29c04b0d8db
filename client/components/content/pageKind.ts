/** What kind of page is loading, for its placeholder's shape. */
export type PageKind = 'page' | 'exhibition' | 'event' | 'event-series' | 'collection';

/** The kind of page a path leads to, by the spec's path prefixes (only for the loading placeholder). */
export function pageKindOf(path: string): PageKind {
  if (path.startsWith('/calendar/exhibition/')) return 'exhibition';
  if (path.startsWith('/calendar/event-series/')) return 'event-series';
  if (path.startsWith('/calendar/event/')) return 'event';
  if (/^\/collection\/(curated|themes|departments|collectors)\//.test(path)) return 'collection';
  return 'page';
}
