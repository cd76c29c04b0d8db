import { DateTime } from 'luxon';
import { HourlyOffsetZone } from './hourly-offset-zone';

/** The IANA name of the museum's time zone (iCalendar's TZID, Google Calendar's ctz). */
export const MUSEUM_ZONE_NAME = 'America/New_York';

/** The museum's time zone: every date the gateway shows is in it. */
export const MUSEUM_ZONE = new HourlyOffsetZone(MUSEUM_ZONE_NAME);

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
