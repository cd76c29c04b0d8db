import { Loader } from '../Loader';
import type { PageKind } from './pageKind';

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
