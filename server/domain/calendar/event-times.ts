import type { DateTime } from 'luxon';
import { museumDateTime } from './museum-dates';

/** A clock time as the museum writes it: "1:00 p.m."; 11:59 p.m. shows as "Midnight" (spec §9). */
export function clockTime(time: DateTime): string {
  if (time.hour === 23 && time.minute === 59) return 'Midnight';
  const hour = time.hour % 12 || 12;
  return `${hour}:${String(time.minute).padStart(2, '0')} ${time.hour < 12 ? 'a.m.' : 'p.m.'}`;
}

/** "2:00–3:00 p.m." (one meridiem written once), "11:00 a.m.–1:00 p.m.", "8:00 p.m.–Midnight"; the start alone without an end. */
export function timeRange(start: DateTime, end: DateTime | null): string {
  const from = clockTime(start);
  if (!end || end <= start) return from;
  const to = clockTime(end);
  const meridiem = / ([ap]\.m\.)$/;
  const fromMeridiem = meridiem.exec(from)?.[1];
  if (fromMeridiem && fromMeridiem === meridiem.exec(to)?.[1] && start.hasSame(end, 'day')) return `${from.replace(meridiem, '')}–${to}`;
  return `${from}–${to}`;
}

/** "Saturday, November 28, 2026". */
export function weekdayDate(day: DateTime): string {
  return day.toFormat('cccc, LLLL d, yyyy', { locale: 'en-US' });
}

/** An event's (or occurrence's) date and time texts in the museum's zone; the time is null for date-only values. */
export function eventWhen(startIso: string | null | undefined, endIso?: string | null): { date: string; time: string | null } | null {
  const start = museumDateTime(startIso);
  if (!start || !startIso) return null;
  const end = museumDateTime(endIso);
  const hasTime = /T\d/.test(startIso);
  return { date: weekdayDate(start), time: hasTime ? timeRange(start, end && end.hasSame(start, 'day') ? end : null) : null };
}

/** When an event starts, in one line: "Saturday, November 28, 2026, 1:00 p.m." (the date alone without a time). */
export function eventDateText(start: string | null | undefined): string | null {
  const when = eventWhen(start);
  if (!when) return null;
  return when.time ? `${when.date}, ${when.time}` : when.date;
}
