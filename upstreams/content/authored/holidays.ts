import { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../../clock';

/** A named day of the museum calendar. */
export interface Holiday {
  date: string; // YYYY-MM-DD
  name: string;
}

const MONDAY = 1;
const THURSDAY = 4;

/** The n-th given weekday of a month (n = -1 for the last one). */
function nthWeekday(year: number, month: number, weekday: number, n: number): DateTime {
  if (n > 0) {
    const first = DateTime.fromObject({ year, month, day: 1 }, { zone: MUSEUM_ZONE });
    const offset = (weekday - first.weekday + 7) % 7;
    return first.plus({ days: offset + 7 * (n - 1) });
  }
  const last = DateTime.fromObject({ year, month, day: 1 }, { zone: MUSEUM_ZONE }).endOf('month').startOf('day');
  return last.minus({ days: (last.weekday - weekday + 7) % 7 });
}

function holiday(date: DateTime, name: string): Holiday {
  return { date: date.toISODate() ?? '', name };
}

/** Days the museum closes although it would be open: July 4, Thanksgiving, Christmas. */
export function closedHolidays(year: number): Holiday[] {
  return [
    holiday(DateTime.fromObject({ year, month: 7, day: 4 }, { zone: MUSEUM_ZONE }), 'July 4'),
    holiday(nthWeekday(year, 11, THURSDAY, 4), 'Thanksgiving'),
    holiday(DateTime.fromObject({ year, month: 12, day: 25 }, { zone: MUSEUM_ZONE }), 'Christmas'),
  ];
}

/** Monday holidays the museum opens on although Mondays are closed. */
export function openHolidays(year: number): Holiday[] {
  // The Monday of the week between Christmas and New Year (Dec 26 – Jan 1 lands in it).
  const holidayWeekMonday = nthWeekday(year, 12, MONDAY, -1);
  return [
    holiday(nthWeekday(year, 1, MONDAY, 3), 'Martin Luther King Jr. Day'),
    holiday(nthWeekday(year, 2, MONDAY, 3), "Presidents' Day"),
    holiday(nthWeekday(year, 5, MONDAY, -1), 'Memorial Day'),
    holiday(nthWeekday(year, 9, MONDAY, 1), 'Labor Day'),
    holiday(nthWeekday(year, 10, MONDAY, 2), "Indigenous Peoples' Day"),
    holiday(holidayWeekMonday, 'Holiday Week Monday'),
  ];
}
