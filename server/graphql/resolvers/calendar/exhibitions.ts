import { cacheControlFromInfo } from '@apollo/cache-control-types';
import type { GraphQLResolveInfo } from 'graphql';
import type { DateTime } from 'luxon';
import { chosenYears, isPastYear, PAST_YEAR_PREVIEW, pastYearRequest, planUpcoming } from '../../../domain/calendar/exhibition-listings';
import { pastYearTitle, pastYearViewAllText, upcomingTitle } from '../../../domain/calendar/listing-texts';
import { formatRange, type CalendarRange } from '../../../domain/calendar/range';
import { resolveRange, selectionText, type CalendarSelection } from '../../../domain/calendar/selection';
import type { GatewayContext } from '../../context';
import type { CalendarRangeOption, Resolvers } from '../../generated/resolvers-types';
import { orFallback } from '../degrade';
import { pageOf } from './items';
import type { PastExhibitionYearParent } from './model';
import { filterGroup, selectionModel } from './selection-model';
import { exhibitionSummary } from './summaries';

/** The upcoming exhibitions' "when" choices: any time, then this month and the eleven after it. */
const WHEN_MONTHS = 12;

function uncacheable(info: GraphQLResolveInfo): void {
  cacheControlFromInfo(info).setCacheHint({ maxAge: 0 });
}

function whenOptions(selection: CalendarSelection, now: DateTime): CalendarRangeOption[] {
  const chosen = formatRange(selection.range);
  const months = Array.from({ length: WHEN_MONTHS }, (_, offset): CalendarRange => {
    const month = now.startOf('month').plus({ months: offset });
    return { kind: 'month', year: month.year, month: month.month };
  });
  const options = [
    { value: '', label: 'Any time', selected: selection.range.kind === 'all' },
    ...months.map((range) => ({ value: formatRange(range), label: selectionText(resolveRange(range, now), now) ?? '', selected: formatRange(range) === chosen })),
  ];
  // A range the choices do not offer (a day from a link) is offered as it was chosen.
  if (!options.some((option) => option.selected)) options.push({ value: chosen, label: selectionText(selection, now) ?? chosen, selected: true });
  return options;
}

/** All past years' groups, newest first: `{year, total, hits}` from GET /v1/exhibition (3 items each); null when unavailable. */
async function pastYears(context: GatewayContext): Promise<PastExhibitionYearParent[] | null> {
  const response = await orFallback(context, 'past exhibitions', null, () => context.loaders.pastExhibitions.load(PAST_YEAR_PREVIEW));
  if (!response) return null;
  const within = resolveRange({ kind: 'all' }, context.now);
  return Object.entries(response.data)
    .map(([year, group]) => ({ year: Number(year), total: group.total, hits: group.items.slice(0, PAST_YEAR_PREVIEW), within, unavailable: false }))
    .filter((group) => isPastYear(group.year, context.now) && group.total > 0)
    .sort((a, b) => b.year - a.year);
}

export const exhibitionListingResolvers: Resolvers = {
  Query: {
    upcomingExhibitions: async (_parent, args, context, info) => {
      const plan = planUpcoming(args, context.now);
      const response = await orFallback(context, 'upcoming exhibitions', null, () => context.loaders.datedSearch.load(plan.request));
      if (!response) uncacheable(info);
      const total = response?.total.value ?? 0;
      return {
        title: upcomingTitle(total),
        total,
        selection: selectionModel(plan.selection, plan.rangeUnderstood, context.now),
        whenOptions: whenOptions(plan.selection, context.now),
        filters: [filterGroup('exhibitionType', plan.types), filterGroup('audience', plan.audiences)],
        hits: response?.result ?? [],
        within: plan.selection,
        unavailable: !response,
      };
    },
    pastExhibitions: async (_parent, args, context, info) => {
      const years = await pastYears(context);
      if (!years) uncacheable(info);
      const chosen = chosenYears(args.years, context.now);
      return {
        groups: (years ?? []).filter((group) => chosen.length === 0 || chosen.includes(group.year)),
        yearOptions: (years ?? []).map((group) => ({ year: group.year, total: group.total, selected: chosen.includes(group.year) })),
        selectedYears: chosen,
        unavailable: !years,
      };
    },
    pastExhibitionYear: async (_parent, { year }, context, info) => {
      if (!isPastYear(year, context.now)) return null;
      const response = await orFallback(context, `past exhibitions of ${year}`, null, () => context.loaders.datedSearch.load(pastYearRequest(year, context.now)));
      if (!response) uncacheable(info);
      return { year, total: response?.total.value ?? 0, hits: response?.result ?? [], within: resolveRange({ kind: 'all' }, context.now), unavailable: !response };
    },
  },
  UpcomingExhibitions: {
    items: (parent, { from, size }, context) => pageOf(parent, from, size).map((hit) => exhibitionSummary(hit, context)),
  },
  PastExhibitions: {
    // The page's first years come with it; "View More" asks for the next ones (a year's three cards each).
    years: (parent, { from, size }) => {
      const start = Math.max(0, Math.trunc(from ?? 0));
      return parent.groups.slice(start, size === null || size === undefined ? undefined : start + Math.max(0, Math.trunc(size)));
    },
    totalYears: (parent) => parent.groups.length,
    historyUrl: (_parent, _args, context) => context.exhibitionHistoryUrl,
  },
  PastExhibitionYear: {
    title: (parent) => pastYearTitle(parent.year),
    hasViewAll: (parent) => pastYearViewAllText(parent.total) !== null,
    viewAllText: (parent) => pastYearViewAllText(parent.total),
    items: (parent, { from, size }, context) => pageOf(parent, from, size).map((hit) => exhibitionSummary(hit, context)),
  },
};
