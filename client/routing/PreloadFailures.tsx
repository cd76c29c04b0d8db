import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import type { PreloadFailures } from './routeQuery';

const NONE: PreloadFailures = {};
const PreloadFailuresContext = createContext<PreloadFailures>(NONE);

/** The route queries this render could not load (server: the preload's; browser: the server's, until the first navigation). */
export function usePreloadFailure(key: string) {
  return useContext(PreloadFailuresContext)[key];
}

/** Server side: the failures of the preload that ran just before this render. */
export function ServerPreloadFailures({ failures, children }: { failures: PreloadFailures; children: ReactNode }) {
  return <PreloadFailuresContext.Provider value={failures}>{children}</PreloadFailuresContext.Provider>;
}

/**
 * Browser side: the server's failures hold for the hydrating page only; once the visitor moves to
 * another URL every query loads normally again (so coming back retries).
 */
export function HydrationPreloadFailures({ failures, children }: { failures: PreloadFailures; children: ReactNode }) {
  const location = useLocation();
  const [firstKey] = useState(location.key);
  const [hydrating, setHydrating] = useState(true);
  useEffect(() => {
    if (hydrating && location.key !== firstKey) setHydrating(false);
  }, [hydrating, location.key, firstKey]);
  const value = hydrating && location.key === firstKey ? failures : NONE;
  return <PreloadFailuresContext.Provider value={value}>{children}</PreloadFailuresContext.Provider>;
}
