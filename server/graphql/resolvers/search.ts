import { museumDate } from '../../domain/clock';
import { planChosenCounts, uncountedChoices } from '../../domain/search/chosen-counts';
import { facetsOf } from '../../domain/search/facets';
import { lastPageOffset, PAGE_SIZES, shownRange } from '../../domain/search/paging';
import { planAtOffset, planFacetSearch, planSearch, type AppliedSearch, type SearchPlan, type SearchServiceRequest } from '../../domain/search/request';
import { sortLabel, sortsOf } from '../../domain/search/sort';
import { resultCountText, showingText } from '../../domain/search/text';
import { SEARCH_TYPES, typeHeading, typeLabel, type SearchType } from '../../domain/search/types';
import type { OptionBucket, SearchResponse } from '../../upstreams/search-shapes';
import type { GatewayContext } from '../context';
import type { AppliedSearch as AppliedSearchModel, Resolvers, SearchCategory, SearchFacet } from '../generated/resolvers-types';
import { orFallback } from './degrade';
import { SORT_ENUM, sortFromEnum, TYPE_ENUM, typeFromEnum } from './search-enums';
import { searchFacet } from './search-facets';
import { searchResult, type SearchResultModel } from './search-results';

const NO_RESPONSE: SearchResponse = { result: [], total: { value: 0, relation: 'eq' }, options: {} };

/**
 * Asks the search service; a failure is logged and answers null (the spec's silent empty result),
 * marking the answer degraded so it is not cached as if nothing matched.
 */
function load(context: GatewayContext, request: SearchServiceRequest): Promise<SearchResponse | null> {
  return orFallback(context, 'search', null, () => context.loaders.search.load(request));
}

function appliedModel(applied: AppliedSearch): AppliedSearchModel {
  return {
    type: applied.type && TYPE_ENUM[applied.type],
    query: applied.query,
    from: applied.from,
    size: applied.size,
    sort: SORT_ENUM[applied.sort],
    filters: Object.entries(applied.filters).map(([field, values]) => ({ field, values })),
    isAccessionSearch: applied.isAccessionSearch,
  };
}

/** Every category with its count from the service's per-index counts (searching all). */
function categories(response: SearchResponse): SearchCategory[] {
  const counts = response.options?._index ?? [];
  return SEARCH_TYPES.map((type) => ({ type: TYPE_ENUM[type], heading: typeHeading(type), count: counts.find((bucket) => bucket.key === type)?.doc_count ?? 0 }));
}

type OptionCounts = Readonly<Record<string, readonly OptionBucket[] | undefined>>;

/**
 * Counts the chosen values the search's own answer left uncounted (beyond their group's top values),
 * with the same search: a few more requests, in parallel, only when a choice needs them.
 */
async function chosenCounts(context: GatewayContext, plan: SearchPlan, response: SearchResponse): Promise<OptionCounts> {
  const options = response.options ?? {};
  const counted = Object.fromEntries(Object.entries(options).map(([field, buckets]) => [field, buckets.map((bucket) => bucket.key)]));
  const requests = planChosenCounts(plan, uncountedChoices(plan, counted));
  const answers = await Promise.all(requests.map((request) => load(context, request)));
  const counts: Record<string, OptionBucket[]> = {};
  for (const answer of answers) for (const [field, buckets] of Object.entries(answer?.options ?? {})) counts[field] = [...(counts[field] ?? []), ...buckets];
  return counts;
}

function facets(type: SearchType, plan: SearchPlan, response: SearchResponse, chosen: OptionCounts): SearchFacet[] {
  return facetsOf(type).map((definition) => searchFacet(type, definition, plan.applied, response.options?.[definition.field], plan.rejectedDate, chosen[definition.field]));
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, args, context) => {
      const type = typeFromEnum(args.type);
      let plan = planSearch({ type, query: args.query, from: args.from, size: args.size, sort: sortFromEnum(args.sort), filters: args.filters, today: museumDate(context.now) });
      let response = await load(context, plan.request);
      // A page past the last result shows the last page (and `applied.from` says so).
      const last = response && lastPageOffset(plan.applied.from, plan.applied.size, response.total.value);
      if (response && last !== null) {
        plan = planAtOffset(plan, last);
        response = await load(context, plan.request);
      }
      const answer = response ?? NO_RESPONSE;
      const chosen = type && response ? await chosenCounts(context, plan, response) : {};
      const cards = { now: context.now, imagesUrl: context.imagesUrl };
      const results = answer.result.map((hit) => searchResult(hit, cards)).filter((result): result is SearchResultModel => result !== null);
      const total = answer.total.value;
      const { start, end } = shownRange(plan.applied.from, results.length);
      return {
        applied: appliedModel(plan.applied),
        typeHeading: type && typeHeading(type),
        total,
        totalText: resultCountText(total, type && typeLabel(type), plan.applied.query),
        start,
        end,
        showingText: showingText(start, end, total),
        results,
        categories: type ? [] : categories(answer),
        facets: type ? facets(type, plan, answer, chosen) : [],
        sortOptions: sortsOf(type).map((sort) => ({ value: SORT_ENUM[sort], label: sortLabel(sort) })),
        pageSizes: [...PAGE_SIZES],
        unavailable: response === null,
      };
    },
    searchFacet: async (_parent, args, context) => {
      const type = typeFromEnum(args.type);
      const plan = type && planFacetSearch({ type, query: args.query, filters: args.filters, today: museumDate(context.now) }, args.field, args.text);
      if (!type || !plan) return null;
      const response = await load(context, plan.request);
      return searchFacet(type, plan.definition, plan.applied, response?.options?.[plan.definition.field], null);
    },
  },
  SearchResult: {
    __resolveType: (parent) => (parent as SearchResultModel).__typename,
  },
};
