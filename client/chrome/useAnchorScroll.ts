import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ANCHOR_OFFSET_PX, ANCHOR_SCROLL_DELAY_MS, anchorTarget } from './anchors';

/** How long a page may take to render the anchor's target (its data loading after a client-side navigation). */
const TARGET_WAIT_MS = 10_000;

function scrollToAnchor(target: HTMLElement): void {
  window.scrollTo({ top: target.getBoundingClientRect().top + window.scrollY - ANCHOR_OFFSET_PX, behavior: 'instant' });
}

/**
 * After every navigation to a URL with a hash (a link, Back, a typed address, the first load),
 * scrolls its target to 130 px below the top once the page has had 100 ms to settle, whatever the
 * browser did on its own before. A target the page has not rendered yet (its data still loading)
 * is scrolled to as soon as it appears.
 */
export function useAnchorScroll(): void {
  const { pathname, hash, key } = useLocation();
  useEffect(() => {
    if (!hash) return;
    let observer: MutationObserver | null = null;
    let giveUp = 0;
    let settle = 0;
    const stop = () => {
      observer?.disconnect();
      window.clearTimeout(giveUp);
    };
    const timer = window.setTimeout(() => {
      const target = anchorTarget(hash);
      if (target) return scrollToAnchor(target);
      observer = new MutationObserver(() => {
        const appeared = anchorTarget(hash);
        if (!appeared) return;
        stop();
        // The target's page has just rendered: let it settle as long again before scrolling.
        settle = window.setTimeout(() => scrollToAnchor(appeared), ANCHOR_SCROLL_DELAY_MS);
      });
      observer.observe(document.body, { childList: true, subtree: true });
      giveUp = window.setTimeout(stop, TARGET_WAIT_MS);
    }, ANCHOR_SCROLL_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      window.clearTimeout(settle);
      stop();
    };
  }, [pathname, hash, key]);
}
