import { DateTime } from 'luxon';

/** The museum's time zone: every date the sample upstreams generate is placed in it. */
export const MUSEUM_ZONE = 'America/New_York';

/**
 * The sample upstreams' "now": the given ISO date-time (tests, MUSEUM_NOW) or the real time.
 * Dated sample content is generated relative to it, so a pinned clock gives identical data.
 */
export function museumNow(iso: string | undefined = process.env.MUSEUM_NOW): DateTime {
  if (!iso) return DateTime.now().setZone(MUSEUM_ZONE);
  const pinned = DateTime.fromISO(iso, { zone: MUSEUM_ZONE });
  if (!pinned.isValid) throw new Error(`MUSEUM_NOW is not an ISO date-time: ${iso}`);
  return pinned;
}
