import { facetsOf } from '../../domain/search/facets';
import { PAGE_SIZES, shownRange } from '../../domain/search/paging';
import { planFacetSearch, planSearch, type AppliedSearch, type SearchPlan, type SearchServiceRequest } from '../../domain/search/request';
import { sortLabel, sortsOf } from '../../domain/search/sort';
import { resultCountText, showingText } from '../../domain/search/text';
import { SEARCH_TYPES, typeHeading, typeLabel, type SearchType } from '../../domain/search/types';
import type { SearchResponse } from '../../upstreams/search-shapes';
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

function facets(type: SearchType, plan: SearchPlan, response: SearchResponse): SearchFacet[] {
  return facetsOf(type).map((definition) => searchFacet(type, definition, plan.applied, response.options?.[definition.field], plan.rejectedDate));
}

export const searchResolvers: Resolvers = {
  Query: {
    search: async (_parent, args, context) => {
      const type = typeFromEnum(args.type);
      const plan = planSearch({ type, query: args.query, from: args.from, size: args.size, sort: sortFromEnum(args.sort), filters: args.filters });
      const response = await load(context, plan.request);
      const answer = response ?? NO_RESPONSE;
      const results = answer.result.map(searchResult).filter((result): result is SearchResultModel => result !== null);
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
        facets: type ? facets(type, plan, answer) : [],
        sortOptions: sortsOf(type).map((sort) => ({ value: SORT_ENUM[sort], label: sortLabel(sort) })),
        pageSizes: [...PAGE_SIZES],
        unavailable: response === null,
      };
    },
    searchFacet: async (_parent, args, context) => {
      const type = typeFromEnum(args.type);
      const plan = type && planFacetSearch({ type, query: args.query, filters: args.filters }, args.field, args.text);
      if (!type || !plan) return null;
      const response = await load(context, plan.request);
      return searchFacet(type, plan.definition, plan.applied, response?.options?.[plan.definition.field], null);
    },
  },
  SearchResult: {
    __resolveType: (parent) => (parent as SearchResultModel).__typename,
  },
};
