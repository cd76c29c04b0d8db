import type { LoadMore } from './useLoadMore';

/** The "View More" button of a listing (with what it adds to, for screen readers), and its failure note. */
export function ViewMoreButton({ more, of }: { more: Pick<LoadMore<unknown>, 'hasMore' | 'loading' | 'failed' | 'loadMore'>; of: string }) {
  if (!more.hasMore) return null;
  return (
    <div className="view-more">
      <button type="button" className="button button--secondary" onClick={more.loadMore} disabled={more.loading} aria-busy={more.loading}>
        {more.loading ? 'Loading…' : 'View More'}
        <span className="visually-hidden"> {of}</span>
      </button>
      {more.failed ? (
        <p className="view-more__error" role="alert">
          We could not load more just now. Please try again.
        </p>
      ) : null}
    </div>
  );
}
