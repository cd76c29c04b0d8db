import { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../../clock';
import type { SearchDocument } from '../documents';

/** Stored dates never say "now"; parsing them needs no clock. */
const EPOCH = DateTime.fromMillis(0, { zone: MUSEUM_ZONE });

/** An inclusive span of time in epoch milliseconds. */
export interface Span {
  start: number;
  end: number;
}

/** Date shapes the search accepts, each widened to its whole unit: ISO date-times, days, months and years, and D/M/YYYY, M/YYYY. */
const DATE_FORMATS: [RegExp, string, 'day' | 'month' | 'year'][] = [
  [/^\d{4}-\d{2}-\d{2}$/, 'yyyy-MM-dd', 'day'],
  [/^\d{4}-\d{2}$/, 'yyyy-MM', 'month'],
  [/^\d{4}$/, 'yyyy', 'year'],
  [/^\d{1,2}\/\d{1,2}\/\d{1,4}$/, 'd/M/y', 'day'],
  [/^\d{1,2}\/\d{1,4}$/, 'M/y', 'month'],
];

/**
 * Parsed date strings. Luxon parsing is slow and filters compare the same stored dates and bounds
 * on every document of every request, so each string is parsed once (bounded).
 */
const parsed = new Map<string, Span | null>();
const MAX_PARSED = 100_000;

/** The span a date string covers in the museum's zone (a day, a month, a year, or an instant); null when unreadable. */
export function dateSpan(value: string, now: DateTime): Span | null {
  const text = value.trim();
  if (text === 'now') return { start: now.toMillis(), end: now.toMillis() };
  if (text === 'now/d') return { start: now.startOf('day').toMillis(), end: now.endOf('day').toMillis() };
  if (parsed.has(text)) return parsed.get(text) ?? null;
  const span = parseSpan(text);
  if (parsed.size < MAX_PARSED) parsed.set(text, span);
  return span;
}

function parseSpan(text: string): Span | null {
  for (const [pattern, format, unit] of DATE_FORMATS) {
    if (!pattern.test(text)) continue;
    const date = DateTime.fromFormat(text, format, { zone: MUSEUM_ZONE });
    return date.isValid ? { start: date.startOf(unit).toMillis(), end: date.endOf(unit).toMillis() } : null;
  }
  const instant = DateTime.fromISO(text, { zone: MUSEUM_ZONE });
  return instant.isValid ? { start: instant.toMillis(), end: instant.toMillis() } : null;
}

/** The two ends of a range value: "start to end", an ISO interval "start/end", or one date for both. */
function rangeEnds(value: string): [string, string] {
  const [from, to, ...rest] = value.split(/\s+to\s+/i);
  if (from !== undefined && to !== undefined && rest.length === 0) return [from, to];
  // "M/YYYY" and "D/M/YYYY" hold slashes too, but are one date: only ISO dates form an interval.
  const [start, end, ...more] = value.split('/');
  if (start !== undefined && end !== undefined && more.length === 0 && /^\d{4}-/.test(start.trim()) && /^\d{4}-/.test(end.trim())) return [start, end];
  return [value, value];
}

/** A date range filter value: one date, or "start to end" (also "start/end"); null when unreadable. */
export function rangeSpan(value: string, now: DateTime): Span | null {
  const [first, last] = rangeEnds(value);
  const start = first ? dateSpan(first, now) : null;
  const end = last ? dateSpan(last, now) : null;
  return start && end ? { start: start.start, end: end.end } : null;
}

/** A collections year filter value, "YYYY to YYYY" (years may be negative, up to 8 digits) or one year. */
export function yearSpan(value: string): Span | null {
  const match = /^\s*(-?\d{1,8})(?:\s+to\s+(-?\d{1,8}))?\s*$/i.exec(value);
  if (!match?.[1]) return null;
  const start = Number(match[1]);
  return { start, end: match[2] ? Number(match[2]) : start };
}

/**
 * The years an artwork was made in: DateBegin–DateEnd (DateEnd defaults to DateBegin; reversed
 * records are read the right way round); null without a DateBegin.
 */
export function artworkYears(document: SearchDocument): Span | null {
  const begin = typeof document.dateBegin === 'number' ? document.dateBegin : null;
  const end = typeof document.dateEnd === 'number' ? document.dateEnd : begin;
  if (begin === null || end === null) return null;
  return { start: Math.min(begin, end), end: Math.max(begin, end) };
}

/** The moment a stored date or date-time starts (a date-only value: the start of its day). */
function instant(value: unknown): number | null {
  return typeof value === 'string' ? (dateSpan(value, EPOCH)?.start ?? null) : null;
}

/**
 * When a dated document takes place: its occurrences (events carry `occurrences` [{start, end}])
 * or else its startDate–endDate (a date-only end covers the whole day).
 */
export function documentSpans(document: SearchDocument): Span[] {
  const occurrences = Array.isArray(document.occurrences) ? document.occurrences : [];
  const spans: Span[] = [];
  for (const occurrence of occurrences) {
    if (occurrence === null || typeof occurrence !== 'object' || Array.isArray(occurrence)) continue;
    const start = instant(occurrence.start);
    if (start !== null) spans.push({ start, end: instant(occurrence.end) ?? start });
  }
  if (spans.length) return spans;
  const start = instant(document.startDate);
  if (start === null) return [];
  const endText = typeof document.endDate === 'string' ? document.endDate : null;
  const end = endText ? dateSpan(endText, DateTime.fromMillis(start))?.end ?? start : start;
  return [{ start, end }];
}

/** True when two spans share a moment. */
export function overlaps(a: Span, b: Span): boolean {
  return a.start <= b.end && a.end >= b.start;
}
