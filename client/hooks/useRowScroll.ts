import { useCallback, useEffect, useState, type RefObject } from 'react';
import { REDUCED_MOTION_QUERY } from './useMatchesMedia';

/** Where a row of slides stands, as its buttons and its preload window read it. */
export interface RowState {
  canPrevious: boolean;
  canNext: boolean;
  /** The furthest slide at least partly in view. */
  furthestInView: number;
}

const AT_REST: RowState = { canPrevious: false, canNext: false, furthestInView: 0 };

/** Whether two states read the same (an unchanged state keeps its object, so it renders nothing). */
export const sameRow = (a: RowState, b: RowState) => a.canPrevious === b.canPrevious && a.canNext === b.canNext && a.furthestInView === b.furthestInView;

/** Each slide's box (a child of the viewport's first child, its track), less the gutter its left padding makes. */
function slideBoxes(viewport: HTMLElement): { left: number; right: number }[] {
  return [...(viewport.firstElementChild?.children ?? [])].map((slide) => {
    const box = slide.getBoundingClientRect();
    return { left: box.left + (Number.parseFloat(getComputedStyle(slide).paddingLeft) || 0), right: box.right };
  });
}

function measure(viewport: HTMLElement): RowState {
  const frame = viewport.getBoundingClientRect();
  const lefts = slideBoxes(viewport).map((box) => box.left);
  return {
    canPrevious: viewport.scrollLeft > 1,
    canNext: viewport.scrollLeft + viewport.clientWidth < viewport.scrollWidth - 1,
    furthestInView: Math.max(0, lefts.findLastIndex((left) => left < frame.right - 1)),
  };
}

/**
 * Moves the row a page of slides, as the engine's steps do: the slides wholly in view (at least one)
 * make a page, and the slide a page on (or back) comes to where the first one in view stands. The
 * browser stops the scroll at either end.
 */
function step(viewport: HTMLElement, direction: 1 | -1): void {
  const frame = viewport.getBoundingClientRect();
  const boxes = slideBoxes(viewport);
  const first = boxes.findIndex((box) => box.right > frame.left + 1);
  const current = boxes[first];
  if (!current) return;
  const page = Math.max(1, boxes.filter((box) => box.left >= frame.left - 1 && box.right <= frame.right + 1).length);
  const target = boxes[Math.min(boxes.length - 1, Math.max(0, first + direction * page))];
  if (!target) return;
  const behavior = window.matchMedia(REDUCED_MOTION_QUERY).matches ? 'auto' : 'smooth';
  viewport.scrollBy({ left: target.left - current.left, behavior });
}

/**
 * A row that scrolls natively (`viewport` with `overflow-x: auto`, its first child the track of
 * slides): whether it can move back or on, how far it shows, and a step of a page either way. Kept
 * up to date while `active` — that is, until the carousel's engine drives the row (or for good, when
 * its code cannot be loaded), so the buttons work from the first moment the page is interactive.
 */
export function useRowScroll(viewport: RefObject<HTMLElement | null>, active: boolean): RowState & { step: (direction: 1 | -1) => void } {
  const [state, setState] = useState<RowState>(AT_REST);
  useEffect(() => {
    const node = viewport.current;
    if (!active || !node) return undefined;
    const update = () =>
      setState((previous) => {
        const next = measure(node);
        return sameRow(previous, next) ? previous : next;
      });
    update();
    node.addEventListener('scroll', update, { passive: true });
    const resized = new ResizeObserver(update);
    resized.observe(node);
    return () => {
      node.removeEventListener('scroll', update);
      resized.disconnect();
    };
  }, [viewport, active]);
  const stepRow = useCallback(
    (direction: 1 | -1) => {
      if (viewport.current) step(viewport.current, direction);
    },
    [viewport],
  );
  return { ...state, step: stepRow };
}
