import { useEffect } from 'react';

/** Calls `onMatch` when the media query starts matching later on (a resize past a breakpoint), not on mount. */
export function useOnMediaMatch(query: string, enabled: boolean, onMatch: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const list = window.matchMedia(query);
    const listener = (event: MediaQueryListEvent) => {
      if (event.matches) onMatch();
    };
    list.addEventListener('change', listener);
    return () => list.removeEventListener('change', listener);
  }, [query, enabled, onMatch]);
}
