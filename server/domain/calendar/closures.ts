import type { DateTime } from 'luxon';
import { isoDay } from './periods';

/** A date the museum names: a closed holiday or a Monday it opens on (site settings). */
export interface NamedDate {
  date: string;
  name: string | null;
}

/** When the main building closes, from the content service's site settings (spec §3 "Settings"). */
export interface MuseumClosures {
  closedDates: readonly NamedDate[];
  openDates: readonly NamedDate[];
  /** Weekday names, for example `Monday`. */
  closedDaysOfWeek: readonly string[];
}

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** ISO weekday numbers (1 = Monday) of the closed days of the week; unknown names are skipped. */
export function closedWeekdays(closures: MuseumClosures): number[] {
  return closures.closedDaysOfWeek.flatMap((name) => {
    const index = WEEKDAYS.indexOf(name.trim().toLowerCase());
    return index === -1 ? [] : [index + 1];
  });
}

/** What the museum's settings say about one day. */
export type DayStatus =
  | { kind: 'open' }
  /** A closed date (July 4, Thanksgiving, Christmas). */
  | { kind: 'closed-holiday'; name: string | null }
  /** A closed day of the week (Mondays). */
  | { kind: 'closed-weekday' }
  /** A closed day of the week the museum opens on (a Monday holiday). */
  | { kind: 'open-holiday'; name: string | null };

export function dayStatus(day: DateTime, closures: MuseumClosures): DayStatus {
  const iso = isoDay(day);
  const closed = closures.closedDates.find((entry) => entry.date === iso);
  if (closed) return { kind: 'closed-holiday', name: closed.name };
  if (!closedWeekdays(closures).includes(day.weekday)) return { kind: 'open' };
  const open = closures.openDates.find((entry) => entry.date === iso);
  return open ? { kind: 'open-holiday', name: open.name } : { kind: 'closed-weekday' };
}

export function isClosed(status: DayStatus): boolean {
  return status.kind === 'closed-holiday' || status.kind === 'closed-weekday';
}

/** "Mondays", "Mondays and Tuesdays". */
export function closedDaysText(closures: MuseumClosures): string {
  const names = closedWeekdays(closures).map((weekday) => {
    const name = WEEKDAYS[weekday - 1] ?? '';
    return `${name[0]?.toUpperCase() ?? ''}${name.slice(1)}s`;
  });
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}
