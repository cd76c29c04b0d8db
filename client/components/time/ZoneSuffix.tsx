import { useSyncExternalStore } from 'react';

/** The museum's zone: every time the gateway writes is New York time. */
const MUSEUM_ZONE = 'America/New_York';
/** Appended to museum times for visitors elsewhere (spec §9: " EST"). */
export const ZONE_SUFFIX = ' EST';

/** The UTC offset of a zone at an instant, in minutes ("GMT-5" → -300), read through Intl. */
function offsetMinutes(zone: string, at: Date): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'shortOffset' }).formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
}

/** True when the visitor's clock is not on New York time now (a zone that merely has another name does not count). */
function differsFromMuseum(): boolean {
  const now = new Date();
  return -now.getTimezoneOffset() !== offsetMinutes(MUSEUM_ZONE, now);
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
