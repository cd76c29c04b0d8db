/** The upcoming exhibitions' URL (spec §2): `/calendar/upcoming-exhibitions?range&type&audience`, its filters in the query string. */

import { ALL, MAX_SEGMENT_LENGTH, MAX_VALUES } from './segmentLimits';

export const UPCOMING_EXHIBITIONS_PATH = '/calendar/upcoming-exhibitions';

export interface UpcomingUrlState {
  /** A range segment; empty for any time. */
  range: string;
  types: string[];
  audiences: string[];
}

function queryValues(params: URLSearchParams, name: string): string[] {
  return [...new Set(params.getAll(name).flatMap((value) => (value.length > MAX_SEGMENT_LENGTH ? [] : value.split(','))).map((value) => value.trim().toLowerCase()).filter((value) => value !== '' && value !== ALL))].slice(0, MAX_VALUES);
}

/** The upcoming exhibitions' query string: `range`, `type` and `audience` (comma-separated or repeated). */
export function decodeUpcoming(search: string): UpcomingUrlState {
  const params = new URLSearchParams(search);
  const range = (params.get('range') ?? '').trim().toLowerCase();
  return { range: range.length > MAX_SEGMENT_LENGTH || range === ALL ? '' : range, types: queryValues(params, 'type'), audiences: queryValues(params, 'audience') };
}

export function encodeUpcoming(state: UpcomingUrlState): string {
  const params = new URLSearchParams();
  if (state.range) params.set('range', state.range);
  if (state.types.length) params.set('type', state.types.join(','));
  if (state.audiences.length) params.set('audience', state.audiences.join(','));
  const query = params.toString();
  return `${UPCOMING_EXHIBITIONS_PATH}${query ? `?${query}` : ''}`;
}

export function upcomingVariables(state: UpcomingUrlState) {
  return { range: state.range || null, types: state.types, audiences: state.audiences };
}
