import type { Event, EventSeries, EventStatusType, ExhibitionEvent, Offer, Organization, Place, Thing, VirtualLocation } from 'schema-dts';
import { launchFromQuery, storeUrl } from '../components/tickets/ticketLaunch';
import type { AddressedPlaceFieldsFragment, ContentPageFieldsFragment, EventStatus, LinkTargetFieldsFragment } from '../gql/graphql';
import type { PageOf } from '../pages/content/pageTypes';
import { absoluteUrl } from '../render/publicOrigin';
import { known, postalAddress, type LinkedDataContext } from './linkedData';
import { graphOf } from './pageGraph';

/** The museum, as the organizer of what happens there (schema.org's Museum is a place, not an organization). */
function organizer(context: LinkedDataContext): Organization {
  return {
    '@type': 'Organization',
    name: context.siteName,
    url: `${context.origin}/`,
  };
}

/**
 * Where something happens, as the page says it: online is a VirtualLocation (the page itself);
 * a place of the museum's is a Place with its building's address; off site, the meeting point's
 * own words are its address.
 */
function location(place: AddressedPlaceFieldsFragment | null | undefined, url: string): Place | VirtualLocation | undefined {
  if (!place) return undefined;
  if (place.isOnline) return { '@type': 'VirtualLocation', url };
  return {
    '@type': 'Place',
    name: place.text,
    address: place.address ? postalAddress(place.address) : known(place.room ?? place.text),
  };
}

/** Online or in person, for `eventAttendanceMode`. */
function attendanceMode(place: AddressedPlaceFieldsFragment | null | undefined) {
  return place?.isOnline ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode';
}

/** The ticket link's absolute URL, as the page's button leads (the ticket store for a launch). */
function ticketUrl(tickets: LinkTargetFieldsFragment, context: LinkedDataContext): string {
  if (tickets.kind === 'TICKETS') return context.ticketStore ? storeUrl(context.ticketStore, launchFromQuery(tickets.url)) : context.pageUrl;
  return tickets.kind === 'ANCHOR' ? context.pageUrl : absoluteUrl(context.origin, tickets.url);
}

/** Tickets on sale (the page's ticket button), or sold out (the page says so); none otherwise. */
function offers(tickets: LinkTargetFieldsFragment | null | undefined, soldOut: boolean, context: LinkedDataContext): Offer | undefined {
  if (soldOut)
    return {
      '@type': 'Offer',
      availability: 'https://schema.org/SoldOut',
      url: context.pageUrl,
    };
  return tickets
    ? {
        '@type': 'Offer',
        availability: 'https://schema.org/InStock',
        url: ticketUrl(tickets, context),
      }
    : undefined;
}

/** An event page names at most this many of its dates (the next ones): a daily event would otherwise weigh the page down. */
export const MAX_EVENT_DATES = 50;

function eventStatus(status: EventStatus | null | undefined): EventStatusType {
  return status === 'CANCELED' ? 'https://schema.org/EventCancelled' : 'https://schema.org/EventScheduled';
}

/** What a detail page says of its subject: its title, description, image (for sharing, else its hero image) and URL. */
function about(page: { title?: string | null; description?: string | null; shareImage?: string | null; image?: { url: string } | null }, context: LinkedDataContext) {
  return { name: page.title ?? '', description: known(page.description), image: imageOf(page, context), url: context.pageUrl };
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
    ...about(page, context),
    startDate: known(page.startDate),
    endDate: page.openEnded ? undefined : known(page.endDate),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: attendanceMode(page.place),
    location: location(page.place, context.pageUrl),
    organizer: organizer(context),
    offers: offers(page.tickets, false, context),
  };
}

/** One dated event as a page shows it: its own times, status, place and tickets. */
interface DatedEvent {
  name: string;
  description: string | null | undefined;
  image: string | undefined;
  /** Its page (for a date of an event, the page of that date). */
  path: string;
  start: string;
  end: string | null | undefined;
  status: EventStatus | null | undefined;
  place: AddressedPlaceFieldsFragment | null | undefined;
  tickets: LinkTargetFieldsFragment | null | undefined;
}

/** An Event: scheduled or canceled, online or in person, tickets on sale or sold out (a canceled one offers none). */
function event(dated: DatedEvent, context: LinkedDataContext): Event {
  const url = absoluteUrl(context.origin, dated.path);
  return {
    '@type': 'Event',
    name: dated.name,
    description: known(dated.description),
    image: dated.image,
    url,
    startDate: dated.start,
    endDate: known(dated.end),
    eventStatus: eventStatus(dated.status),
    eventAttendanceMode: attendanceMode(dated.place),
    location: location(dated.place, url),
    organizer: organizer(context),
    offers:
      dated.status === 'CANCELED'
        ? undefined
        : offers(dated.tickets, dated.status === 'SOLD_OUT', {
            ...context,
            pageUrl: url,
          }),
  };
}

/** Each upcoming date of an event page (the next `MAX_EVENT_DATES`) as an Event of its own. */
export function eventDates(page: PageOf<'EventPage'>, context: LinkedDataContext): Event[] {
  const image = imageOf(page, context);
  return page.upcomingOccurrences.slice(0, MAX_EVENT_DATES).map((date) =>
    event(
      {
        name: page.title ?? '',
        description: page.description,
        image,
        path: date.url,
        start: date.start,
        end: date.end,
        status: date.status,
        place: page.place,
        tickets: date.tickets,
      },
      context,
    ),
  );
}

/** An event series with its upcoming events (the cards the page lists) as its sub-events. */
export function eventSeries(page: PageOf<'EventSeriesPage'>, context: LinkedDataContext): EventSeries {
  return {
    '@type': 'EventSeries',
    ...about(page, context),
    location: location(page.place, context.pageUrl),
    organizer: organizer(context),
    subEvent: page.relatedEvents.flatMap((card) =>
      card.startDate
        ? [
            event(
              {
                name: card.title,
                description: card.summary,
                image: card.image ? absoluteUrl(context.origin, card.image.url) : undefined,
                path: card.url,
                start: card.startDate,
                end: card.endDate,
                status: card.status,
                place: card.place,
                tickets: card.tickets,
              },
              context,
            ),
          ]
        : [],
    ),
  };
}

/** What a detail page describes: its exhibition, its dates, or its series with their events. */
function describeDetailPage(page: ContentPageFieldsFragment, context: LinkedDataContext): Thing[] {
  if (page.__typename === 'ExhibitionPage') return [exhibitionEvent(page, context)];
  if (page.__typename === 'EventPage') return eventDates(page, context);
  return page.__typename === 'EventSeriesPage' ? [eventSeries(page, context)] : [];
}

/** The detail pages' JSON-LD: what each describes, and its breadcrumbs. */
export const detailPageGraph = graphOf(describeDetailPage);
