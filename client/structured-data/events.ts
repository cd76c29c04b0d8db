import type { Event, EventSeries, EventStatusType, ExhibitionEvent } from 'schema-dts';
import type { EventStatus } from '../gql/graphql';
import type { PageOf } from '../pages/content/pageTypes';
import { absoluteUrl } from '../render/publicOrigin';
import { attendanceMode, known, location, offers, organizer, type LinkedDataContext } from './linkedData';

/** An event page names at most this many of its dates (the next ones): a daily event would otherwise weigh the page down. */
export const MAX_EVENT_DATES = 50;

function eventStatus(status: EventStatus | null | undefined): EventStatusType {
  return status === 'CANCELED' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled';
}

/** The page's image for sharing, else its hero image, as an absolute URL. */
function imageOf(page: { shareImage?: string | null; image?: { url: string } | null }, context: LinkedDataContext): string | undefined {
  const url = page.shareImage ?? page.image?.url;
  return url ? absoluteUrl(context.origin, url) : undefined;
}

/** An exhibition: its run (no end date when it is open-ended, as the page says "Ongoing"), where it is on view and its tickets. */
export function exhibitionEvent(page: PageOf<'ExhibitionPage'>, context: LinkedDataContext): ExhibitionEvent {
  return {
    '@type': 'ExhibitionEvent',
    name: page.title ?? '',
    description: known(page.description),
    image: imageOf(page, context),
    url: context.pageUrl,
    startDate: known(page.startDate),
    endDate: page.openEnded ? undefined : known(page.endDate),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceMode(page.place),
    location: location(page.place, context.pageUrl),
    organizer: organizer(context),
    offers: offers(page.tickets, false, context),
  };
}

/** One date of an event page: its own status, times and tickets. */
export function eventDates(page: PageOf<'EventPage'>, context: LinkedDataContext): Event[] {
  return page.upcomingOccurrences.slice(0, MAX_EVENT_DATES).map((occurrence) => {
    const url = absoluteUrl(context.origin, occurrence.url);
    return {
      '@type': 'Event',
      name: page.title ?? '',
      description: known(page.description),
      image: imageOf(page, context),
      url,
      startDate: occurrence.start,
      endDate: known(occurrence.end),
      eventStatus: eventStatus(occurrence.status),
      eventAttendanceMode: attendanceMode(page.place),
      location: location(page.place, url),
      organizer: organizer(context),
      offers: occurrence.status === 'CANCELED' ? undefined : offers(occurrence.tickets, occurrence.status === 'SOLD_OUT', { ...context, pageUrl: url }),
    };
  });
}

/** An event series with its upcoming events (the cards the page lists) as its sub-events. */
export function eventSeries(page: PageOf<'EventSeriesPage'>, context: LinkedDataContext): EventSeries {
  return {
    '@type': 'EventSeries',
    name: page.title ?? '',
    description: known(page.description),
    image: imageOf(page, context),
    url: context.pageUrl,
    location: location(page.place, context.pageUrl),
    organizer: organizer(context),
    subEvent: page.relatedEvents.flatMap((event): Event[] => {
      if (!event.startDate) return [];
      const url = absoluteUrl(context.origin, event.url);
      return [
        {
          '@type': 'Event',
          name: event.title,
          description: known(event.summary),
          image: event.image ? absoluteUrl(context.origin, event.image.url) : undefined,
          url,
          startDate: event.startDate,
          endDate: known(event.endDate),
          eventStatus: eventStatus(event.status),
          eventAttendanceMode: attendanceMode(event.place),
          location: location(event.place, url),
          organizer: organizer(context),
          offers: event.status === 'CANCELED' ? undefined : offers(event.tickets, event.status === 'SOLD_OUT', { ...context, pageUrl: url }),
        },
      ];
    }),
  };
}
