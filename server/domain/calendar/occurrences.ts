import type { DateTime } from 'luxon';
import { museumDateTime } from './museum-dates';
import type { CalendarSelection } from './selection';

/** One dated occurrence of an event (a session of a course, a repeat of a tour). */
export interface Occurrence {
  start: string;
  end?: string | null;
  isCanceled?: boolean | null;
  isSoldOut?: boolean | null;
}

function dayOf(occurrence: Occurrence): DateTime | null {
  return museumDateTime(occurrence.start)?.startOf('day') ?? null;
}

/** True when the occurrence falls on a selected day (any day when the selection sets none). */
export function isInSelection(occurrence: Occurrence, selection: CalendarSelection): boolean {
  const day = dayOf(occurrence);
  if (!day) return false;
  if (!selection.span) return true;
  if (selection.listed) return selection.days.some((selected) => selected.hasSame(day, 'day'));
  return day >= selection.span.start && day <= selection.span.end;
}

/** True when the occurrence's day is today or later (the calendar lists only what has not ended). */
export function isCurrent(occurrence: Occurrence, now: DateTime): boolean {
  const day = dayOf(occurrence);
  return day !== null && day >= now.startOf('day');
}

/** The occurrences a listing or feed shows: those on the selected days, today or later — or, for a past selection, on its days. */
export function occurrencesShown<T extends Occurrence>(occurrences: readonly T[], selection: CalendarSelection, now: DateTime): T[] {
  const selected = occurrences.filter((occurrence) => isInSelection(occurrence, selection));
  const current = selected.filter((occurrence) => isCurrent(occurrence, now));
  return current.length ? current : selected;
}

/** The occurrence an event's card shows: the first shown one; null when the event lists none. */
export function occurrenceShown<T extends Occurrence>(occurrences: readonly T[] | null | undefined, selection: CalendarSelection, now: DateTime): T | null {
  if (!occurrences?.length) return null;
  return occurrencesShown(occurrences, selection, now)[0] ?? occurrences[0] ?? null;
}
