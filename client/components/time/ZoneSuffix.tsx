import { useSyncExternalStore } from 'react';

/** The museum's zone: every time the gateway writes is New York time. */
const MUSEUM_ZONE = 'America/New_York';
/** Appended to museum times for visitors elsewhere (spec §9: " EST"). */
export const ZONE_SUFFIX = ' EST';

/** True when the visitor's clock is not on New York time now (a zone that merely has another name does not count). */
function differsFromMuseum(): boolean {
  // The same instant on the wall clock here and in New York: the same text when the offsets are the same.
  const now = new Date();
  return now.toLocaleString('en-US') !== now.toLocaleString('en-US', { timeZone: MUSEUM_ZONE });
}

const neverChanges = () => () => {};

/**
 * Whether museum times need the zone suffix for this visitor. The server (and hydration) render
 * without it, then the browser adds it, so the markup always matches.
 */
export function useNeedsZoneSuffix(): boolean {
  return useSyncExternalStore(neverChanges, differsFromMuseum, () => false);
}

/** " EST" after a museum time when the visitor is in another zone; nothing otherwise. */
export function ZoneSuffix() {
  return useNeedsZoneSuffix() ? <>{ZONE_SUFFIX}</> : null;
}
