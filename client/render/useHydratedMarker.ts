import { useEffect } from 'react';

/**
 * Marks <html data-hydrated="true"> once React has taken over the server's markup, so styles can
 * enhance only live pages and browser tests can wait for hydration instead of sleeping.
 */
export function useHydratedMarker(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
