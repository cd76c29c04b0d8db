import { DateTime } from 'luxon';
import type { IndexSelector } from '../documents';
import type { Match } from './catalog';
import { dateSpan } from './dates';
import { fieldValue, scalarValues } from './fields';
import type { SortKey } from './request';

/** A document with its relevance score (0 without a query). */
export type Scored = Pick<Match, 'document' | 'score'>;

/** Sort fields meaning relevance. */
const RELEVANCE = new Set(['_score', 'relevance', 'score']);

/** Default order per index without a query (spec §9): all by allWeight, exhibitions by weight then endDate, events by startDate. */
export function defaultSort(index: IndexSelector): SortKey[] {
  switch (index) {
    case 'global':
      return [{ field: 'allWeight', order: 'desc' }];
    case 'exhibitions':
      return [{ field: 'weight', order: 'desc' }, { field: 'endDate', order: 'desc' }];
    case 'events':
      return [{ field: 'startDate', order: 'asc' }];
    default:
      return [{ field: 'weight', order: 'desc' }];
  }
}

type SortValue = number | string | null;

const EPOCH = DateTime.fromMillis(0);

/** The comparable value of a field: numbers, dates as instants, text, else null (sorted last). `date` means startDate or dateBegin. */
function sortValue(entry: Scored, field: string): SortValue {
  if (RELEVANCE.has(field)) return entry.score;
  const name = field === 'date' ? (entry.document.startDate !== undefined ? 'startDate' : 'dateBegin') : field;
  const [value] = scalarValues(fieldValue(entry.document, name));
  if (value === undefined) return null;
  if (typeof value === 'number') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (/^-?\d{4}-\d{2}/.test(value)) return dateSpan(value, EPOCH)?.start ?? value;
  return value;
}

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

function compareValues(a: SortValue, b: SortValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

/** Compares two sort values in an order; a missing value goes last in either direction. */
function compareMissingLast(left: SortValue, right: SortValue, order: SortKey['order']): number {
  if (left === right) return 0;
  if (left === null) return 1;
  if (right === null) return -1;
  const compared = compareValues(left, right);
  return order === 'asc' ? compared : -compared;
}

/** Sorts in place by the keys; missing values go last in either direction; ties by title, then date (occurrences of one event in time order), then id. */
export function sortScored(entries: Scored[], keys: SortKey[]): void {
  const keyed = entries.map((entry) => ({ entry, values: keys.map((key) => sortValue(entry, key.field)) }));
  // Only entries tied on every key and the title need their date: worked out when first asked.
  const dates = new Map<Scored, SortValue>();
  const dateOf = (entry: Scored): SortValue => {
    if (!dates.has(entry)) dates.set(entry, sortValue(entry, 'date'));
    return dates.get(entry) ?? null;
  };
  keyed.sort((a, b) => {
    for (const [position, key] of keys.entries()) {
      const order = compareMissingLast(a.values[position] ?? null, b.values[position] ?? null, key.order);
      if (order !== 0) return order;
    }
    return (
      collator.compare(a.entry.document.title, b.entry.document.title) ||
      compareMissingLast(dateOf(a.entry), dateOf(b.entry), 'asc') ||
      (a.entry.document.id < b.entry.document.id ? -1 : 1)
    );
  });
  keyed.forEach((item, position) => (entries[position] = item.entry));
}

export function isRelevance(field: string): boolean {
  return RELEVANCE.has(field);
}
