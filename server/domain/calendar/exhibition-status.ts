import type { DateTime } from 'luxon';
import { dateRange, longDate, museumDay, OPEN_ENDED_END_DATE } from './museum-dates';

/** An exhibition's place in time, as its card label reads it (content spec §4). */
export type ExhibitionLabel = 'Closed' | 'Upcoming' | 'Coming Soon' | 'Closing Soon' | 'Now On View';

/** Exhibitions starting within this window are "Coming Soon"; later ones "Upcoming" (spec §9). */
export const COMING_SOON_WINDOW = { months: 3 } as const;
/** Exhibitions ending within this window are "Closing Soon" (spec §9). */
export const CLOSING_SOON_WINDOW = { weeks: 3 } as const;

/** What the rules read of an exhibition. */
export interface ExhibitionDates {
  startDate: string | null | undefined;
  endDate: string | null | undefined;
  /** 'temporary' or 'ongoing'. */
  duration: string | null | undefined;
  /** Editors' own date text, which replaces the computed one. */
  dateOverride?: string | null;
}

/** True when the exhibition has no real end: duration ongoing, or the open-ended end date. */
export function isOpenEnded(exhibition: ExhibitionDates): boolean {
  return exhibition.duration === 'ongoing' || !exhibition.endDate || exhibition.endDate.slice(0, 10) === OPEN_ENDED_END_DATE;
}

/** The last day of an exhibition's run: its end date, or the open-ended end date (spec §9) when it has no real end. */
export function lastDayOfRun(exhibition: ExhibitionDates): DateTime | null {
  return museumDay(isOpenEnded(exhibition) ? OPEN_ENDED_END_DATE : exhibition.endDate);
}

/**
 * The label: Closed once the end day has passed; Upcoming when it opens more than 3 months from
 * today, Coming Soon when within 3 months; Closing Soon when open and ending within 3 weeks (the
 * end day counts as open); else Now On View. Open-ended exhibitions never close soon.
 */
export function exhibitionLabel(exhibition: ExhibitionDates, now: DateTime): ExhibitionLabel {
  const today = now.startOf('day');
  const start = museumDay(exhibition.startDate);
  const end = isOpenEnded(exhibition) ? null : museumDay(exhibition.endDate);
  if (end && end < today) return 'Closed';
  if (start && start > today) return start > today.plus(COMING_SOON_WINDOW) ? 'Upcoming' : 'Coming Soon';
  if (end && end <= today.plus(CLOSING_SOON_WINDOW)) return 'Closing Soon';
  return 'Now On View';
}

/**
 * The date text: the editors' override when given; "Ongoing" for open-ended exhibitions; the
 * start–end range once closed, and also before opening (a visitor needs the opening day, which
 * "Through …" would hide); "Through {end}" while on view.
 */
export function exhibitionDateText(exhibition: ExhibitionDates, now: DateTime): string | null {
  if (exhibition.dateOverride?.trim()) return exhibition.dateOverride.trim();
  const start = museumDay(exhibition.startDate);
  if (isOpenEnded(exhibition)) return start && start > now.startOf('day') ? `Opens ${longDate(start)}` : 'Ongoing';
  const end = museumDay(exhibition.endDate);
  if (!end) return null;
  const label = exhibitionLabel(exhibition, now);
  if (start && (label === 'Closed' || label === 'Upcoming' || label === 'Coming Soon')) return dateRange(start, end);
  return `Through ${longDate(end)}`;
}
