import { useEffect, useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

/**
 * True while the browser hydrates the server's markup; false on the server and in the browser's
 * own renders (after a client-side navigation).
 */
export function useHydrating(): boolean {
  // The server snapshot is read on the server and while hydrating.
  const serverOrHydrating = useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
  return serverOrHydrating && !import.meta.env.SSR;
}

/** Set once the browser's first render (hydration) has committed. */
let hydrated = false;

/**
 * Whether the render under way is hydration, read without `useHydrating`'s subscription: that
 * one renders its component again once hydrated, and a component above parts still waiting to
 * hydrate would hand them new props that React can only meet by rendering them afresh.
 */
export function isHydrating(): boolean {
  return !hydrated && !import.meta.env.SSR;
}

/** Called once, by the layout every page is in: its effects run after every part it hydrated rendered. */
export function useMarkHydrated(): void {
  useEffect(() => {
    hydrated = true;
  }, []);
}
