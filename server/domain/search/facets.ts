import { compareDateOptions, dateOptionLabel, splitDateRange, type DateBounds } from './dates';
import type { SearchType } from './types';

/** How a filter group selects: by listed values, by yes/no, or by dates (a list of periods plus a range). */
export type FacetKind = 'keyword' | 'boolean' | 'dates';

export interface FacetDefinition {
  /** The search service's field, also the key in the URL's filters JSON. */
  field: string;
  /** The group's label (spec §2 "Filter group labels"). */
  label: string;
  kind: FacetKind;
}

const facet = (field: string, label: string, kind: FacetKind = 'keyword'): FacetDefinition => ({ field, label, kind });
const CATEGORY = facet('category', 'Category');
const SUBCATEGORY = facet('subcategory', 'Subcategory');
const AUDIENCES = facet('audience', 'Audiences');
const LOCATIONS = facet('location', 'Locations');
const DATES = facet('dates', 'Dates', 'dates');

/** The filter groups of each search type, in the order the screen shows them. */
const FACETS: Readonly<Record<SearchType, readonly FacetDefinition[]>> = {
  collections: [
    facet('artist', 'Artists'),
    facet('place', 'Places'),
    DATES,
    facet('department', 'Curatorial Departments'),
    facet('classification', 'Type'),
    facet('medium', 'Medium'),
    facet('context', 'Context'),
    facet('onview', 'On View', 'boolean'),
    facet('hasProvenance', 'Provenance', 'boolean'),
  ],
  events: [CATEGORY, AUDIENCES, LOCATIONS, DATES],
  eventSeries: [CATEGORY, AUDIENCES, LOCATIONS],
  // Every exhibition's category is "Exhibitions"; its own kind ("In the galleries") is the subcategory.
  exhibitions: [facet('subcategory', 'Type'), LOCATIONS, AUDIENCES, DATES],
  visiting: [CATEGORY, SUBCATEGORY],
  membership: [CATEGORY, SUBCATEGORY],
  research: [CATEGORY, SUBCATEGORY, facet('department', 'Departments'), facet('subject', 'Pre-K–12 Subject'), facet('gradeLevel', 'Grade Level')],
  about: [CATEGORY, SUBCATEGORY],
};

/** Filters that apply without a group on screen (spec: metadata.webPackage.packageId is a hidden tag). */
export const HIDDEN_FILTER_FIELDS: readonly string[] = ['metadata.webPackage.packageId'];

/** Most options a group lists at once; the group's search box finds the others. */
export const FACET_OPTION_LIMIT = 50;

export function facetsOf(type: SearchType): readonly FacetDefinition[] {
  return FACETS[type];
}

export function facetOf(type: SearchType, field: string): FacetDefinition | undefined {
  return FACETS[type].find((definition) => definition.field === field);
}

const BOOLEAN_LABELS: Readonly<Record<string, Readonly<Record<'true' | 'false', string>>>> = {
  onview: { true: 'On view', false: 'Not on view' },
  hasProvenance: { true: 'With provenance', false: 'Without provenance' },
};

/** An option's label: yes/no in words, periods as year ranges, other values as they are. */
export function optionLabel(definition: FacetDefinition, value: string): string {
  if (definition.kind === 'dates') return dateOptionLabel(value);
  if (definition.kind === 'boolean') return BOOLEAN_LABELS[definition.field]?.[value === 'true' ? 'true' : 'false'] ?? (value === 'true' ? 'Yes' : 'No');
  return value;
}

/** A value with its count, as the search service aggregates a field. */
export interface FacetBucket {
  key: string;
  count: number;
}

export interface FacetOption {
  value: string;
  label: string;
  count: number;
  selected: boolean;
  /** Options that would find nothing cannot be chosen (spec §5); a chosen one can always be removed. */
  disabled: boolean;
}

export interface Facet extends FacetDefinition {
  options: FacetOption[];
  /** More values exist than listed: the group's search box finds them. */
  hasMore: boolean;
}

function order(definition: FacetDefinition, options: FacetOption[]): FacetOption[] {
  if (definition.kind === 'dates') return options.sort((a, b) => compareDateOptions(a.value, b.value));
  if (definition.kind === 'boolean') return options.sort((a, b) => b.value.localeCompare(a.value));
  return options;
}

export const sameValue = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** Whether a value is listed: it finds something, it is chosen, or it answers a yes/no group (both answers always show). */
function isListed(definition: FacetDefinition, count: number, chosen: boolean): boolean {
  return count > 0 || chosen || definition.kind === 'boolean';
}

/**
 * One filter group: the service's buckets (most frequent first, up to the limit) with labels,
 * counts, selection and disabled state. Values that would find nothing are left out (a yes/no group
 * keeps both answers, the empty one disabled). Dates are a histogram: every period that finds
 * something is listed, whatever the limit. Chosen values are always listed with their count: from
 * the buckets, else from `chosenCounts` (counted apart when beyond the top values, as after following
 * an artist link), else 0 (a value the query no longer matches, listed so it can be removed); in the
 * Dates group a chosen value outside the periods is the group's own range, shown in its inputs instead.
 */
export function buildFacet(
  definition: FacetDefinition,
  buckets: readonly FacetBucket[],
  selected: readonly string[],
  limit = FACET_OPTION_LIMIT,
  chosenCounts: readonly FacetBucket[] = [],
): Facet {
  const isDates = definition.kind === 'dates';
  const listed = isDates ? buckets : buckets.slice(0, limit);
  const isChosen = (value: string) => selected.some((choice) => sameValue(choice, value));
  const options: FacetOption[] = listed
    .filter(({ key, count }) => isListed(definition, count, isChosen(key)))
    .map(({ key, count }) => ({ value: key, label: optionLabel(definition, key), count, selected: isChosen(key), disabled: count === 0 && !isChosen(key) }));
  if (!isDates) {
    for (const value of selected.filter((choice) => !listed.some((bucket) => sameValue(bucket.key, choice)))) {
      const count = [...buckets, ...chosenCounts].find((bucket) => sameValue(bucket.key, value))?.count ?? 0;
      options.push({ value, label: optionLabel(definition, value), count, selected: true, disabled: false });
    }
  }
  // More values exist when the first one past the limit finds something (the service lists the counted ones first).
  const hasMore = !isDates && (buckets[limit]?.count ?? 0) > 0;
  return { ...definition, options: order(definition, options), hasMore };
}

/** The range the Dates group's inputs show, when one is applied or was rejected. */
export interface DateRangeState {
  bounds: DateBounds | null;
  error: string | null;
}

/**
 * The Dates group's range: a rejected value (with why, so the visitor can mend what they typed),
 * else the first chosen value that is none of the listed periods.
 */
export function dateRangeState(selected: readonly string[], buckets: readonly FacetBucket[], rejected: { value: string; error: string } | null): DateRangeState {
  if (rejected) return { bounds: splitDateRange(rejected.value), error: rejected.error };
  const range = selected.find((value) => !buckets.some((bucket) => sameValue(bucket.key, value)));
  return { bounds: range === undefined ? null : splitDateRange(range), error: null };
}
