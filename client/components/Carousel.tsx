import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCarouselEngine } from '../hooks/useCarouselEngine';
import { useNearViewport } from '../hooks/useNearViewport';
import { usePageLoaded } from '../hooks/usePageLoaded';
import { sameRow, useRowScroll, type RowState } from '../hooks/useRowScroll';

interface CarouselProps<T> {
  /** Accessible name of the carousel region. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** `preload`: whether the item's images should load now rather than lazily (see `preloadAhead`). */
  renderItem: (item: T, index: number, preload: boolean) => ReactNode;
  /**
   * The preload window: the items in view and this many after the last of them load once the page
   * has loaded (its own images first), or sooner if the carousel nears the viewport; the window moves
   * on as the visitor scrolls the row.
   */
  preloadAhead?: number;
  /** The freescroll carousel (spec "Page parts"): a drag or swipe glides the row freely rather than a page at a time. */
  freeScroll?: boolean;
}

/**
 * A scrolling row of cards: previous and next move a page of cards and are disabled at the first and
 * the last (spec §2). Cards stay in the document order, so Tab reaches every one. The engine (embla,
 * whose code loads when the carousel nears the viewport) drives the row once it runs; until then —
 * and for good if its code cannot be loaded — the row scrolls natively and the buttons step it, so
 * they work from the moment the page is interactive. Without JavaScript the row scrolls natively.
 * Once the engine has measured the row, the buttons show only when its cards overflow (spec §4).
 */
export function Carousel<T>({ label, items, itemKey, renderItem, preloadAhead = 0, freeScroll = false }: CarouselProps<T>) {
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(regionRef);
  const loaded = usePageLoaded();
  const embla = useCarouselEngine(viewportRef, near, freeScroll);
  const native = useRowScroll(viewportRef, !embla);
  const [engineState, setEngineState] = useState<RowState | null>(null);
  const row = embla && engineState ? engineState : native;
  // The furthest item in view so far (the window only grows: what has loaded stays loaded).
  const [furthestInView, setFurthestInView] = useState(0);
  useEffect(() => setFurthestInView((furthest) => Math.max(furthest, row.furthestInView)), [row.furthestInView]);
  const preloadUpTo = near || loaded ? furthestInView + preloadAhead : -1;

  // What the buttons and the preload window read of embla, on every event that can change it (an unchanged state renders nothing).
  const update = useCallback(() => {
    if (!embla) return;
    const next = { canPrevious: embla.canScrollPrev(), canNext: embla.canScrollNext(), furthestInView: Math.max(0, ...embla.slidesInView()) };
    setEngineState((previous) => (previous && sameRow(previous, next) ? previous : next));
  }, [embla]);

  useEffect(() => {
    if (!embla) return undefined;
    update();
    embla.on('select', update).on('reInit', update).on('slidesInView', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('slidesInView', update);
      setEngineState(null);
    };
  }, [embla, update]);

  const move = (direction: 1 | -1) => {
    if (!embla) native.step(direction);
    else if (direction > 0) embla.scrollNext();
    else embla.scrollPrev();
  };

  return (
    <div ref={regionRef} className="carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__controls" hidden={embla !== null && engineState !== null && !row.canPrevious && !row.canNext}>
        <button type="button" className="button button--secondary carousel__button" onClick={() => move(-1)} disabled={!row.canPrevious}>
          <span aria-hidden="true">‹</span> Previous
        </button>
        <button type="button" className="button button--secondary carousel__button" onClick={() => move(1)} disabled={!row.canNext}>
          Next <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="carousel__viewport" ref={viewportRef}>
        <ul className="carousel__track">
          {items.map((item, index) => (
            <li key={itemKey(item)} className="carousel__slide" aria-roledescription="slide" aria-label={`${index + 1} of ${items.length}`}>
              {renderItem(item, index, index <= preloadUpTo)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
