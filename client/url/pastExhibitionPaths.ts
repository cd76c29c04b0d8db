/**
 * The past exhibitions' URLs (spec §2): `/calendar/past-exhibitions/{years?}` with sorted years
 * joined by `-`, and `/calendar/past-exhibitions/view-all/{year}`.
 */

import { MAX_SEGMENT_LENGTH } from './segmentLimits';

export const PAST_EXHIBITIONS_PATH = '/calendar/past-exhibitions';
const YEAR = /^\d{4}$/;

export interface DecodedYears {
  years: number[];
  valid: boolean;
}

/** The years segment: hyphen-joined four-digit years, sorted, without repeats; other parts are dropped. Too long is invalid. */
export function decodePastYears(segment: string | undefined): DecodedYears {
  if ((segment?.length ?? 0) > MAX_SEGMENT_LENGTH) return { years: [], valid: false };
  const years = (segment ?? '')
    .split('-')
    .map((part) => part.trim())
    .filter((part) => YEAR.test(part))
    .map(Number);
  return { years: [...new Set(years)].sort((a, b) => a - b), valid: true };
}

/** `/calendar/past-exhibitions/2018-2019`, or the page itself without years. */
export function encodePastYears(years: readonly number[]): string {
  const sorted = [...new Set(years)].sort((a, b) => a - b);
  return sorted.length ? `${PAST_EXHIBITIONS_PATH}/${sorted.join('-')}` : PAST_EXHIBITIONS_PATH;
}

/** Adds a year to the chosen years, or removes it. */
export function withYearToggled(years: readonly number[], year: number): number[] {
  return years.includes(year) ? years.filter((chosen) => chosen !== year) : [...years, year].sort((a, b) => a - b);
}

/** A year of the one-year page: four digits, else null (the not-found page). */
export function decodePastYear(segment: string | undefined): number | null {
  return segment !== undefined && YEAR.test(segment) ? Number(segment) : null;
}

export function encodePastYear(year: number): string {
  return `${PAST_EXHIBITIONS_PATH}/view-all/${year}`;
}
