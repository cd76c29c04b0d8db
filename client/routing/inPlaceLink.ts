/** Whether a link opens in this window (not another, not a file to save). */
export function opensHere(anchor: HTMLAnchorElement): boolean {
  return (anchor.target === '' || anchor.target === '_self') && !anchor.hasAttribute('download');
}

/**
 * Where the link an event reached (the closest `selector` to its target) leads, when the router could
 * follow it in place: to this origin, in the same window, not a download. Null for anything the
 * browser must follow itself (another site, a new tab, a file to save).
 */
export function inPlaceLink(target: EventTarget | null, selector = 'a[href]'): URL | null {
  const anchor = target instanceof Element ? target.closest(selector) : null;
  if (!(anchor instanceof HTMLAnchorElement) || !opensHere(anchor)) return null;
  const url = new URL(anchor.href);
  return url.origin === window.location.origin ? url : null;
}
