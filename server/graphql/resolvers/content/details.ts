/**
 * Detail pages of exhibitions, events and event series (content spec §2): the shared calendar rules
 * (labels, date texts, statuses, ticket visibility) applied to the page, and per date for events.
 */
import * as v from 'valibot';
import { showsTickets, type EventStatus } from '../../../domain/calendar/event-status';
import { eventWhen } from '../../../domain/calendar/event-times';
import { exhibitionDetailDateText, exhibitionLabel, exhibitionOpeningText, isOpenEnded } from '../../../domain/calendar/exhibition-status';
import { museumDay } from '../../../domain/calendar/museum-dates';
import { calendarLinks, type CalendarEntry } from '../../../domain/content/calendar-links';
import { CREDIT_GROUPS, creditGroupTitle, type CreditGroupKind } from '../../../domain/content/credits';
import { eventOccurrences, occurrenceParams, type Occurrence } from '../../../domain/content/occurrences';
import { eventSearchUrl } from '../../../domain/event-search';
import { excerpt } from '../../../domain/excerpt';
import { linkTarget } from '../../../domain/links';
import { placeOf } from '../../../domain/place';
import { CalloutSchema, CardSchema, CreditSchema, FlagsOfEvent, OccurrenceSchema } from '../../../upstreams/page-shapes';
import type { CalendarLinks, CreditGroup } from '../../generated/resolvers-types';
import type { ExhibitionSummaryModel } from '../calendar/summaries';
import { relatedItemsOf } from './cards';
import { imageOf } from './images';
import type { EventOccurrenceModel, EventPageModel, EventSeriesPageModel, ExhibitionPageModel } from './models';
import { assetIdsOf, routedFields, type Found } from './pages';
import { richTextOf } from './rich-text';
import { readEach, readPart, type ContentScope } from './scope';
import { calloutOf, gallerySectionOf, plainSectionFields } from './sections';

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const strings = (value: unknown): string[] => list(value).flatMap((item) => text(item) ?? []);

/** The status as the detail page shows it (spec §4): CANCELED, SOLD OUT. */
const STATUS_TEXT: Readonly<Record<EventStatus, string>> = { CANCELED: 'CANCELED', SOLD_OUT: 'SOLD OUT' };

/** The iCalendar file of an event date or an exhibition, served by this gateway (see routes/add-to-calendar.ts). */
export function icsPath(kind: 'event' | 'exhibition', slug: string, params?: { d: string; s: string }): string {
  const query = params ? `?${new URLSearchParams(params).toString()}` : '';
  return `/add-to-calendar/${kind}/${encodeURIComponent(slug)}${query}`;
}

/** Links of the big calendar services and the gateway's own `.ics` for one entry. */
export function linksOf(entry: CalendarEntry, ics: string): CalendarLinks {
  return { ...calendarLinks(entry), ics };
}

const CreditTitlesSchema = v.record(v.string(), v.string());

function creditGroups(scope: ContentScope, doc: Record<string, unknown>, kinds: readonly CreditGroupKind[]): CreditGroup[] {
  const titles = readPart(scope, 'credit headings', v.nullish(CreditTitlesSchema), doc.creditTitles) ?? {};
  return CREDIT_GROUPS.filter((kind) => kinds.includes(kind)).flatMap((kind) => {
    const credits = readEach(scope, kind, CreditSchema, list(doc[kind])).map((credit, index) => ({
      key: credit._key ?? `${kind}-${index}`,
      name: credit.title,
      body: text(credit.body),
      image: imageOf(scope, credit.cmsImage, { crop: 'SQUARE' }, credit.cmsImageCaption),
      imageCaption: text(credit.cmsImageCaption),
    }));
    return credits.length ? [{ kind, title: creditGroupTitle(kind, titles[kind]), credits }] : [];
  });
}

const GallerySchema = v.object({ _key: v.nullish(v.string()), title: v.nullish(v.string()), galleryStyle: v.nullish(v.string()), images: v.nullish(v.array(v.unknown())) });

export function exhibitionPage(scope: ContentScope, found: Found): ExhibitionPageModel {
  const { doc, path } = found;
  const dates = { startDate: text(doc.startDate), endDate: text(doc.endDate), duration: text(doc.duration), dateOverride: text(doc.dateOverride) };
  const label = exhibitionLabel(dates, scope.now);
  const place = placeOf(text(doc.room), text(doc.building));
  const start = museumDay(dates.startDate);
  const end = museumDay(dates.endDate);
  // A run with an end is added as all-day dates; open-ended and closed exhibitions have nothing to add.
  const canAdd = start && end && label !== 'Closed' && !isOpenEnded(dates);
  const title = text(doc.title) ?? '';
  const galleries = readEach(scope, 'gallery', GallerySchema, list(doc.galleries)).flatMap((gallery, index) => {
    const section = gallerySectionOf(scope, plainSectionFields(gallery._key ?? `gallery-${index}`, text(gallery.title)), gallery.galleryStyle, gallery.images, true);
    return section.images.length ? [section] : [];
  });
  const promotion = doc.promotion ? readPart(scope, 'promotion', CalloutSchema, doc.promotion) : null;
  return {
    __typename: 'ExhibitionPage',
    ...routedFields(scope, found, 'EXHIBITION', doc.image),
    label,
    dateText: exhibitionDetailDateText(dates),
    openingText: exhibitionOpeningText(dates, scope.now),
    startDate: dates.startDate,
    endDate: dates.endDate,
    openEnded: isOpenEnded(dates),
    place,
    image: imageOf(scope, doc.image, { crop: 'HEADER_PAGE' }),
    body: richTextOf(scope, doc.body),
    ticketType: text(doc.ticketType),
    tickets: label === 'Closed' ? null : linkTarget(text(doc.ticketUrl)),
    credits: creditGroups(scope, doc, ['artists', 'curators', 'organizers', 'sponsors']),
    galleries,
    relatedContent: relatedItemsOf(scope, list(doc.relatedContent)),
    promotion: promotion ? calloutOf(scope, promotion, 'promotion') : null,
    addToCalendar: canAdd
      ? linksOf({ title, description: excerpt(text(doc.intro)), location: place?.text ?? null, url: `${scope.publicOrigin}${path}`, start, end, allDay: true }, icsPath('exhibition', doc.slug))
      : null,
    assetIds: assetIdsOf(doc.assetIds),
    relatedEventsQuery: { by: 'exhibition', id: doc._id.replace(/^drafts\./, '') },
  };
}

export function eventPage(scope: ContentScope, found: Found): EventPageModel {
  const { doc, path } = found;
  const title = text(doc.title) ?? '';
  const place = placeOf(text(doc.room), text(doc.location));
  const ticketUrl = text(doc.ticketUrl);
  const status = readPart(scope, 'event status', v.nullish(FlagsOfEvent), doc.status);
  const occurrences = eventOccurrences({ eventDatetimes: readEach(scope, 'event date', OccurrenceSchema, list(doc.eventDatetimes)), startDate: text(doc.startDate), endDate: text(doc.endDate), status }, scope.now);
  const series = readEach(scope, 'related series', CardSchema, list(doc.relatedEventSeries).filter(Boolean));
  const occurrenceOf = (occurrence: Occurrence): EventOccurrenceModel => {
    const params = occurrenceParams(occurrence);
    const when = eventWhen(occurrence.startIso, occurrence.endIso);
    const canAdd = !occurrence.isPast && occurrence.status !== 'CANCELED';
    return {
      id: `${doc._id}@${occurrence.startIso}`,
      start: occurrence.startIso,
      end: occurrence.endIso,
      dateText: when?.date ?? '',
      timeText: when?.time ?? null,
      status: occurrence.status,
      statusText: occurrence.status ? STATUS_TEXT[occurrence.status] : null,
      isPast: occurrence.isPast,
      url: `${path}?${new URLSearchParams(params).toString()}`,
      // The shared rule, per date: hidden when canceled, sold out or over.
      tickets: showsTickets({ status: occurrence.status, ticketUrl, startDate: occurrence.startIso, endDate: occurrence.endIso }, scope.now) ? linkTarget(ticketUrl) : null,
      calendarLinks: () =>
        canAdd
          ? linksOf(
              { title, description: excerpt(text(doc.intro) ?? text(doc.summary)), location: place?.text ?? null, url: `${scope.publicOrigin}${path}?${new URLSearchParams(params).toString()}`, start: occurrence.start, end: occurrence.end ?? occurrence.start.plus({ hours: 1 }), allDay: false },
              icsPath('event', doc.slug, params),
            )
          : null,
    };
  };
  return {
    __typename: 'EventPage',
    ...routedFields(scope, found, 'EVENT', doc.image),
    image: imageOf(scope, doc.image, { crop: 'HEADER_PAGE' }),
    body: richTextOf(scope, doc.body),
    category: text(doc.category),
    audiences: strings(doc.audiences),
    place,
    ticketType: text(doc.ticketType),
    ticketInstructions: text(doc.ticketInstructions),
    hasOccurrences: occurrences.length > 0,
    occurrenceCount: occurrences.length,
    upcomingOccurrences: occurrences.filter((occurrence) => !occurrence.isPast).map(occurrenceOf),
    occurrences,
    occurrenceOf,
    relatedSeries: relatedItemsOf(scope, series),
    relatedExhibitions: relatedItemsOf(scope, list(doc.relatedExhibitions)).filter((item): item is ExhibitionSummaryModel & { __typename: 'ExhibitionSummary' } => item.__typename === 'ExhibitionSummary'),
    credits: creditGroups(scope, doc, ['speakers', 'sponsors']),
    eventsSearchUrl: eventSearchUrl(title),
    relatedEventsQuery: { by: 'event', seriesIds: series.map((item) => item._id), category: text(doc.category), audiences: strings(doc.audiences) },
  };
}

export function eventSeriesPage(scope: ContentScope, found: Found): EventSeriesPageModel {
  const { doc } = found;
  return {
    __typename: 'EventSeriesPage',
    ...routedFields(scope, found, 'EVENT_SERIES', doc.image),
    image: imageOf(scope, doc.image, { crop: 'HEADER_PAGE' }),
    body: richTextOf(scope, doc.body),
    category: text(doc.category),
    audiences: strings(doc.audiences),
    place: placeOf(null, text(doc.location)),
    eventsSearchUrl: eventSearchUrl(text(doc.title) ?? ''),
    relatedEventsQuery: { by: 'series', ids: [doc._id.replace(/^drafts\./, '')] },
  };
}
