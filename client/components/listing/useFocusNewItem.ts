import { useEffect, useRef, type RefObject } from 'react';

/**
 * After "View More" adds items, moves keyboard focus to the first new item's link, so keyboard and
 * screen reader users continue where the new items begin.
 */
export function useFocusNewItem(list: RefObject<HTMLElement | null>, count: number): void {
  const previous = useRef(count);
  useEffect(() => {
    if (count > previous.current) list.current?.children[previous.current]?.querySelector<HTMLElement>('a[href]')?.focus();
    previous.current = count;
  }, [count, list]);
}
