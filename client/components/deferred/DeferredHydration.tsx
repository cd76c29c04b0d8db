import { createElement, isValidElement, memo, useEffect, useRef, type HTMLAttributes, type ReactNode } from 'react';
import { HydrateWhenSeen, useSeenGate } from './HydrateWhenSeen';
import { useOpenWhenChanged } from './hydrationGate';

interface DeferredHydrationProps extends HTMLAttributes<HTMLElement> {
  /** The element the part is (its box is what the visitor nears or reaches into); a plain `div` by default. */
  as?: 'div' | 'section' | 'p';
  /** Hydrate once the page has loaded at the latest (a carousel whose preload window loads then). */
  afterLoad?: boolean;
  /**
   * For a part that stays on screen across navigations (the footer): hydrate as soon as this value
   * differs from the first render's (the location). React cannot give new props to markup it has not
   * hydrated: a navigation would wait for the part, and another update would render it afresh.
   */
  opensWith?: unknown;
  children: ReactNode;
}

/**
 * An island boundary for server-rendered parts of a page that are mostly read, not used — an
 * article's text, a page's sections, a detail page's galleries and credits: the part is in the
 * server's HTML, for crawlers and visitors without JavaScript, and on a page's first load React
 * keeps that markup as it is and hydrates the part only when it comes near the viewport or the
 * visitor reaches into it (pointer, touch, focus; a click that comes first is held and replayed),
 * so the main thread spends the load on what is on screen and interactive. Each part hydrates on
 * its own, in a task of its own; a page opened at an anchor (`#…`) hydrates its parts at once, as
 * the anchor may name what only live code finds. Rendered in the browser (after a client-side navigation), it
 * renders at once. One mechanism for every page: put it around a part, not inside a page.
 *
 * Memoised on what it is given, its part's element compared by type and props: React cannot hand
 * props to a part not yet live, even equal ones — it renders the part afresh, or makes a transition
 * wait for it — so a page that renders again (a day clicked on the calendar, the layout toggled)
 * must not reach its waiting parts. Give a part props that stay the same objects.
 */
export const DeferredHydration = memo(function DeferredHydration({ as = 'div', afterLoad = false, opensWith, children, ...attributes }: DeferredHydrationProps) {
  const box = useRef<HTMLElement>(null);
  const gate = useSeenGate(box, { afterLoad });
  // Opened while rendering, before React reaches the part's markup with the new value.
  useOpenWhenChanged(gate, opensWith);
  // A page opened at an anchor may name what only the live part knows (a tab, an accordion item): its parts hydrate at once.
  useEffect(() => {
    if (window.location.hash) gate.open();
  }, [gate]);
  return createElement(as, { ...attributes, ref: box }, <HydrateWhenSeen gate={gate}>{children}</HydrateWhenSeen>);
}, sameProps);

/** Whether two renders give the boundary the same: each prop the same, its child the same element type with the same props. */
function sameProps(previous: DeferredHydrationProps, next: DeferredHydrationProps): boolean {
  return sameRecord(previous, next, (key, before, after) => (key === 'children' ? sameElement(before as ReactNode, after as ReactNode) : Object.is(before, after)));
}

function sameElement(before: ReactNode, after: ReactNode): boolean {
  if (Object.is(before, after)) return true;
  if (!isValidElement(before) || !isValidElement(after) || before.type !== after.type || before.key !== after.key) return false;
  return sameRecord(before.props as object, after.props as object, (_key, a, b) => Object.is(a, b));
}

function sameRecord(before: object, after: object, same: (key: string, before: unknown, after: unknown) => boolean): boolean {
  const keys = Object.keys(after);
  return Object.keys(before).length === keys.length && keys.every((key) => same(key, (before as Record<string, unknown>)[key], (after as Record<string, unknown>)[key]));
}
