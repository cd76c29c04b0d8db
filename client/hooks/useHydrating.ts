import { useSyncExternalStore } from 'react';

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
