import { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../clock';
import { dateRange, longDate } from './museum-dates';
import { daysOf, isoDay, monthSpan, weekendOf, weekOf, type DaySpan } from './periods';
import type { CalendarRange } from './range';
import { currentOrNextSeason, seasonName, seasonOf, seasonSpan } from './seasons';

/** The days a range stands for today. */
export interface CalendarSelection {
  range: CalendarRange;
  /** First to last day covered; null when the range sets no dates (all, highlights). */
  span: DaySpan | null;
  /** Every day selected, in order (a span's every day; the listed days of a list). Empty without dates. */
  days: DateTime[];
  /** True when the days are listed one by one (today, a date, a list): the service gets them as `dates`. */
  listed: boolean;
}

function museumDay(iso: string): DateTime {
  return DateTime.fromISO(iso, { zone: MUSEUM_ZONE }).startOf('day');
}

function spanned(range: CalendarRange, span: DaySpan): CalendarSelection {
  return { range, span, days: daysOf(span), listed: false };
}

/** Works out the days of a range for the museum's today (`now`, New York). */
export function resolveRange(range: CalendarRange, now: DateTime): CalendarSelection {
  const today = now.setZone(MUSEUM_ZONE).startOf('day');
  switch (range.kind) {
    case 'all':
    case 'highlights':
      return { range, span: null, days: [], listed: false };
    case 'today':
      return { range, span: { start: today, end: today }, days: [today], listed: true };
    case 'dates': {
      const days = range.dates.map(museumDay);
      return { range, span: { start: days[0] ?? today, end: days.at(-1) ?? today }, days, listed: true };
    }
    case 'span':
      return spanned(range, { start: museumDay(range.start), end: museumDay(range.end) });
    case 'this-week':
      return spanned(range, weekOf(today));
    case 'this-weekend':
      return spanned(range, weekendOf(today));
    case 'this-month':
      return spanned(range, monthSpan(today.year, today.month));
    case 'month':
      return spanned(range, monthSpan(range.year, range.month));
    case 'this-season':
      return spanned(range, seasonSpan(seasonOf(today)));
    case 'season':
      return spanned(range, seasonSpan(range.year === null ? currentOrNextSeason(range.season, today) : { season: range.season, year: range.year }));
  }
}

/** The selected days as YYYY-MM-DD (the date picker's selection). */
export function selectedDates(selection: CalendarSelection): string[] {
  return selection.days.map(isoDay);
}

/** True when every selected day is before today (a past selection gets its notice). */
export function isPastSelection(selection: CalendarSelection, now: DateTime): boolean {
  return selection.span !== null && selection.span.end < now.setZone(MUSEUM_ZONE).startOf('day');
}

/** True when the days follow one another without a gap. */
export function areConsecutive(days: readonly DateTime[]): boolean {
  return days.every((day, index) => index === 0 || Math.round(day.diff(days[index - 1] ?? day, 'days').days) === 1);
}

function joinWords(parts: string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** A list of days: one date, a range when consecutive (spec §4), else "November 24, 26 and 28, 2026" (years written where they change). */
function listedText(days: readonly DateTime[]): string {
  const [first] = days;
  const last = days.at(-1);
  if (!first || !last) return '';
  if (days.length === 1) return first.toFormat('cccc, LLLL d, yyyy', { locale: 'en-US' });
  if (areConsecutive(days)) return dateRange(first, last);
  if (days.every((day) => day.hasSame(first, 'year'))) {
    const names = days.map((day, index) => (index > 0 && day.hasSame(days[index - 1] ?? day, 'month') ? day.toFormat('d') : day.toFormat('LLLL d', { locale: 'en-US' })));
    return `${joinWords(names)}, ${first.year}`;
  }
  return joinWords(days.map(longDate));
}

/** How the selection reads above the listing: "Sunday, November 22, 2026", "November 27–29, 2026", "December 2026", "Winter 2026–27"; null for all dates. */
export function selectionText(selection: CalendarSelection, now: DateTime): string | null {
  const { range, span } = selection;
  switch (range.kind) {
    case 'all':
      return null;
    case 'highlights':
      return 'Highlights';
    case 'month':
    case 'this-month':
      return span ? span.start.toFormat('LLLL yyyy', { locale: 'en-US' }) : null;
    case 'season':
      return seasonName(range.year === null ? currentOrNextSeason(range.season, now.setZone(MUSEUM_ZONE)) : { season: range.season, year: range.year });
    case 'this-season':
      return seasonName(seasonOf(now.setZone(MUSEUM_ZONE)));
    case 'today':
    case 'dates':
      return listedText(selection.days);
    default:
      return span ? dateRange(span.start, span.end) : null;
  }
}
