import type { EmblaCarouselType, EmblaOptionsType } from 'embla-carousel';
import { useEffect, useState, type RefObject } from 'react';

/** Each step moves a page of slides, aligned to the start, with no empty space after the last. */
const OPTIONS: EmblaOptionsType = { align: 'start', slidesToScroll: 'auto', containScroll: 'trimSnaps' };

/** embla's engine (6.6 KB of gzip): its own chunk, so no first route waits for a carousel below the fold. */
const loadEmbla = () => import('embla-carousel').then((module) => module.default);

/** The slide at the start of a row the visitor already scrolled natively, so the engine takes it over where it stands. */
function slideAtStart(viewport: HTMLElement): number {
  const start = viewport.getBoundingClientRect().left;
  const slides = viewport.firstElementChild?.children ?? [];
  for (let index = 0; index < slides.length; index += 1) {
    if ((slides[index]?.getBoundingClientRect().right ?? 0) > start + 1) return index;
  }
  return 0;
}

/**
 * The carousel's engine on `viewport` (embla, whose first child is the track of slides), loaded
 * once `wanted` (the carousel nears the viewport): null until it runs, and if its code cannot be
 * loaded, when the row keeps scrolling natively. The engine hides the viewport's overflow and drives
 * the row itself; it follows slides added or removed (embla's `watchSlides`) and stops on unmount.
 * `freeScroll`: the row glides freely under a drag or swipe instead of settling a page at a time
 * (embla's `dragFree`, the spec's freescroll carousel).
 */
export function useCarouselEngine(viewport: RefObject<HTMLElement | null>, wanted: boolean, freeScroll = false): EmblaCarouselType | null {
  const [engine, setEngine] = useState<EmblaCarouselType | null>(null);
  useEffect(() => {
    const node = viewport.current;
    if (!wanted || !node) return undefined;
    let started: EmblaCarouselType | null = null;
    let cancelled = false;
    loadEmbla().then(
      (EmblaCarousel) => {
        if (cancelled) return;
        const startIndex = slideAtStart(node);
        // The row's native scroll gives way to the engine's transforms.
        node.style.overflow = 'hidden';
        node.scrollLeft = 0;
        started = EmblaCarousel(node, { ...OPTIONS, dragFree: freeScroll, startIndex });
        setEngine(started);
      },
      // The visitor's network failed: the row stays as the server sent it, scrolling natively.
      () => undefined,
    );
    return () => {
      cancelled = true;
      started?.destroy();
      node.style.overflow = '';
      setEngine(null);
    };
  }, [viewport, wanted, freeScroll]);
  return engine;
}
