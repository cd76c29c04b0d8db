import { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../../clock';
import type { SearchDocument } from '../documents';
import { artworkYears, documentSpans } from './dates';

/** The `dates` option is a histogram, not a field: centuries of artworks, years of dated content. */
export const DATES_OPTION = 'dates';

/**
 * A record spanning more buckets than this is counted in its first ones only: a corrupt date must
 * not flood the list. No real record comes near it (the widest spans 23 centuries), so counts
 * still agree with what the filter finds.
 */
const MAX_BUCKETS_PER_DOCUMENT = 1000;

function range(first: number, last: number): number[] {
  const count = Math.min(last - first + 1, MAX_BUCKETS_PER_DOCUMENT);
  return count > 0 ? Array.from({ length: count }, (_, index) => first + index) : [];
}

/** Centuries an artwork's DateBegin–DateEnd touches, keyed as the collections year filter writes them ("1800 to 1899"). */
function centuryKeys(document: SearchDocument): string[] {
  const years = artworkYears(document);
  if (years === null) return [];
  return range(Math.floor(years.start / 100), Math.floor(years.end / 100)).map((century) => `${century * 100} to ${century * 100 + 99}`);
}

/** Years (in the museum's zone) a dated document takes place in, keyed "2026". */
function yearKeys(document: SearchDocument): string[] {
  const years = new Set<number>();
  for (const span of documentSpans(document)) {
    const first = DateTime.fromMillis(span.start, { zone: MUSEUM_ZONE }).year;
    const last = DateTime.fromMillis(span.end, { zone: MUSEUM_ZONE }).year;
    for (const year of range(first, last)) years.add(year);
  }
  return [...years].map(String);
}

/** The `dates` option keys of a document; each key is itself a valid `dates` filter value. */
export function dateOptionKeys(document: SearchDocument): string[] {
  return document.type === 'collections' ? centuryKeys(document) : yearKeys(document);
}
