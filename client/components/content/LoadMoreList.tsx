import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { focusFirstIn } from './focusFirst';

interface LoadMoreListProps<T> {
  items: readonly T[];
  /** Shown at first and added by each "Load more" (spec §9, from the gateway). */
  step: number;
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
export function LoadMoreList<T>({ items, step, itemKey, renderItem, className, noun }: LoadMoreListProps<T>) {
  const [shown, setShown] = useState(Math.max(1, step));
  const firstNew = useRef<number | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const id = useId();

  useEffect(() => {
    if (firstNew.current === null) return;
    const item = listRef.current?.children.item(firstNew.current);
    firstNew.current = null;
    if (item instanceof HTMLElement) focusFirstIn(item);
  }, [shown]);

  const visible = items.slice(0, shown);
  return (
    <>
      <ul className={className} id={id} ref={listRef}>
        {visible.map((item) => (
          <li key={itemKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      {items.length > step ? (
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
