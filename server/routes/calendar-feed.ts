import type { FastifyInstance, FastifyRequest } from 'fastify';
import { categoriesText } from '../domain/calendar/filters';
import { planCalendar } from '../domain/calendar/requests';
import { selectionText } from '../domain/calendar/selection';
import type { GatewayContext } from '../graphql/context';
import { loadContent } from '../graphql/loaders';
import { loadCalendarListing } from '../graphql/resolvers/calendar/listing';
import { orFallback } from '../graphql/resolvers/degrade';
import { buildIcs } from '../ical/calendar';
import { feedItems, type FeedSite } from '../ical/calendar-feed';
import { uidHost } from '../ical/uids';
import { siteSettingsQuery } from '../upstreams/content-queries';

/** The subscribable iCalendar feed of any calendar selection: `/calendar.ics?range=…&categories=…&audiences=…&locations=…`. */
export const CALENDAR_FEED_PATH = '/calendar.ics';
/** Calendar apps are asked to refresh a subscription hourly; shared caches keep it five minutes. */
const REFRESH_MINUTES = 60;
const FEED_CACHE_CONTROL = 'public, max-age=300';
/** Longer parameters are not a visitor's: they are ignored. */
const MAX_PARAMETER_LENGTH = 1000;

/** The names calendar apps show for the relative ranges (they keep meaning "now" as the feed refreshes). */
const RANGE_NAMES: Readonly<Record<string, string>> = {
  today: 'Today',
  'this-week': 'This Week',
  'this-weekend': 'This Weekend',
  'this-month': 'This Month',
  'this-season': 'This Season',
  highlights: 'Highlights',
};

/** A query parameter as one text (the first when repeated); too long or missing is null. */
function text(value: unknown): string | null {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' && first.length <= MAX_PARAMETER_LENGTH ? first : null;
}

/** A comma-separated query parameter (or a repeated one) as its values. */
function list(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((item) => (typeof item === 'string' && item.length <= MAX_PARAMETER_LENGTH ? item.split(',') : []));
}

/** The host the request reached; a Host header that is not a host name is not trusted. */
function requestHost(request: FastifyRequest): string {
  return /^[a-z0-9.-]+(:\d{1,5})?$/i.test(request.host) ? request.host.toLowerCase() : 'localhost';
}

/**
 * GET /calendar.ics: the events and exhibitions of a calendar selection as an iCalendar file
 * (ical-generator, America/New_York VTIMEZONE, UIDs stable across requests and equal to the
 * downloads' of the same date). When the search service cannot be asked the feed answers 503 with
 * Retry-After, so subscribed calendars keep their entries instead of seeing an empty calendar.
 */
export function registerCalendarFeed(app: FastifyInstance, createContext: (request: FastifyRequest) => GatewayContext): void {
  app.get(CALENDAR_FEED_PATH, async (request, reply) => {
    const query = (request.query ?? {}) as Record<string, unknown>;
    const context = createContext(request);
    const plan = planCalendar({ range: text(query.range), categories: list(query.categories), audiences: list(query.audiences), locations: list(query.locations) }, context.now);
    const listing = await loadCalendarListing(context, plan);
    if (listing.unavailable) {
      return reply.code(503).header('retry-after', '300').header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('The calendar is temporarily unavailable.\n');
    }
    const settings = await orFallback(context, 'site settings for the calendar feed', null, () => loadContent(context.loaders, siteSettingsQuery));
    const when = RANGE_NAMES[plan.selection.range.kind] ?? selectionText(plan.selection, context.now);
    const host = requestHost(request);
    // Links on the origin the feed was read from; UIDs on the public one, the same as the downloads'.
    const site: FeedSite = { origin: `${request.protocol}://${host}`, uidHost: uidHost(context.publicOrigin) };
    const ics = buildIcs({
      name: `${settings?.title ?? 'Museum'}: ${categoriesText(plan.categories)}${when ? `, ${when}` : ''}`,
      productHost: host.replace(/:\d+$/, ''),
      items: feedItems(
        listing.groups.flatMap((group) => group.hits),
        plan.selection,
        context.now,
        site,
      ),
      now: context.now,
      refreshMinutes: REFRESH_MINUTES,
    });
    return reply
      .header('cache-control', settings ? FEED_CACHE_CONTROL : 'no-store')
      .header('content-disposition', 'inline; filename="calendar.ics"')
      .type('text/calendar; charset=utf-8')
      .send(ics);
  });
}
