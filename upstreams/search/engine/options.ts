import type { DateTime } from 'luxon';
import { INDEX_NAMES, type IndexSelector, type SearchDocument } from '../documents';
import { acceptingKeys, canonicalValue, FILTER_VALUES } from './aliases';
import { DATES_OPTION, dateOptionKeys } from './date-options';
import { fieldValue, keywordKey, scalarValues } from './fields';
import { matchesFilters } from './filters';
import type { SearchRequest } from './request';

export interface OptionBucket {
  key: string;
  doc_count: number;
}
export type Options = Record<string, OptionBucket[]>;

/** Option fields aggregated when the request names none (the search screen's filter groups per type). */
const DEFAULT_OPTIONS: Record<IndexSelector, string[]> = {
  global: [],
  collections: ['artist', 'place', 'dates', 'classification', 'department', 'context', 'medium', 'onview', 'hasProvenance'],
  exhibitions: ['subcategory', 'location', 'audience', 'dates'],
  events: ['category', 'audience', 'location', 'dates'],
  eventSeries: ['category', 'audience', 'location'],
  visiting: ['category', 'subcategory', 'mediaType'],
  membership: ['category', 'subcategory', 'mediaType'],
  research: ['category', 'subcategory', 'department', 'subject', 'gradeLevel', 'metadata.webPackage.packageId'],
  about: ['category', 'subcategory', 'mediaType'],
};

/** The values a document holds for an option: the field's values, or its date buckets for `dates`. */
function optionValues(document: SearchDocument, field: string): (string | number | boolean)[] {
  return field === DATES_OPTION ? dateOptionKeys(document) : scalarValues(fieldValue(document, field));
}

/**
 * Counts per value of one field. Keys are every value among the query's matches; each count applies
 * the other filters but not this field's own (so choosing one value keeps its siblings selectable),
 * and counts what choosing the value finds, aliases included ("Exhibition" also finds "In the
 * galleries"); keys with 0 are kept (the screen disables them).
 */
function aggregate(matches: SearchDocument[], request: SearchRequest, field: string, now: DateTime): OptionBucket[] {
  const buckets = new Map<string, OptionBucket>();
  const countedValues: Set<string>[] = [];
  // Calendar fields count older spellings under the filter value that selects them ("Gatherings" → "Social").
  const canonical = Object.hasOwn(FILTER_VALUES, field) ? FILTER_VALUES[field as keyof typeof FILTER_VALUES] : undefined;
  for (const document of matches) {
    const values = new Set<string>();
    for (const stored of optionValues(document, field)) {
      const value = canonical ? canonicalValue(String(stored), canonical) : stored;
      const normal = keywordKey(value);
      if (normal === '') continue;
      values.add(normal);
      if (!buckets.has(normal)) buckets.set(normal, { key: String(value), doc_count: 0 });
    }
    if (matchesFilters(document, request.filters, now, field)) countedValues.push(values);
  }
  for (const values of countedValues) {
    const selecting = new Set(values);
    for (const value of values) for (const key of acceptingKeys(value)) if (buckets.has(key)) selecting.add(key);
    for (const key of selecting) (buckets.get(key) as OptionBucket).doc_count += 1;
  }
  const prefix = keywordKey(request.optionQuery[field] ?? request.optionQuery['*'] ?? '');
  const counted = [...buckets]
    .filter(([normal]) => normal.startsWith(prefix))
    .map(([, bucket]) => bucket)
    .sort((a, b) => b.doc_count - a.doc_count || a.key.localeCompare(b.key));
  // `dates` is a histogram (Elasticsearch's date_histogram has no size): every period comes back.
  return field === DATES_OPTION ? counted : counted.slice(0, request.optionSize);
}

/** `_index`: matches per index (global only), every index listed in a fixed order. */
function indexCounts(matches: SearchDocument[], request: SearchRequest, now: DateTime): OptionBucket[] {
  const counts = new Map<string, number>(INDEX_NAMES.map((name) => [name, 0]));
  for (const document of matches) {
    if (matchesFilters(document, request.filters, now)) counts.set(document.type, (counts.get(document.type) ?? 0) + 1);
  }
  return [...counts].map(([key, doc_count]) => ({ key, doc_count }));
}

/** The response's `options`: the requested (or default) fields, plus `_index` for the global index. */
export function buildOptions(matches: SearchDocument[], request: SearchRequest, now: DateTime): Options {
  const options: Options = {};
  for (const field of request.option ?? DEFAULT_OPTIONS[request.index]) options[field] = aggregate(matches, request, field, now);
  if (request.index === 'global') options._index = indexCounts(matches, request, now);
  return options;
}
