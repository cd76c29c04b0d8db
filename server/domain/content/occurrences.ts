import type { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../clock';
import { eventStatus, type EventFlags, type EventStatus } from '../calendar/event-status';
import { museumDateTime } from '../calendar/museum-dates';

/** One date of an event as the content service stores it. */
export interface StoredOccurrence extends EventFlags {
  start?: string | null;
  end?: string | null;
}

/** A date of an event, read and ordered; its status joins its own flags with the whole event's. */
export interface Occurrence {
  start: DateTime;
  end: DateTime | null;
  startIso: string;
  endIso: string | null;
  status: EventStatus | null;
  isPast: boolean;
}

/**
 * An event's dates: its eventDatetimes, or its start and end when it has none; unreadable dates are
 * left out, the rest ordered by start. An event canceled or sold out as a whole is so on every date.
 */
export function eventOccurrences(event: { eventDatetimes?: StoredOccurrence[] | null; startDate?: string | null; endDate?: string | null; status?: EventFlags | null }, now: DateTime): Occurrence[] {
  const stored = event.eventDatetimes?.length ? event.eventDatetimes : [{ start: event.startDate, end: event.endDate }];
  const whole = eventStatus(event.status ?? null);
  return stored
    .flatMap((item): Occurrence[] => {
      const start = museumDateTime(item.start);
      if (!start || !item.start) return [];
      const end = museumDateTime(item.end);
      const validEnd = end && end >= start ? end : null;
      const status = whole ?? eventStatus(item);
      return [{ start, end: validEnd, startIso: item.start, endIso: validEnd ? (item.end ?? null) : null, status, isPast: (validEnd ?? start) < now }];
    })
    .sort((a, b) => a.start.toMillis() - b.start.toMillis());
}

/** The URL's `d` (YYYY-MM-DD) and `s` (`HH:mm`, `HHmm` or `H:mm`), read leniently; malformed values are absent. */
export function readOccurrenceChoice(date: string | null | undefined, time: string | null | undefined): { date: string; time: string | null } | null {
  const day = date?.trim() ?? '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const match = /^(\d{1,2}):?(\d{2})$/.exec(time?.trim() ?? '');
  const hour = match ? Number(match[1]) : NaN;
  const minute = match ? Number(match[2]) : NaN;
  const valid = hour >= 0 && hour < 24 && minute >= 0 && minute < 60;
  return { date: day, time: valid ? `${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}` : null };
}

/** The `d` and `s` that name an occurrence in its event's URL. */
export function occurrenceParams(occurrence: Pick<Occurrence, 'start'>): { d: string; s: string } {
  const start = occurrence.start.setZone(MUSEUM_ZONE);
  return { d: start.toFormat('yyyy-MM-dd'), s: start.toFormat('HH:mm') };
}

/**
 * The occurrence an event page shows (content spec §2): with a date, the one starting that day (at
 * that time when given), or null — the page then links to all dates and times; without one, the
 * next that is not over, else the last.
 */
export function chooseOccurrence(occurrences: readonly Occurrence[], choice: { date: string; time: string | null } | null): Occurrence | null {
  if (choice) {
    return (
      occurrences.find((occurrence) => {
        const params = occurrenceParams(occurrence);
        return params.d === choice.date && (choice.time === null || params.s === choice.time);
      }) ?? null
    );
  }
  const ahead = occurrences.filter((occurrence) => !occurrence.isPast);
  return ahead.find((occurrence) => occurrence.status !== 'CANCELED') ?? ahead[0] ?? occurrences[occurrences.length - 1] ?? null;
}
