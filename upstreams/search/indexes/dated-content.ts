import type { EventSeries, Exhibition, MuseumEvent } from '../../content/documents';
import { snippet, words, type IndexedDocument } from '../documents';
import { imageFields } from './images';

/** allWeight bases: in the global index, current content outranks pages, which outrank artworks. */
export const ALL_WEIGHT_BASE = { exhibitions: 400, events: 300, eventSeries: 200, pages: 100 } as const;

/** Calendar category of every exhibition (its own category, e.g. "In the galleries", is the subcategory). */
export const EXHIBITIONS_CATEGORY = 'Exhibitions';

function creditNames(...lists: { title: string }[][]): string {
  return words(lists.flat().map((credit) => credit.title));
}

export function exhibitionDocument(exhibition: Exhibition): IndexedDocument {
  return {
    document: {
      id: `exhibitions-${exhibition._id}`,
      type: 'exhibitions',
      contentId: exhibition._id,
      slug: exhibition.slug.current,
      title: exhibition.title,
      summary: snippet(exhibition.summary),
      url: `/calendar/exhibition/${exhibition.slug.current}`,
      ...imageFields(exhibition.image),
      startDate: exhibition.startDate,
      endDate: exhibition.endDate,
      duration: exhibition.duration,
      dateOverride: exhibition.dateOverride,
      room: exhibition.room,
      building: exhibition.building,
      location: exhibition.building,
      category: EXHIBITIONS_CATEGORY,
      subcategory: exhibition.category,
      audience: exhibition.audiences,
      ticketUrl: exhibition.ticketUrl,
      ticketType: exhibition.ticketType,
      weight: exhibition.weight,
      allWeight: ALL_WEIGHT_BASE.exhibitions + exhibition.weight,
    },
    text: {
      title: exhibition.title,
      people: creditNames(exhibition.artists, exhibition.curators, exhibition.organizers),
      keywords: words(exhibition.category, exhibition.building, exhibition.room, exhibition.audiences),
      body: words(exhibition.summary, exhibition.intro),
    },
  };
}

/** An event's status as the cards read it: 'isCanceled', 'isSoldOut' or null. */
function eventStatus(event: MuseumEvent): string | null {
  if (event.status.isCanceled) return 'isCanceled';
  return event.status.isSoldOut ? 'isSoldOut' : null;
}

export function eventDocument(event: MuseumEvent): IndexedDocument {
  return {
    document: {
      id: `events-${event._id}`,
      type: 'events',
      contentId: event._id,
      slug: event.slug.current,
      title: event.title,
      summary: snippet(event.summary),
      url: `/calendar/event/${event.slug.current}`,
      ...imageFields(event.image),
      startDate: event.startDate,
      endDate: event.endDate,
      room: event.room,
      location: event.location,
      building: event.location,
      locationType: event.locationType,
      category: event.category,
      audience: event.audiences,
      status: eventStatus(event),
      ticketUrl: event.ticketUrl,
      ticketType: event.ticketType,
      ticketInstructions: event.ticketInstructions,
      occurrences: event.eventDatetimes.map((time) => ({ start: time.start, end: time.end, isSoldOut: time.isSoldOut, isCanceled: time.isCanceled })),
      relatedEventSeries: event.relatedEventSeries.map((reference) => reference._ref),
      relatedExhibitions: event.relatedExhibitions.map((reference) => reference._ref),
      weight: event.weight,
      allWeight: ALL_WEIGHT_BASE.events + event.weight,
    },
    text: {
      title: event.title,
      people: creditNames(event.speakers),
      keywords: words(event.category, event.location, event.room, event.audiences),
      body: words(event.summary, event.intro),
    },
  };
}

export function eventSeriesDocument(series: EventSeries): IndexedDocument {
  return {
    document: {
      id: `eventSeries-${series._id}`,
      type: 'eventSeries',
      contentId: series._id,
      slug: series.slug.current,
      title: series.title,
      summary: snippet(series.summary),
      url: `/calendar/event-series/${series.slug.current}`,
      ...imageFields(series.image),
      category: series.category,
      audience: series.audiences,
      location: series.location,
      weight: series.weight,
      allWeight: ALL_WEIGHT_BASE.eventSeries + series.weight,
    },
    text: {
      title: series.title,
      people: '',
      keywords: words(series.category, series.location, series.audiences),
      body: words(series.summary, series.intro),
    },
  };
}
