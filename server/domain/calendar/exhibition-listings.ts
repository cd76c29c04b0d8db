import type { DateTime } from 'luxon';
import { museumDate } from '../clock';
import { readFilterValues, serviceValues, type FilterValue } from './filters';
import { MIN_YEAR, parseRange } from './range';
import { CALENDAR_FETCH_SIZE, dateFilters, type DatedSearchRequest } from './requests';
import { resolveRange, type CalendarSelection } from './selection';

/** A past year's section shows this many exhibitions; more get a "View all N exhibitions" link (spec §2, §9). */
export const PAST_YEAR_PREVIEW = 3;

/** The upcoming exhibitions page as its URL asks for it. */
export interface UpcomingArgs {
  range?: string | null;
  types?: readonly string[] | null;
  audiences?: readonly string[] | null;
}

export interface UpcomingPlan {
  selection: CalendarSelection;
  rangeUnderstood: boolean;
  types: FilterValue[];
  audiences: FilterValue[];
  request: DatedSearchRequest;
}

/**
 * Exhibitions starting today or later, soonest first (spec §7), on view during the chosen days when
 * a range is given, of the chosen types (an exhibition's own category) and audiences.
 */
export function planUpcoming(args: UpcomingArgs, now: DateTime): UpcomingPlan {
  const parsed = parseRange(args.range);
  const selection = resolveRange(parsed.range, now);
  const types = readFilterValues('exhibitionType', args.types);
  const audiences = readFilterValues('audience', args.audiences);
  const filters: Record<string, string[]> = { ...dateFilters(selection) };
  if (types.length) filters.subcategory = serviceValues(types);
  if (audiences.length) filters.audience = serviceValues(audiences);
  return {
    selection,
    rangeUnderstood: parsed.valid,
    types,
    audiences,
    request: {
      index: 'exhibitions',
      filters,
      rawFilters: [{ range: { startDate: { gte: museumDate(now) } } }],
      sort: [{ field: 'startDate', order: 'asc' }],
      from: 0,
      size: CALENDAR_FETCH_SIZE,
    },
  };
}

/** True for a year with a past-exhibitions listing: from the museum's first exhibitions to this year. */
export function isPastYear(year: number, now: DateTime): boolean {
  return Number.isInteger(year) && year >= MIN_YEAR && year <= now.year;
}

/**
 * One year's past exhibitions (spec §7): most recently closed first, ending from January 1 of the
 * year through December 31 — or, for the current year, strictly before today.
 */
export function pastYearRequest(year: number, now: DateTime): DatedSearchRequest {
  const upper = year === now.year ? { lt: museumDate(now) } : { lte: `${year}-12-31` };
  return {
    index: 'exhibitions',
    filters: {},
    rawFilters: [{ range: { endDate: { gte: `${year}-01-01`, ...upper } } }],
    sort: [{ field: 'endDate', order: 'desc' }],
    from: 0,
    size: CALENDAR_FETCH_SIZE,
  };
}

/** The years a visitor chose, as listed: valid past years only, newest first, without repeats. */
export function chosenYears(years: readonly number[] | null | undefined, now: DateTime): number[] {
  return [...new Set((years ?? []).slice(0, 200).filter((year) => isPastYear(year, now)))].sort((a, b) => b - a);
}
