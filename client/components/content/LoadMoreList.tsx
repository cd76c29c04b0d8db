import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useMasonry } from '../layout/useMasonry';
import { focusFirstIn } from './focusFirst';

interface LoadMoreListProps<T> {
  items: readonly T[];
  /** Added by each "Load more" (spec §4, from the gateway). */
  step: number;
  /** Shown at first (a grid style's maxLoad, spec §9); `step` when not given. */
  first?: number;
  /** Laid out as a masonry (spec §9: 1 column below 769 px, 2 from there). */
  masonry?: boolean;
  itemKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  className?: string;
  /** What the items are, for the button's accessible name ("Load more events"). */
  noun: string;
}

/**
 * A list revealed a step at a time. Loading more moves focus to the first new item, so keyboard and
 * screen-reader users continue where the new items begin; the count is announced politely.
 */
export function LoadMoreList<T>({ items, step, first = step, masonry = false, itemKey, renderItem, className, noun }: LoadMoreListProps<T>) {
  const [shown, setShown] = useState(Math.max(1, first));
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();
  useMasonry(listRef, masonry, shown);

  useEffect(() => {
    if (firstNew.current === null) return;
    const item = listRef.current?.children.item(firstNew.current);
    firstNew.current = null;
    if (item instanceof HTMLElement) focusFirstIn(item);
  }, [shown]);

  const visible = items.slice(0, shown);
  return (
    <>
      <ul className={masonry ? `${className ?? ''} masonry` : className} id={id} ref={listRef}>
        {visible.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {items.length > first ? (
        <div className="load-more">
          <p className="load-more__count" role="status">
            Showing {visible.length} of {items.length}
          </p>
          {shown < items.length ? (
            <button
              type="button"
              className="button button--secondary"
              aria-controls={id}
              onClick={() => {
                firstNew.current = shown;
                setShown(shown + step);
              }}
            >
              Load more<span className="visually-hidden"> {noun}</span>
            </button>
          ) : null}
        </div>
      ) : null}
    </>
  );
}
