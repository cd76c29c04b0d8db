import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useCarouselEngine } from '../hooks/useCarouselEngine';
import { useNearViewport } from '../hooks/useNearViewport';

interface CarouselProps<T> {
  /** Accessible name of the carousel region. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  /** `preload`: whether the item's images should load now rather than lazily (see `preloadAhead`). */
  renderItem: (item: T, index: number, preload: boolean) => ReactNode;
  /**
   * Lazy preloading: once the carousel nears the viewport, the items in view and this many after
   * the last of them are preloaded; the window moves on as the visitor scrolls. Until the carousel
   * nears, nothing is (the page's own images have the network to themselves).
   */
  preloadAhead?: number;
  /** The freescroll carousel (spec "Page parts"): a drag or swipe glides the row freely rather than a page at a time. */
  freeScroll?: boolean;
}

/**
 * A scrolling row of cards (embla): previous and next move a page of cards and are disabled at the
 * first and the last (spec §2). Cards stay in the document order, so Tab reaches every one, and embla
 * scrolls a focused card into view. The engine's code loads when the carousel nears the viewport;
 * until then (and without JavaScript) the row scrolls natively and the buttons wait, disabled. Once
 * the engine has measured the row, the buttons show only when its cards overflow (spec §4).
 */
export function Carousel<T>({ label, items, itemKey, renderItem, preloadAhead = 0, freeScroll = false }: CarouselProps<T>) {
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(false);
  const regionRef = useRef<HTMLDivElement>(null);
  const viewportRef = useRef<HTMLDivElement>(null);
  const near = useNearViewport(regionRef);
  const embla = useCarouselEngine(viewportRef, near, freeScroll);
  // The furthest item in view so far (the window only grows: what has loaded stays loaded).
  const [furthestInView, setFurthestInView] = useState(0);
  const preloadUpTo = near ? furthestInView + preloadAhead : -1;

  // What the buttons and the preload window read of embla, on every event that can change it (an unchanged value renders nothing).
  const update = useCallback(() => {
    if (!embla) return;
    setCanPrevious(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
    setFurthestInView((furthest) => Math.max(furthest, ...embla.slidesInView()));
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update).on('slidesInView', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('slidesInView', update);
    };
  }, [embla, update]);

  return (
    <div ref={regionRef} className="carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__controls" hidden={embla !== null && !canPrevious && !canNext}>
        <button type="button" className="button button--secondary carousel__button" onClick={() => embla?.scrollPrev()} disabled={!canPrevious}>
          <span aria-hidden="true">‹</span> Previous
        </button>
        <button type="button" className="button button--secondary carousel__button" onClick={() => embla?.scrollNext()} disabled={!canNext}>
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
