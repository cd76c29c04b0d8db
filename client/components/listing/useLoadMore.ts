import { useCallback, useRef, useState } from 'react';

export interface LoadMore<T> {
  items: T[];
  hasMore: boolean;
  loading: boolean;
  /** True when the last "View More" failed (the button stays, so the visitor can try again). */
  failed: boolean;
  loadMore: () => void;
}

/**
 * "View More" (spec §4): starts from the items the page's query brought and asks `fetchPage` for
 * the next `step` items each time, until the count equals the total. Nothing is asked before the
 * visitor acts. Give the component using it a `key` that changes with the listing, so a new
 * listing starts afresh.
 */
export function useLoadMore<T>(initial: readonly T[], total: number, step: number, fetchPage: (from: number, size: number) => Promise<T[]>): LoadMore<T> {
  const [more, setMore] = useState<T[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const busy = useRef(false);
  const items = [...initial, ...more];

  const loadMore = useCallback(() => {
    if (busy.current) return;
    busy.current = true;
    setLoading(true);
    setFailed(false);
    fetchPage(initial.length + more.length, step)
      .then((page) => setMore((previous) => [...previous, ...page]))
      .catch(() => setFailed(true))
      .finally(() => {
        busy.current = false;
        setLoading(false);
      });
  }, [fetchPage, initial.length, more.length, step]);

  return { items, hasMore: items.length < total, loading, failed, loadMore };
}

/**
 * "View More" pages are kept by the listing that asked for them, not in the Apollo cache: written
 * there, they would replace the page query's own list (objects without ids are stored under the
 * same field) and make the page ask again.
 */
export const MORE_FETCH_POLICY = 'no-cache' as const;
