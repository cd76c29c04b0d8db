import { LRUCache } from 'lru-cache';
import type { DateTime } from 'luxon';
import { museumDay } from './museum-dates';
import type { CalendarSelection } from './selection';

/** One dated occurrence of an event (a session of a course, a repeat of a tour). */
export interface Occurrence {
  start: string;
  end?: string | null;
  isCanceled?: boolean | null;
  isSoldOut?: boolean | null;
}

/**
 * Calendar days already read, by ISO start (NaN: unreadable). Listings read the day of every session
 * of every event they consider, the same sessions request after request, and Luxon spends about ten
 * microseconds on each; a day depends on nothing but the text, so it is read once per process.
 */
const days = new LRUCache<string, number>({ max: 20_000 });

/** The occurrence's calendar day (its start of day in the museum's zone) as epoch milliseconds; null when unreadable. */
function dayOf(occurrence: Occurrence): number | null {
  let day = days.get(occurrence.start);
  if (day === undefined) {
    day = museumDay(occurrence.start)?.toMillis() ?? Number.NaN;
    days.set(occurrence.start, day);
  }
  return Number.isNaN(day) ? null : day;
}

/**
 * True when a day (start of day in the museum's zone, as milliseconds) is selected: any day when the
 * selection sets none. The selection's days are museum start-of-days too, so a day is the same day
 * exactly when its milliseconds are (Luxon's `hasSame` works that out anew per call).
 */
function isSelectedDay(day: number, selection: CalendarSelection): boolean {
  if (!selection.span) return true;
  if (selection.listed) return selection.days.some((selected) => selected.toMillis() === day);
  return day >= selection.span.start.toMillis() && day <= selection.span.end.toMillis();
}

/** The occurrences a listing or feed shows: those on the selected days, today or later — or, for a past selection, on its days. */
export function occurrencesShown<T extends Occurrence>(occurrences: readonly T[], selection: CalendarSelection, now: DateTime): T[] {
  const today = now.startOf('day').toMillis();
  // Each occurrence's day is read once: listings ask this of every session of every event.
  const selected = occurrences.flatMap((occurrence) => {
    const day = dayOf(occurrence);
    return day !== null && isSelectedDay(day, selection) ? [{ occurrence, day }] : [];
  });
  const current = selected.filter(({ day }) => day >= today);
  return (current.length ? current : selected).map(({ occurrence }) => occurrence);
}

/** The occurrence an event's card shows: the first shown one; null when the event lists none. */
export function occurrenceShown<T extends Occurrence>(occurrences: readonly T[] | null | undefined, selection: CalendarSelection, now: DateTime): T | null {
  if (!occurrences?.length) return null;
  return occurrencesShown(occurrences, selection, now)[0] ?? occurrences[0] ?? null;
}
