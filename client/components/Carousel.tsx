import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useState, type ReactNode } from 'react';

interface CarouselProps<T> {
  /** Accessible name of the carousel region. */
  label: string;
  items: readonly T[];
  itemKey: (item: T) => string;
  renderItem: (item: T, index: number) => ReactNode;
}

/**
 * A scrolling row of cards (embla): previous and next move a page of cards and are disabled at the
 * first and the last (spec §2). Cards stay in the document order, so Tab reaches every one, and embla
 * scrolls a focused card into view. Without JavaScript the row still scrolls natively.
 */
export function Carousel<T>({ label, items, itemKey, renderItem }: CarouselProps<T>) {
  const [viewportRef, embla] = useEmblaCarousel({ align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' });
  const [canPrevious, setCanPrevious] = useState(false);
  const [canNext, setCanNext] = useState(items.length > 1);

  const update = useCallback(() => {
    if (!embla) return;
    setCanPrevious(embla.canScrollPrev());
    setCanNext(embla.canScrollNext());
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on('select', update).on('reInit', update);
    return () => {
      embla.off('select', update).off('reInit', update);
    };
  }, [embla, update]);

  return (
    <div className="carousel" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__controls">
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
              {renderItem(item, index)}
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
