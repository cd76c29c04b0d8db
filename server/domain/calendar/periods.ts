import { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../clock';

/** An inclusive run of museum days (both ends at the start of their day, New York time). */
export interface DaySpan {
  start: DateTime;
  end: DateTime;
}

/** The museum's weeks run Sunday to Saturday (the US calendar the site's visitors read). */
const WEEK_OPTIONS = { useLocaleWeeks: true } as const;
const WEEK_LOCALE = 'en-US';

function inWeekLocale(day: DateTime): DateTime {
  return day.setZone(MUSEUM_ZONE).setLocale(WEEK_LOCALE).startOf('day');
}

/** The week (Sunday–Saturday) a day falls in. */
export function weekOf(day: DateTime): DaySpan {
  const local = inWeekLocale(day);
  return { start: local.startOf('week', WEEK_OPTIONS), end: local.endOf('week', WEEK_OPTIONS).startOf('day') };
}

/**
 * "This weekend" (spec §9): from the day before the end of the week through the day after it — the
 * Friday, Saturday and Sunday around the Saturday that ends this week. On a Sunday the week has
 * just begun, so that is the coming weekend.
 */
export function weekendOf(day: DateTime): DaySpan {
  const saturday = weekOf(day).end;
  return { start: saturday.minus({ days: 1 }), end: saturday.plus({ days: 1 }) };
}

/** The month of a year (month 1–12). */
export function monthSpan(year: number, month: number): DaySpan {
  const start = DateTime.fromObject({ year, month, day: 1 }, { zone: MUSEUM_ZONE });
  return { start, end: start.endOf('month').startOf('day') };
}

/** Every day of a span, in order. */
export function daysOf(span: DaySpan): DateTime[] {
  const days: DateTime[] = [];
  for (let day = span.start; day <= span.end; day = day.plus({ days: 1 })) days.push(day);
  return days;
}

/** YYYY-MM-DD of a museum day. */
export function isoDay(day: DateTime): string {
  return day.setZone(MUSEUM_ZONE).toFormat('yyyy-MM-dd');
}
