import { useSyncExternalStore } from 'react';

/**
 * Whether a media query matches now, kept up to date. The server (and hydration) read false, so the
 * markup always matches; the browser then reads the real value.
 */
export function useMatchesMedia(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** The visitor asked their system for less motion. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';
