import { DateTime } from 'luxon';

/** The museum's time zone: every date the gateway shows is in it. */
export const MUSEUM_ZONE = 'America/New_York';

/** Parses an ISO date-time (MUSEUM_NOW) in the museum's zone; null when it is not one. */
export function parseMuseumNow(iso: string): DateTime | null {
  const parsed = DateTime.fromISO(iso, { zone: MUSEUM_ZONE });
  return parsed.isValid ? parsed : null;
}

/** The museum's "now": the pinned instant when given, else the real time, in the museum's zone. */
export function museumNow(pinned: DateTime | null, realNow: DateTime = DateTime.now()): DateTime {
  return (pinned ?? realNow).setZone(MUSEUM_ZONE);
}

/** A calendar date (YYYY-MM-DD) in the museum's zone. */
export function museumDate(now: DateTime): string {
  return now.setZone(MUSEUM_ZONE).toFormat('yyyy-MM-dd');
}
