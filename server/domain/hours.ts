import type { DateTime } from 'luxon';
import { museumDate, MUSEUM_ZONE } from './clock';

export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Hours shown on an open date (a holiday on which the museum opens although normally closed). */
export const OPEN_DATE_HOURS = '10:00 a.m.–5:00 p.m.';
export const CLOSED_TEXT = 'Closed';
export const CLOSED_TODAY = 'Closed today';

/** A building's opening rules, as the content service describes them. */
export interface BuildingHours {
  /** Hours text per weekday (`10:00 a.m.–5:00 p.m.` or `Closed`); a missing day is closed. */
  weekly: Partial<Record<Weekday, string | null>>;
  override: { text: string; start: string | null; end: string | null } | null;
  /** A historic house's seasonal rule: closed to walk-in visits in these months (1–12), with guided tours at these times on its open days. */
  seasonalRule: { closedMonths: readonly number[]; tourTimes: readonly string[] } | null;
  /** The site's closed weekdays and open dates describe the main building: they apply to the primary one only. */
  isPrimary: boolean;
}

/** Site-wide closures and openings. */
export interface SiteCalendar {
  closedDates: readonly string[];
  openDates: readonly string[];
  closedDaysOfWeek: readonly string[];
}

export interface TodayHours {
  date: string;
  isOpen: boolean;
  text: string;
  hours: string | null;
  note: string | null;
}

function isClosedText(text: string | null | undefined): boolean {
  return !text || text.trim().toLowerCase() === CLOSED_TEXT.toLowerCase();
}

/** Regular hours by weekday, Monday first; a missing day reads `Closed`. */
export function weeklyHours(weekly: BuildingHours['weekly']): { day: Weekday; hours: string }[] {
  return WEEKDAYS.map((day) => {
    const text = weekly[day];
    return { day, hours: isClosedText(text) ? CLOSED_TEXT : (text ?? CLOSED_TEXT).trim() };
  });
}

/** `a, b and c` */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function inRange(date: string, start: string | null, end: string | null): boolean {
  return (!start || start <= date) && (!end || date <= end);
}

/**
 * Today's status of a building (spec §4). An open date opens the primary building with fixed hours;
 * a closed date (any building) or a closed weekday closes it; otherwise it is open with the day's
 * hours. The override text is the note within its date range.
 *
 * The historic houses' seasonal rule ("January to March closed, with tours at 11:00 a.m., 1:00 p.m.
 * and 2:30 p.m. on open days"; §9 "Tour times on open days January to March") is read as: in the
 * rule's months the house is closed to walk-in visits ('Closed today'), and on the days it would
 * otherwise open (its weekly hours, no site closure) its guided tours are the note; the rest of the
 * year it keeps its regular hours, without tour times. An override in range takes the note's place.
 */
export function todayHours(building: BuildingHours, site: SiteCalendar, now: DateTime): TodayHours {
  const local = now.setZone(MUSEUM_ZONE);
  const date = museumDate(local);
  const weekday = WEEKDAYS[local.weekday - 1] ?? 'Monday';
  const override = building.override && inRange(date, building.override.start, building.override.end) ? building.override.text : null;
  const closed = (note: string | null): TodayHours => ({ date, isOpen: false, text: CLOSED_TODAY, hours: null, note });
  const open = (hours: string): TodayHours => ({ date, isOpen: true, text: `Open today ${hours}`, hours, note: override });

  if (building.isPrimary && site.openDates.includes(date)) return open(OPEN_DATE_HOURS);
  const dayText = building.weekly[weekday];
  const closedWeekday = isClosedText(dayText) || (building.isPrimary && site.closedDaysOfWeek.includes(weekday));
  if (site.closedDates.includes(date) || closedWeekday || !dayText) return closed(override);
  const season = building.seasonalRule;
  if (season?.closedMonths.includes(local.month)) {
    return closed(override ?? (season.tourTimes.length > 0 ? `Tours at ${listText(season.tourTimes)}` : null));
  }
  return open(dayText.trim());
}
