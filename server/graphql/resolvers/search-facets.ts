import { DATE_HINTS, dateFilterKind } from '../../domain/search/dates';
import { buildFacet, dateRangeState, FACET_OPTION_LIMIT, type FacetBucket, type FacetDefinition } from '../../domain/search/facets';
import type { AppliedSearch } from '../../domain/search/request';
import type { SearchType } from '../../domain/search/types';
import type { OptionBucket } from '../../upstreams/search-shapes';
import type { SearchFacet, SearchFacetKind } from '../generated/resolvers-types';

const KIND_ENUM: Readonly<Record<FacetDefinition['kind'], SearchFacetKind>> = { keyword: 'KEYWORD', boolean: 'BOOLEAN', dates: 'DATES' };

/** One filter group for the schema, from the service's counts of its field (and of chosen values counted apart). */
export function searchFacet(
  type: SearchType,
  definition: FacetDefinition,
  applied: AppliedSearch,
  buckets: readonly OptionBucket[] | undefined,
  rejectedDate: { value: string; error: string } | null,
  chosenBuckets: readonly OptionBucket[] = [],
): SearchFacet {
  const toFacetBucket = (bucket: OptionBucket): FacetBucket => ({ key: bucket.key, count: bucket.doc_count });
  const counts = (buckets ?? []).map(toFacetBucket);
  const selected = applied.filters[definition.field] ?? [];
  const facet = buildFacet(definition, counts, selected, FACET_OPTION_LIMIT, chosenBuckets.map(toFacetBucket));
  const kind = dateFilterKind(type);
  const range = definition.kind === 'dates' ? dateRangeState(selected, counts, rejectedDate) : null;
  return {
    field: facet.field,
    label: facet.label,
    kind: KIND_ENUM[facet.kind],
    options: facet.options,
    hasMore: facet.hasMore,
    dateRange: range && { start: range.bounds?.start ?? null, end: range.bounds?.end ?? null, error: range.error, hint: DATE_HINTS[kind], yearsOnly: kind === 'years' },
  };
}
