import { useEffect, type RefObject } from 'react';
import './masonry.css';

/** Spec §9: masonry columns — 1 below a width of 769 px, 2 at or above; gutters 50 px and 60 px; re-laid 250 ms after a resize. */
export const MASONRY = { breakpoint: 769, gutterNarrow: 50, gutterWide: 60, resizeDebounceMs: 250 } as const;

/** Below this width a listing's masonry gives way to its sideways scroller (spec §2: "on mobile … a horizontal scroller"; mobile breakpoint 640 px). */
export const SCROLLER_BELOW = 640;

interface Placement {
  columns: number;
  gutter: number;
}

function placementFor(width: number): Placement {
  return width < MASONRY.breakpoint ? { columns: 1, gutter: MASONRY.gutterNarrow } : { columns: 2, gutter: MASONRY.gutterWide };
}

function clear(list: HTMLElement): void {
  delete list.dataset.columns;
  list.style.height = '';
  for (const item of Array.from(list.children) as HTMLElement[]) {
    item.style.position = item.style.left = item.style.top = item.style.width = '';
  }
}

/**
 * Lays the items of `list` out as a masonry (spec §9): each item, in document order, goes under
 * the shortest column, so cards of different heights pack without gaps; keyboard and reading
 * order stay the document's. Re-laid when items are added (`count`), when an image in it loads,
 * and 250 ms after the window stops resizing. `data-columns` on the list tells what it is laid out
 * as; until the script runs (and without it) the CSS shows the same columns as a plain grid.
 * `scrollerBelow`: under that width the list is left to its sideways scroller.
 */
export function useMasonry(list: RefObject<HTMLElement | null>, enabled: boolean, count: number, scrollerBelow = 0): void {
  useEffect(() => {
    const element = list.current;
    if (!enabled || !element) return undefined;
    const layout = () => {
      const width = window.innerWidth;
      if (width < scrollerBelow) return clear(element);
      const { columns, gutter } = placementFor(width);
      const items = Array.from(element.children) as HTMLElement[];
      const columnWidth = (element.clientWidth - gutter * (columns - 1)) / columns;
      // Widths first, then every height is read in one pass, then every item placed: one layout, not one per item.
      for (const item of items) {
        item.style.position = 'absolute';
        item.style.width = `${columnWidth}px`;
      }
      const heights = items.map((item) => item.offsetHeight);
      const bottoms = Array<number>(columns).fill(0);
      items.forEach((item, index) => {
        const column = bottoms.indexOf(Math.min(...bottoms));
        item.style.left = `${column * (columnWidth + gutter)}px`;
        item.style.top = `${bottoms[column] ?? 0}px`;
        bottoms[column] = (bottoms[column] ?? 0) + (heights[index] ?? 0) + gutter;
      });
      element.style.height = `${Math.max(0, Math.max(...bottoms) - gutter)}px`;
      element.dataset.columns = String(columns);
    };
    layout();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(layout, MASONRY.resizeDebounceMs);
    };
    window.addEventListener('resize', onResize);
    // An image that loads changes its card's height (load events do not bubble: caught on the way down).
    element.addEventListener('load', layout, true);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
      element.removeEventListener('load', layout, true);
      clear(element);
    };
  }, [list, enabled, count, scrollerBelow]);
}
