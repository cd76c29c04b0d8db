import { DateTime } from 'luxon';
import type { SearchType } from './types';

/**
 * The search's date filter (spec §5): a value "start to end" applies only when both sides are
 * filled. Collections filter by years (an optional minus sign and up to 8 digits); the other
 * indexes by calendar dates: a year (expanded to -01-01 … -12-31), a month and year, or a day,
 * month and year. A single value stands for both sides (the year options of the Dates list).
 */
export type DateFilterKind = 'years' | 'dates';

/** What the visitor is told when a date filter cannot be read. */
export const DATE_HINTS: Readonly<Record<DateFilterKind, string>> = {
  years: 'Enter years of up to 8 digits, with a minus sign for years BCE (for example -500 or 1850).',
  dates: 'Enter a year (2026), a month and year (11/2026) or a day, month and year (28/11/2026).',
};
const BOTH_SIDES = 'Enter both a start and an end.';
const ORDER = 'The start must not be after the end.';

export function dateFilterKind(type: SearchType): DateFilterKind {
  return type === 'collections' ? 'years' : 'dates';
}

export interface DateBounds {
  start: string;
  end: string;
}

/** The two sides of "start to end"; one value alone is both sides; null when a side is empty. */
export function splitDateRange(value: string): DateBounds | null {
  const [start, end, ...rest] = value.trim().split(/\s*\bto\b\s*/i);
  if (end === undefined) return start ? { start, end: start } : null;
  return start && end && rest.length === 0 ? { start, end } : null;
}

/** The value the URL carries for two sides: "start to end". */
export function joinDateRange({ start, end }: DateBounds): string {
  return `${start.trim()} to ${end.trim()}`;
}

/** A read date filter: the value the search service gets, or why it cannot be read. */
export type DateFilterResult = { ok: true; value: string } | { ok: false; error: string };

const YEAR = /^-?\d{1,8}$/;

function yearsFilter(bounds: DateBounds): DateFilterResult {
  if (!YEAR.test(bounds.start) || !YEAR.test(bounds.end)) return { ok: false, error: DATE_HINTS.years };
  const start = Number(bounds.start);
  const end = Number(bounds.end);
  if (start > end) return { ok: false, error: ORDER };
  return { ok: true, value: `${start} to ${end}` };
}

function isoDay(year: number, month: number, day: number): DateTime | null {
  const date = DateTime.fromObject({ year, month, day });
  return date.isValid ? date : null;
}

/** The first and last day a typed date covers (a year, a month or a day); null when it is no date. */
function dateSpan(text: string): { first: DateTime; last: DateTime } | null {
  if (/^\d{1,4}$/.test(text)) {
    const year = Number(text);
    const first = isoDay(year, 1, 1);
    return first ? { first, last: first.endOf('year') } : null;
  }
  const parts = text.split('/');
  if (parts.length === 2 && parts.every((part) => /^\d{1,4}$/.test(part))) {
    // Month and year, or year and month: a first part of at most two digits from 1 to 12 is the month.
    const isMonth = (part: string) => part.length <= 2 && Number(part) >= 1 && Number(part) <= 12;
    const [a = '', b = ''] = parts;
    const [month, year] = isMonth(a) ? [a, b] : isMonth(b) ? [b, a] : [null, null];
    const first = month === null || year === null ? null : isoDay(Number(year), Number(month), 1);
    return first ? { first, last: first.endOf('month') } : null;
  }
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{1,4})$/.exec(text);
  if (match) {
    const day = isoDay(Number(match[3]), Number(match[2]), Number(match[1]));
    return day ? { first: day, last: day } : null;
  }
  return null;
}

/** ISO date with a four-digit year (luxon writes years below 1000 with fewer digits in some formats). */
function isoDate(date: DateTime): string {
  return `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

function datesFilter(bounds: DateBounds): DateFilterResult {
  const start = dateSpan(bounds.start);
  const end = dateSpan(bounds.end);
  if (!start || !end) return { ok: false, error: DATE_HINTS.dates };
  if (start.first > end.last) return { ok: false, error: ORDER };
  return { ok: true, value: `${isoDate(start.first)} to ${isoDate(end.last)}` };
}

/** Reads one `dates` filter value for a search type into the form the search service filters by. */
export function readDateFilter(kind: DateFilterKind, value: string): DateFilterResult {
  const bounds = splitDateRange(value);
  if (!bounds) return { ok: false, error: BOTH_SIDES };
  return kind === 'years' ? yearsFilter(bounds) : datesFilter(bounds);
}

/** A year for display: "1850", "500 BCE". */
function yearText(year: number): string {
  return year < 0 ? `${-year} BCE` : String(year);
}

/** Label of a Dates option: "1800–1899" for a collections century, the year itself for dated content. */
export function dateOptionLabel(value: string): string {
  const bounds = splitDateRange(value);
  if (!bounds || !YEAR.test(bounds.start) || !YEAR.test(bounds.end)) return value;
  const [start, end] = [Number(bounds.start), Number(bounds.end)];
  return start === end ? yearText(start) : `${yearText(start)}–${yearText(end)}`;
}

/** Orders Dates options chronologically by their first year. */
export function compareDateOptions(a: string, b: string): number {
  const first = (value: string) => Number(splitDateRange(value)?.start ?? NaN);
  return first(a) - first(b) || a.localeCompare(b);
}
