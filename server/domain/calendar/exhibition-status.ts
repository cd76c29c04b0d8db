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

const override = (exhibition: ExhibitionDates): string | null => exhibition.dateOverride?.trim() || null;

/** "Ongoing" for an open-ended exhibition, else "Through {end}"; null without an end it can read. */
function throughText(exhibition: ExhibitionDates): string | null {
  if (isOpenEnded(exhibition)) return 'Ongoing';
  const end = museumDay(exhibition.endDate);
  return end ? `Through ${longDate(end)}` : null;
}

/**
 * The date text of an exhibition's detail page (content spec §4): the editors' override when given;
 * "Ongoing" for open-ended exhibitions (duration ongoing, or ending 2030-12-31); else
 * "Through {end}", whether the exhibition is upcoming, on view or closed (its label says which).
 */
export function exhibitionDetailDateText(exhibition: ExhibitionDates): string | null {
  return override(exhibition) ?? throughText(exhibition);
}

/**
 * The date text of an exhibition's card in listings and search (listings spec: "an exhibition that
 * already ended shows the start to end range"): as the detail page's, except that a closed
 * temporary exhibition reads its start–end range.
 */
export function exhibitionDateText(exhibition: ExhibitionDates, now: DateTime): string | null {
  const own = override(exhibition);
  if (own) return own;
  const start = museumDay(exhibition.startDate);
  const end = museumDay(exhibition.endDate);
  if (start && end && !isOpenEnded(exhibition) && exhibitionLabel(exhibition, now) === 'Closed') return dateRange(start, end);
  return throughText(exhibition);
}

/**
 * "Opens {start}" while an exhibition has not opened (the spec's date text names only its end); null
 * once open, without a start, or when the editors wrote their own date text.
 */
export function exhibitionOpeningText(exhibition: ExhibitionDates, now: DateTime): string | null {
  if (override(exhibition)) return null;
  const start = museumDay(exhibition.startDate);
  return start && start > now.startOf('day') ? `Opens ${longDate(start)}` : null;
}
