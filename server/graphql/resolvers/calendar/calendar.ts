import { cacheControlFromInfo } from '@apollo/cache-control-types';
import type { GraphQLResolveInfo } from 'graphql';
import { closedWeekdays, type MuseumClosures } from '../../../domain/calendar/closures';
import { categoryOf, EXHIBITIONS_SLUG, slugOf } from '../../../domain/calendar/filters';
import { SECTION_PREVIEW, viewAllHeading } from '../../../domain/calendar/listing-texts';
import { calendarNotices } from '../../../domain/calendar/notices';
import { formatRange } from '../../../domain/calendar/range';
import { planCalendar } from '../../../domain/calendar/requests';
import { museumDate } from '../../../domain/clock';
import { contentAddress } from '../../../domain/paths';
import { pageQuery, siteSettingsQuery } from '../../../upstreams/content-queries';
import type { GatewayContext } from '../../context';
import type { Resolvers } from '../../generated/resolvers-types';
import { loadContent } from '../../loaders';
import { orFallback } from '../degrade';
import { selectsAnyField } from '../selection';
import { calendarItem, pageOf } from './items';
import { loadCalendarListing, type ListingGroup } from './listing';
import type { CalendarListParent, CalendarParent, CalendarSectionParent } from './model';
import { filterGroup, selectionModel } from './selection-model';

/** The content page whose title and intro head the calendar. */
const CALENDAR_PAGE = contentAddress('/calendar');
const DEFAULT_TITLE = 'Calendar';
const NO_CLOSURES: MuseumClosures = { closedDates: [], openDates: [], closedDaysOfWeek: [] };

/** A degraded answer must not be cached as if it were the real one. */
function uncacheable(info: GraphQLResolveInfo): void {
  cacheControlFromInfo(info).setCacheHint({ maxAge: 0 });
}

const loadCalendarPage = (context: GatewayContext) => loadContent(context.loaders, pageQuery, { slug: CALENDAR_PAGE.slug, path: CALENDAR_PAGE.parentPath });
const loadSiteSettings = (context: GatewayContext) => loadContent(context.loaders, siteSettingsQuery);

/** The Calendar fields that read the calendar's content page, and those that read the site settings (its closures). */
const PAGE_TEXT_FIELDS: ReadonlySet<string> = new Set(['title', 'intro']);
const CLOSURE_FIELDS: ReadonlySet<string> = new Set(['closures', 'notices']);

/**
 * Asks now, beside the listing, for what the calendar's fields will read and which does not depend
 * on the listing: GraphQL would resolve those fields only once the listing has answered, a second
 * round of upstream calls after the first. The fields' own loads then find these (the request's
 * loaders keep them) and handle their failure; nothing is asked that the query does not select.
 */
function prefetchFields(context: GatewayContext, info: GraphQLResolveInfo): void {
  if (selectsAnyField(info, PAGE_TEXT_FIELDS)) loadCalendarPage(context).catch(() => undefined);
  if (selectsAnyField(info, CLOSURE_FIELDS)) loadSiteSettings(context).catch(() => undefined);
}

async function calendarPage(context: GatewayContext, info: GraphQLResolveInfo) {
  const page = await orFallback(context, 'calendar page text', undefined, () => loadCalendarPage(context));
  if (page === undefined) uncacheable(info);
  return page ?? null;
}

/** The museum's closures from the site settings; none (and an uncacheable answer) when they cannot be read. */
export async function loadClosures(context: GatewayContext, info: GraphQLResolveInfo): Promise<MuseumClosures> {
  const settings = await orFallback(context, 'site settings for the calendar', null, () => loadSiteSettings(context));
  if (!settings) {
    uncacheable(info);
    return NO_CLOSURES;
  }
  return {
    closedDates: (settings.closedDates ?? []).map(({ date, name }) => ({ date, name: name ?? null })),
    openDates: (settings.openDates ?? []).map(({ date, name }) => ({ date, name: name ?? null })),
    closedDaysOfWeek: settings.closedDaysOfWeek ?? [],
  };
}

function total(parent: CalendarParent): number {
  return parent.listing.groups.reduce((sum, group) => sum + group.total, 0);
}

function section(parent: CalendarParent, group: ListingGroup): CalendarSectionParent {
  const category = categoryOf(group.name);
  return {
    slug: category?.slug ?? null,
    title: category?.label ?? group.name,
    hits: group.hits,
    total: group.total,
    within: parent.plan.selection,
  };
}

function list(parent: CalendarParent): CalendarListParent {
  const { categories, selection } = parent.plan;
  const count = total(parent);
  return {
    heading: viewAllHeading(categories, count),
    total: count,
    prefersList: categories.length === 1 && categories[0]?.slug === EXHIBITIONS_SLUG,
    hits: parent.listing.groups.flatMap((group) => group.hits),
    within: selection,
  };
}

export const calendarResolvers: Resolvers = {
  Query: {
    calendar: async (_parent, args, context, info) => {
      const plan = planCalendar(args, context.now);
      prefetchFields(context, info);
      const listing = await loadCalendarListing(context, plan);
      if (listing.unavailable) uncacheable(info);
      return { plan, listing };
    },
  },
  Calendar: {
    title: async (_parent, _args, context, info) => (await calendarPage(context, info))?.title ?? DEFAULT_TITLE,
    intro: async (_parent, _args, context, info) => (await calendarPage(context, info))?.intro ?? null,
    today: (_parent, _args, context) => museumDate(context.now),
    pickerMonth: (parent, _args, context) => {
      const start = parent.plan.selection.span?.start;
      const month = start && start > context.now ? start : context.now;
      return month.toFormat('yyyy-MM');
    },
    selection: (parent, _args, context) => selectionModel(parent.plan.selection, parent.plan.rangeUnderstood, context.now),
    filters: (parent) => [filterGroup('category', parent.plan.categories), filterGroup('audience', parent.plan.audiences), filterGroup('location', parent.plan.locations)],
    closures: async (_parent, _args, context, info) => {
      const closures = await loadClosures(context, info);
      return { closedWeekdays: closedWeekdays(closures), closedDates: closures.closedDates.map((entry) => entry.date), openDates: closures.openDates.map((entry) => entry.date) };
    },
    notices: async (parent, _args, context, info) => {
      const closures = await loadClosures(context, info);
      return calendarNotices(parent.plan.selection, closures, context.now, parent.listing.unavailable ? null : total(parent)).map((notice) => ({
        kind: notice.kind,
        message: notice.message,
        link: notice.link && { text: notice.link.text, range: formatRange(notice.link.range) },
      }));
    },
    total,
    sections: (parent) => (parent.plan.viewAll ? [] : parent.listing.groups.map((group) => section(parent, group))),
    section: (parent, { slug }) => {
      if (parent.plan.viewAll) return null;
      const group = parent.listing.groups.find((candidate) => (categoryOf(candidate.name)?.slug ?? slugOf(candidate.name)) === slugOf(slug));
      return group ? section(parent, group) : null;
    },
    list: (parent) => (parent.plan.viewAll ? list(parent) : null),
    unavailable: (parent) => parent.listing.unavailable,
  },
  CalendarSection: {
    hasViewAll: (parent) => parent.slug !== null && parent.total > SECTION_PREVIEW,
    items: (parent, { from, size }, context) => pageOf(parent, from, size).map((hit) => calendarItem(hit, parent.within, context)),
  },
  CalendarList: {
    items: (parent, { from, size }, context) => pageOf(parent, from, size).map((hit) => calendarItem(hit, parent.within, context)),
  },
  CalendarItem: {
    __resolveType: (parent) => parent.__typename,
  },
};
