/**
 * The calendar's URLs (spec §2), encoded and decoded here only:
 * - `/calendar/{range?}/{categories?}/{audiences?}/{locations?}` and
 *   `/calendar/view-all/{range}/{categories}/{audiences?}/{locations?}`: several values in a segment
 *   are joined with `+`; a missing segment is `all`;
 * - `/calendar.ics?range&categories&audiences&locations`, the selection's iCalendar feed.
 * The exhibition listings' URLs have codecs of their own (pastExhibitionPaths.ts,
 * upcomingExhibitionPaths.ts), so neither listing's page carries the calendar's.
 * The gateway reads the values themselves (range words and dates, filter slugs and aliases); this
 * codec only splits, joins and bounds them. Encoding writes one canonical URL, so
 * decode(encode(state)) = state.
 */

import { ALL, MAX_SEGMENT_LENGTH, MAX_VALUES } from './segmentLimits';

/** The calendar's filter segments, in URL order. */
export const FILTER_SEGMENTS = ['categories', 'audiences', 'locations'] as const;
export type FilterSegment = (typeof FILTER_SEGMENTS)[number];

export interface CalendarUrlState {
  /** The range segment as written (`all` when missing). */
  range: string;
  categories: string[];
  audiences: string[];
  locations: string[];
  /** The flat view-all listing instead of sections. */
  viewAll: boolean;
}


export const DEFAULT_CALENDAR_STATE: CalendarUrlState = { range: ALL, categories: [], audiences: [], locations: [], viewAll: false };

/** Route parameters as react-router gives them (already percent-decoded). */
export interface CalendarParams {
  range?: string;
  categories?: string;
  audiences?: string;
  locations?: string;
}

export interface DecodedCalendar {
  state: CalendarUrlState;
  /** False when a segment is too long to be a visitor's (the not-found page). */
  valid: boolean;
}

/** A segment's values: split at `+`, trimmed, lower case, without repeats; `all`, `*` and empty values dropped. */
export function segmentValues(segment: string | undefined): string[] {
  const values = (segment ?? '')
    .split('+')
    .map((value) => value.trim().toLowerCase())
    .filter((value) => value !== '' && value !== ALL && value !== '*');
  return [...new Set(values)].slice(0, MAX_VALUES);
}

/** Reads the calendar's route parameters; too-long segments make the URL invalid (and decode to the defaults). */
export function decodeCalendarPath(params: CalendarParams, viewAll: boolean): DecodedCalendar {
  const segments = [params.range, params.categories, params.audiences, params.locations];
  if (segments.some((segment) => (segment?.length ?? 0) > MAX_SEGMENT_LENGTH)) return { state: { ...DEFAULT_CALENDAR_STATE, viewAll }, valid: false };
  const range = params.range?.trim().toLowerCase() || ALL;
  return {
    state: { range, categories: segmentValues(params.categories), audiences: segmentValues(params.audiences), locations: segmentValues(params.locations), viewAll },
    valid: true,
  };
}

/** One segment as it goes in a path: percent-encoded, keeping the range's `,` and `+` readable. */
function pathSegment(text: string): string {
  return encodeURIComponent(text).replace(/%2C/gi, ',').replace(/%2B/gi, '+');
}

function joined(values: readonly string[]): string {
  return values.length ? values.map(pathSegment).join('+') : ALL;
}

/** The canonical path of a calendar state: trailing `all` segments are left out (view-all always names range and categories). */
export function encodeCalendarPath(state: CalendarUrlState): string {
  const segments = [pathSegment(state.range || ALL), ...FILTER_SEGMENTS.map((segment) => joined(state[segment]))];
  const minimum = state.viewAll ? 2 : 0;
  while (segments.length > minimum && segments.at(-1) === ALL) segments.pop();
  return ['/calendar', ...(state.viewAll ? ['view-all'] : []), ...segments].join('/');
}

/** The calendar query's selection variables for a state (its mode is the route's). */
export function calendarVariables(state: CalendarUrlState) {
  return { range: state.range, categories: state.categories, audiences: state.audiences, locations: state.locations };
}

/** The iCalendar feed of a state's selection (the same for its sections and its view-all list). */
export function calendarFeedUrl(state: CalendarUrlState): string {
  const params = new URLSearchParams();
  if (state.range !== ALL) params.set('range', state.range);
  for (const segment of FILTER_SEGMENTS) if (state[segment].length) params.set(segment, state[segment].join(','));
  const query = params.toString();
  return `/calendar.ics${query ? `?${query}` : ''}`;
}

// Transitions (spec §4): each gives the state to navigate to.

/**
 * A day click: days picked one by one (a date or a list) toggle the day in or out; any other range
 * starts a new selection with the day. Dates are sorted; none left means all.
 */
export function withDayToggled(state: CalendarUrlState, pickedDays: readonly string[] | null, day: string): CalendarUrlState {
  const days = !pickedDays ? [day] : pickedDays.includes(day) ? pickedDays.filter((picked) => picked !== day) : [...pickedDays, day];
  return { ...state, range: days.length ? [...new Set(days)].sort().join(',') : ALL };
}

/** Another range (a notice's link, a range choice), keeping the filters. */
export function withRange(state: CalendarUrlState, range: string): CalendarUrlState {
  return { ...state, range: range || ALL };
}

/**
 * A filter click: adds the value or removes it, keeping the options' order; `null` (the All tab)
 * resets the segment. Chosen values the options do not list are kept.
 */
export function withFilterToggled(state: CalendarUrlState, segment: FilterSegment, value: string | null, order: readonly string[]): CalendarUrlState {
  if (value === null) return { ...state, [segment]: [] };
  const chosen = new Set(state[segment]);
  if (chosen.has(value)) chosen.delete(value);
  else chosen.add(value);
  const ordered = order.filter((slug) => chosen.has(slug));
  return { ...state, [segment]: [...ordered, ...[...chosen].filter((slug) => !order.includes(slug))] };
}

/** The sections' calendar for a view-all state ("View full calendar"): same range and filters, every category. */
export function fullCalendar(state: CalendarUrlState): CalendarUrlState {
  return { ...state, categories: [], viewAll: false };
}

/** A section's view-all listing: the same selection, that category alone. */
export function viewAllOf(state: CalendarUrlState, category: string): CalendarUrlState {
  return { ...state, categories: [category], viewAll: true };
}
