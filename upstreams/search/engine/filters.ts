import type { DateTime } from 'luxon';
import type { SearchDocument } from '../documents';
import { acceptedKeys } from './aliases';
import { artworkYears, documentSpans, overlaps, rangeSpan, yearSpan, type Span } from './dates';
import { fieldValue, keywordKey, scalarValues } from './fields';

/** Filter fields that select by time rather than by keyword. */
const DATE_FILTERS = new Set(['dates', 'startDate', 'endDate']);

/** Collections: any "YYYY to YYYY" range overlapping the object's DateBegin–DateEnd years. */
function matchesYears(document: SearchDocument, values: string[]): boolean {
  const years = artworkYears(document);
  if (years === null) return false;
  return values.some((value) => {
    const span = yearSpan(value);
    return span !== null && overlaps(span, years);
  });
}

/**
 * Dated content: the document must take place during one of the `dates` (days or "start to end"
 * ranges), and within the startDate–endDate window when one is given (an open side is unbounded).
 */
function matchesWindow(document: SearchDocument, filters: Record<string, string[]>, now: DateTime): boolean {
  const spans = documentSpans(document);
  if (spans.length === 0) return false;
  const touches = (window: Span) => spans.some((span) => overlaps(span, window));
  const dates = filters.dates;
  if (dates && !dates.map((value) => rangeSpan(value, now)).some((window) => window !== null && touches(window))) return false;
  const from = filters.startDate?.[0];
  const to = filters.endDate?.[0];
  if (from === undefined && to === undefined) return true;
  const start = from === undefined ? null : rangeSpan(from, now);
  const end = to === undefined ? null : rangeSpan(to, now);
  return touches({ start: start?.start ?? -Infinity, end: end?.end ?? Infinity });
}

/**
 * Fields a filter reads: exhibitions are filed under the "Exhibitions" category with their own
 * category ("In the galleries", "Online Exhibition") as subcategory, and a category filter finds either.
 */
const FILTER_FIELDS: Record<string, string[]> = { category: ['category', 'subcategory'] };

function matchesKeyword(document: SearchDocument, field: string, values: string[]): boolean {
  const wanted = new Set(values.flatMap(acceptedKeys));
  return (FILTER_FIELDS[field] ?? [field]).some((name) => scalarValues(fieldValue(document, name)).some((value) => wanted.has(keywordKey(value))));
}

/**
 * Whether a document passes the term filters: any value of a field matches (OR), every field must
 * match (AND). `except` leaves one field out (for disjunctive option counts).
 */
export function matchesFilters(document: SearchDocument, filters: Record<string, string[]>, now: DateTime, except?: string): boolean {
  let hasDateFilter = false;
  for (const [field, values] of Object.entries(filters)) {
    if (field === except) continue;
    if (DATE_FILTERS.has(field)) {
      hasDateFilter = true;
      continue;
    }
    if (!matchesKeyword(document, field, values)) return false;
  }
  if (!hasDateFilter) return true;
  if (document.type === 'collections') return !filters.dates || except === 'dates' || matchesYears(document, filters.dates);
  const dateFilters = Object.fromEntries(Object.entries(filters).filter(([field]) => DATE_FILTERS.has(field) && field !== except));
  return matchesWindow(document, dateFilters, now);
}
