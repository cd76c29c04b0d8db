import { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../clock';
import { isSeason, type Season } from './seasons';

/**
 * The calendar's range segment (spec §5): a word, a date, a comma list of dates, a start-to-end
 * span (`-to-` or `+`), a month-year, or a season with or without its year.
 */
export type CalendarRange =
  | { kind: 'all' }
  | { kind: 'highlights' }
  | { kind: 'today' }
  | { kind: 'this-week' }
  | { kind: 'this-weekend' }
  | { kind: 'this-month' }
  | { kind: 'this-season' }
  /** One or more days, sorted, without repeats (YYYY-MM-DD). */
  | { kind: 'dates'; dates: string[] }
  /** Consecutive days from start to end, start before end (YYYY-MM-DD). */
  | { kind: 'span'; start: string; end: string }
  | { kind: 'month'; year: number; month: number }
  /** A season of a season year; a bare season name (year null) means its current or next one. */
  | { kind: 'season'; season: Season; year: number | null };

export type RangeWord = 'all' | 'highlights' | 'today' | 'this-week' | 'this-weekend' | 'this-month' | 'this-season';
export const RANGE_WORDS: readonly RangeWord[] = ['all', 'today', 'this-week', 'this-weekend', 'this-month', 'this-season', 'highlights'];

/** The range when the segment is missing or not understood (spec §2: every segment defaults to all). */
export const FALLBACK_RANGE: CalendarRange = { kind: 'all' };

/** Bounds on what a visitor's URL may ask: beyond them the value is not understood. */
export const MAX_RANGE_LENGTH = 400;
export const MAX_LISTED_DATES = 31;
export const MAX_SPAN_DAYS = 366;
/** From the museum's first exhibitions (1876) to far enough ahead. */
export const MIN_YEAR = 1876;
export const MAX_YEAR = 2100;

export interface ParsedRange {
  range: CalendarRange;
  /** False when the value was not understood and the fallback applies. */
  valid: boolean;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const SPAN = /^(\d{4}-\d{2}-\d{2})\s*(?:-to-|\+|\s+to\s+|\s)\s*(\d{4}-\d{2}-\d{2})$/;
const MONTH_YEAR = /^([a-z]+)-(\d{4})$/;
const YEAR_MONTH = /^(\d{4})-(\d{2})$/;
const SEASON = /^([a-z]+)(?:-(\d{4}))?$/;

function inYears(year: number): boolean {
  return year >= MIN_YEAR && year <= MAX_YEAR;
}

/** A real calendar day within the years the calendar knows, as YYYY-MM-DD; else null. */
function day(text: string): string | null {
  if (!DAY.test(text)) return null;
  const parsed = DateTime.fromISO(text, { zone: MUSEUM_ZONE });
  return parsed.isValid && inYears(parsed.year) ? text : null;
}

function monthNumber(name: string): number | null {
  if (name.length < 3) return null;
  const index = MONTHS.findIndex((month) => month === name || (name.length === 3 && month.startsWith(name)));
  return index === -1 ? null : index + 1;
}

function dateList(text: string): CalendarRange | null {
  const parts = text.split(',').map((part) => part.trim());
  if (parts.length > MAX_LISTED_DATES) return null;
  const days = parts.map(day);
  if (days.some((value) => value === null)) return null;
  return { kind: 'dates', dates: [...new Set(days as string[])].sort() };
}

function span(first: string, second: string): CalendarRange | null {
  const a = day(first);
  const b = day(second);
  if (!a || !b) return null;
  const [start, end] = a <= b ? [a, b] : [b, a];
  if (start === end) return { kind: 'dates', dates: [start] };
  const days = DateTime.fromISO(end, { zone: MUSEUM_ZONE }).diff(DateTime.fromISO(start, { zone: MUSEUM_ZONE }), 'days').days + 1;
  return days <= MAX_SPAN_DAYS ? { kind: 'span', start, end } : null;
}

function month(year: number, number: number | null): CalendarRange | null {
  return number !== null && number >= 1 && number <= 12 && inYears(year) ? { kind: 'month', year, month: number } : null;
}

function season(name: string, yearText: string | undefined): CalendarRange | null {
  const named = name === 'autumn' ? 'fall' : name;
  if (!isSeason(named)) return null;
  if (yearText === undefined) return { kind: 'season', season: named, year: null };
  const year = Number(yearText);
  return inYears(year) ? { kind: 'season', season: named, year } : null;
}

function understood(text: string): CalendarRange | null {
  if ((RANGE_WORDS as readonly string[]).includes(text)) return { kind: text as RangeWord };
  if (/^[\d,\s-]+$/.test(text) && !SPAN.test(text) && !YEAR_MONTH.test(text)) return dateList(text);
  const spanMatch = SPAN.exec(text);
  if (spanMatch?.[1] && spanMatch[2]) return span(spanMatch[1], spanMatch[2]);
  const yearMonth = YEAR_MONTH.exec(text);
  if (yearMonth?.[1] && yearMonth[2]) return month(Number(yearMonth[1]), Number(yearMonth[2]));
  const monthYear = MONTH_YEAR.exec(text);
  if (monthYear?.[1] && monthYear[2] && monthNumber(monthYear[1]) !== null) return month(Number(monthYear[2]), monthNumber(monthYear[1]));
  const seasonMatch = SEASON.exec(text);
  if (seasonMatch?.[1]) return season(seasonMatch[1], seasonMatch[2]);
  return null;
}

/**
 * Reads a range segment as the URL gives it (any case, surrounding spaces). An empty value is
 * `all`; anything not understood — unknown words, impossible dates, years outside 1876–2100, more
 * than 31 listed dates, spans over 366 days, over-long text — is the fallback `all`, marked invalid.
 * Never throws.
 */
export function parseRange(value: string | null | undefined): ParsedRange {
  const text = (value ?? '').trim().toLowerCase();
  if (text === '') return { range: FALLBACK_RANGE, valid: true };
  if (text.length > MAX_RANGE_LENGTH) return { range: FALLBACK_RANGE, valid: false };
  const range = understood(text);
  return range ? { range, valid: true } : { range: FALLBACK_RANGE, valid: false };
}

/** The canonical segment of a range: `parseRange(formatRange(r))` gives `r` back. */
export function formatRange(range: CalendarRange): string {
  switch (range.kind) {
    case 'dates':
      return range.dates.join(',');
    case 'span':
      return `${range.start}-to-${range.end}`;
    case 'month':
      return `${MONTHS[range.month - 1] ?? 'january'}-${range.year}`;
    case 'season':
      return range.year === null ? range.season : `${range.season}-${range.year}`;
    default:
      return range.kind;
  }
}
