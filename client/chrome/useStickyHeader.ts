import { useCallback, useEffect, useState, type RefObject } from 'react';
import { useScrollClearance } from '../hooks/useScrollClearance';
import { ANCHOR_OFFSET_PX } from './anchors';

/**
 * The sticky header (spec "Global chrome": scrolling beyond the header's original offset sets
 * sticky). Stuck, the header keeps its main row in view and lets its top bar (secondary links)
 * scroll away, so it covers less than the 130 px anchors land below; the top bar comes back
 * while focus is in it. Returns whether the header is stuck.
 *
 * `sentinel` is an empty element just before the header: the header is stuck once it is scrolled past.
 */
export function useStickyHeader(header: RefObject<HTMLElement | null>, topBar: RefObject<HTMLElement | null>, sentinel: RefObject<HTMLElement | null>): boolean {
  const [sticky, setSticky] = useState(false);

  useEffect(() => {
    const bar = topBar.current;
    const element = header.current;
    if (!bar || !element) return;
    const update = () => element.style.setProperty('--header-top-bar', `${bar.offsetHeight}px`);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(bar);
    return () => observer.disconnect();
  }, [header, topBar]);

  useEffect(() => {
    const marker = sentinel.current;
    if (!marker) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      setSticky(marker.getBoundingClientRect().top < 0);
    };
    const onScroll = () => {
      if (frame === 0) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [sentinel]);

  // What the stuck header covers: its height less the top bar that scrolls away (never less than the anchor offset).
  const covered = useCallback((element: HTMLElement) => Math.max(ANCHOR_OFFSET_PX, element.offsetHeight - (topBar.current?.offsetHeight ?? 0)), [topBar]);
  useScrollClearance(header, 'top', true, false, covered);
  return sticky;
}
