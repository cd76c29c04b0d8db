import { Loader } from '../Loader';

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

/**
 * A loading placeholder in the shape of the page to come (spinner announced politely; the shapes are
 * decoration). The spinner comes first: the shapes of a detail page fill a desktop screen, and a
 * spinner below them would leave the visitor looking at still grey blocks.
 */
export function PagePlaceholder({ kind }: { kind: PageKind }) {
  const isDetail = kind === 'exhibition' || kind === 'event' || kind === 'event-series';
  return (
    <div className={`page page-placeholder page-placeholder--${kind}`}>
      <Loader label="Loading page" />
      <div aria-hidden="true">
        {isDetail ? <div className="page-placeholder__label" /> : null}
        <div className="page-placeholder__title" />
        {isDetail ? <div className="page-placeholder__meta" /> : null}
        <div className="page-placeholder__hero" />
        {kind === 'collection' ? (
          <div className="page-placeholder__grid">
            {Array.from({ length: 8 }, (_, index) => (
              <div key={index} className="page-placeholder__tile" />
            ))}
          </div>
        ) : (
          <>
            <div className="page-placeholder__line" />
            <div className="page-placeholder__line" />
            <div className="page-placeholder__line page-placeholder__line--short" />
          </>
        )}
      </div>
    </div>
  );
}
