import type { DateTime } from 'luxon';
import { museumDate } from '../clock';
import { EXHIBITIONS_SLUG, readFilterValues, serviceValues, type FilterValue } from './filters';
import { isoDay } from './periods';
import { parseRange, type CalendarRange } from './range';
import { resolveRange, type CalendarSelection } from './selection';

/** The calendar fetches up to 5000 items at once (spec §9). */
export const CALENDAR_FETCH_SIZE = 5000;
/** "Highlights" are the items editors weighted highest (talks and openings, the leading exhibitions). */
export const HIGHLIGHT_MIN_WEIGHT = 70;

type Bound = 'gte' | 'gt' | 'lte' | 'lt';
/** An Elasticsearch-style range clause, as the search service's rawFilters take them (spec §7). */
export interface RangeClause {
  range: Record<string, Partial<Record<Bound, string | number>>>;
}

export interface SortKey {
  field: string;
  order: 'asc' | 'desc';
}

/** POST /v1/calendar (spec §7): filters, rawFilters and paging; the answer is grouped by category. */
export interface CalendarServiceRequest {
  filters: Record<string, string[]>;
  rawFilters: RangeClause[];
  from: number;
  size: number;
}

/** POST /v1/search of dated content (view-all, upcoming and past exhibitions): one index, sorted. */
export interface DatedSearchRequest extends CalendarServiceRequest {
  index: 'events' | 'exhibitions';
  sort: SortKey[];
}

/** The calendar as the visitor's URL asks for it; anything may be missing or malformed. */
export interface CalendarArgs {
  range?: string | null;
  categories?: readonly string[] | null;
  audiences?: readonly string[] | null;
  locations?: readonly string[] | null;
  viewAll?: boolean | null;
}

/** The calendar that runs: what was understood of the URL, and the upstream calls that answer it. */
export interface CalendarPlan {
  selection: CalendarSelection;
  /** False when the range was not understood and the fallback (all) applies. */
  rangeUnderstood: boolean;
  categories: FilterValue[];
  audiences: FilterValue[];
  locations: FilterValue[];
  viewAll: boolean;
  /** Default mode: the sectioned calendar call. */
  calendar: CalendarServiceRequest | null;
  /** View-all mode: exhibitions first, then events (one flat list). */
  searches: DatedSearchRequest[];
}

/** Exhibitions by weight, then the soonest to close; events by start (spec §7). */
const EXHIBITION_SORT: SortKey[] = [
  { field: 'weight', order: 'desc' },
  { field: 'endDate', order: 'asc' },
];
const EVENT_SORT: SortKey[] = [{ field: 'startDate', order: 'asc' }];

/** The dates filter of a selection: listed days as `dates`, a span as startDate/endDate, nothing for all. */
export function dateFilters(selection: CalendarSelection): Record<string, string[]> {
  if (selection.listed) return { dates: selection.days.map(isoDay) };
  if (selection.span) return { startDate: [isoDay(selection.span.start)], endDate: [isoDay(selection.span.end)] };
  return {};
}

/** Only what has not ended (spec §7: endDate >= today), and for highlights only the most weighted. */
function notEnded(range: CalendarRange, now: DateTime): RangeClause[] {
  const clauses: RangeClause[] = [{ range: { endDate: { gte: museumDate(now) } } }];
  if (range.kind === 'highlights') clauses.push({ range: { weight: { gte: HIGHLIGHT_MIN_WEIGHT } } });
  return clauses;
}

function withValues(filters: Record<string, string[]>, field: string, values: readonly FilterValue[]): Record<string, string[]> {
  return values.length ? { ...filters, [field]: serviceValues(values) } : filters;
}

/** Works out the calendar's upstream calls from the URL's segments (spec §5, §7, §9). */
export function planCalendar(args: CalendarArgs, now: DateTime): CalendarPlan {
  const parsed = parseRange(args.range);
  const selection = resolveRange(parsed.range, now);
  const categories = readFilterValues('category', args.categories);
  const audiences = readFilterValues('audience', args.audiences);
  const locations = readFilterValues('location', args.locations);
  const viewAll = args.viewAll === true;
  const shared = withValues(withValues(dateFilters(selection), 'audience', audiences), 'location', locations);
  const rawFilters = notEnded(parsed.range, now);
  const base = { rawFilters, from: 0, size: CALENDAR_FETCH_SIZE };
  const plan = { selection, rangeUnderstood: parsed.valid, categories, audiences, locations, viewAll };
  if (!viewAll) return { ...plan, calendar: { ...base, filters: withValues(shared, 'category', categories) }, searches: [] };

  const eventCategories = categories.filter((category) => category.slug !== EXHIBITIONS_SLUG);
  const wantsExhibitions = categories.length === 0 || eventCategories.length < categories.length;
  const wantsEvents = categories.length === 0 || eventCategories.length > 0;
  const searches: DatedSearchRequest[] = [];
  if (wantsExhibitions) searches.push({ ...base, index: 'exhibitions', filters: shared, sort: EXHIBITION_SORT });
  if (wantsEvents) searches.push({ ...base, index: 'events', filters: withValues(shared, 'category', eventCategories), sort: EVENT_SORT });
  return { ...plan, calendar: null, searches };
}
