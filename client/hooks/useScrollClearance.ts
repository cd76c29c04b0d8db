import { useEffect, type RefObject } from 'react';

type Edge = 'top' | 'bottom';

const SCROLL_PADDING = { top: 'scrollPaddingTop', bottom: 'scrollPaddingBottom' } as const;
const BODY_PADDING = { top: 'paddingTop', bottom: 'paddingBottom' } as const;

/**
 * While the bar in `ref` covers one edge of the viewport (a sticky header, a fixed cookie bar), keeps
 * the page's scroll padding on that edge at least the bar's height, so an element that receives
 * focus or a hash anchor is scrolled clear of the bar instead of behind it (WCAG 2.4.11 Focus Not
 * Obscured). The stylesheet's own scroll padding stays the minimum. `padBody` also pads the page
 * itself, for a fixed bar that would otherwise cover the end of the page for good.
 */
export function useScrollClearance(
  ref: RefObject<HTMLElement | null>,
  edge: Edge,
  active: boolean,
  padBody = false,
  /** How much of the edge the bar covers; its height unless told (a sticky header partly scrolls away). */
  measure: (bar: HTMLElement) => number = (bar) => bar.offsetHeight,
): void {
  useEffect(() => {
    const bar = ref.current;
    if (!active || !bar) return;
    const root = document.documentElement;
    const scrollPadding = SCROLL_PADDING[edge];
    const minimum = parseFloat(getComputedStyle(root)[scrollPadding]) || 0;
    const update = () => {
      const height = measure(bar);
      root.style[scrollPadding] = `${Math.max(minimum, height)}px`;
      if (padBody) document.body.style[BODY_PADDING[edge]] = `${height}px`;
    };
    update();
    // The bar's height changes with the viewport width (text and menus wrap).
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.style[scrollPadding] = '';
      if (padBody) document.body.style[BODY_PADDING[edge]] = '';
    };
  }, [ref, edge, active, padBody, measure]);
}
