import { useEffect, useRef, useState, type PointerEvent } from 'react';
import type { ContentPageFieldsFragment } from '../../gql/graphql';
import { REDUCED_MOTION_QUERY, useMatchesMedia } from '../../hooks/useMatchesMedia';
import { usePageLoaded } from '../../hooks/usePageLoaded';
import { MOBILE_BREAKPOINT_PX } from '../breakpoints';
import { TargetLink } from '../links/TargetLink';
import { preloadHeroImage } from './preloadHeroImage';

type Slide = Extract<ContentPageFieldsFragment, { __typename: 'Page' }>['carousel'][number];

/** The homepage carousel advances every 8 seconds (spec §9). */
export const AUTOPLAY_MS = 8000;
/** A swipe shorter than this is a tap. */
const SWIPE_PX = 50;

type PlayState = 'auto' | 'playing' | 'paused';

/**
 * The homepage carousel (spec §4, §9): autoplays every 8 s and loops; pauses while the pointer is
 * over it or focus is in it; a visible Pause/Play button stops and restarts it for good (WCAG 2.2.2);
 * under prefers-reduced-motion it does not start by itself and slides without animation. Slides
 * other than the current one are inert, so Tab never reaches a hidden link. Only the first slide's
 * image is in the server's HTML: the others (out of sight until the carousel moves, which it cannot
 * without JavaScript) are added once the page has loaded, or as their slide is shown, so they do not
 * share the network with the first, the page's largest paint.
 */
export function HeroCarousel({ slides }: { slides: readonly Slide[] }) {
  const [index, setIndex] = useState(0);
  const [playState, setPlayState] = useState<PlayState>('auto');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = useMatchesMedia(REDUCED_MOTION_QUERY);
  const [hydrated, setHydrated] = useState(false);
  const swipeStart = useRef<number | null>(null);
  const pageLoaded = usePageLoaded();
  const count = slides.length;

  useEffect(() => setHydrated(true), []);
  const playing = playState === 'playing' || (playState === 'auto' && !reducedMotion);
  const advancing = hydrated && count > 1 && playing && !hovered && !focused;

  useEffect(() => {
    if (!advancing) return;
    const timer = setTimeout(() => setIndex((current) => (current + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [advancing, index, count]);

  if (count === 0) return null;
  const first = slides[0];
  if (first) preloadHeroImage(first);
  const go = (next: number) => setIndex((next + count) % count);

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (start === null || Math.abs(event.clientX - start) < SWIPE_PX) return;
    go(event.clientX < start ? index + 1 : index - 1);
  };

  return (
    <section
      className="hero-carousel"
      aria-roledescription="carousel"
      aria-label="Featured"
      data-playing={advancing ? 'true' : 'false'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="hero-carousel__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        <div className="hero-carousel__track" style={{ transform: `translateX(-${index * 100}%)` }} aria-live={advancing ? 'off' : 'polite'}>
          {slides.map((slide, position) => (
            <div
              key={slide.id}
              className="hero-carousel__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${position + 1} of ${count}`}
              aria-hidden={position === index ? undefined : true}
              inert={position !== index}
            >
              {slide.image && (position === 0 || position === index || pageLoaded) ? (
                <picture>
                  {slide.mobileImage ? <source media={`(max-width: ${MOBILE_BREAKPOINT_PX}px)`} srcSet={slide.mobileImage.srcSet} /> : null}
                  <img
                    src={slide.image.url}
                    srcSet={slide.image.srcSet}
                    sizes="100vw"
                    width={slide.image.width}
                    height={slide.image.height}
                    alt={slide.image.alt}
                    loading={position === 0 ? 'eager' : 'lazy'}
                    fetchPriority={position === 0 ? 'high' : undefined}
                    decoding={position === 0 ? undefined : 'async'}
                  />
                </picture>
              ) : null}
              <div className="hero-carousel__caption">
                {slide.subtitle ? <p className="hero-carousel__subtitle">{slide.subtitle}</p> : null}
                <h2 className="hero-carousel__title">{slide.title}</h2>
                {slide.summary ? <p className="hero-carousel__summary">{slide.summary}</p> : null}
                {slide.link ? (
                  <TargetLink target={slide.link.target} className="button button--primary">
                    {slide.link.title}
                    <span className="visually-hidden">: {slide.title}</span>
                  </TargetLink>
                ) : null}
              </div>
            </div>
          ))}
        </div>
      </div>
      {count > 1 ? (
        <div className="hero-carousel__controls">
          <button type="button" className="hero-carousel__toggle" onClick={() => setPlayState(playing ? 'paused' : 'playing')}>
            {playing ? 'Pause' : 'Play'}
            <span className="visually-hidden"> slideshow</span>
          </button>
          <button type="button" className="hero-carousel__step" onClick={() => go(index - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="visually-hidden">Previous slide</span>
          </button>
          <ul className="hero-carousel__dots">
            {slides.map((slide, position) => (
              <li key={slide.id}>
                <button type="button" className="hero-carousel__dot" aria-current={position === index ? 'true' : undefined} onClick={() => go(position)}>
                  <span className="visually-hidden">
                    Slide {position + 1}: {slide.title}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <button type="button" className="hero-carousel__step" onClick={() => go(index + 1)}>
            <span aria-hidden="true">›</span>
            <span className="visually-hidden">Next slide</span>
          </button>
        </div>
      ) : null}
    </section>
  );
}
