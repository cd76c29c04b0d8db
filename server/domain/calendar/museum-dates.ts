import { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../clock';

/** The end date editors give exhibitions that have no end (spec §9): such exhibitions read "Ongoing". */
export const OPEN_ENDED_END_DATE = '2030-12-31';

/** A date or date-time from an upstream (ISO), in the museum's zone; null when absent or unreadable. */
export function museumDateTime(iso: string | null | undefined): DateTime | null {
  if (!iso) return null;
  const parsed = DateTime.fromISO(iso, { zone: MUSEUM_ZONE });
  return parsed.isValid ? parsed : null;
}

/** The calendar day (start of day, museum zone) of an ISO date or date-time. */
export function museumDay(iso: string | null | undefined): DateTime | null {
  return museumDateTime(iso)?.startOf('day') ?? null;
}

/** "January 4, 2027". */
export function longDate(day: DateTime): string {
  return day.setZone(MUSEUM_ZONE).toFormat('LLLL d, yyyy', { locale: 'en-US' });
}

/**
 * Two days as one range: "November 24–26, 2026" within a month, "March 3–June 15, 2025" within a
 * year, "November 3, 2024–January 5, 2025" across years, one date when both are the same day.
 */
export function dateRange(start: DateTime, end: DateTime): string {
  if (start.hasSame(end, 'day')) return longDate(start);
  if (start.hasSame(end, 'month')) return `${start.toFormat('LLLL d', { locale: 'en-US' })}–${end.toFormat('d, yyyy')}`;
  if (start.hasSame(end, 'year')) return `${start.toFormat('LLLL d', { locale: 'en-US' })}–${longDate(end)}`;
  return `${longDate(start)}–${longDate(end)}`;
}
