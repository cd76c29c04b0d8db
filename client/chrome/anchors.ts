/** Spec "Global chrome": hash anchors scroll to their target 130 px below the top, 100 ms after navigating. */
export const ANCHOR_OFFSET_PX = 130;
export const ANCHOR_SCROLL_DELAY_MS = 100;

/** The element a URL hash names (`#main-building`), if the page has it. */
export function anchorTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
