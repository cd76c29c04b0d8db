import type { DateTime } from 'luxon';
import { EVENT_STATUS_LABELS, eventStatus, showsTickets } from '../../../domain/calendar/event-status';
import { eventWhen } from '../../../domain/calendar/event-times';
import { exhibitionDateText, exhibitionLabel } from '../../../domain/calendar/exhibition-status';
import { excerpt } from '../../../domain/excerpt';
import { imageServiceUrl } from '../../../domain/image-urls';
import { linkTarget } from '../../../domain/links';
import { placeOf } from '../../../domain/place';
import type { DatedHit } from '../../../upstreams/dated-hit';
import type { Place } from '../../../domain/place';
import type { CardImage, EventSummary, ExhibitionSummary } from '../../generated/resolvers-types';

/** Cards as resolvers make them: with the domain's place, whose address loads on demand. */
export type EventSummaryModel = Omit<EventSummary, 'place'> & { place: Place | null };
export type ExhibitionSummaryModel = Omit<ExhibitionSummary, 'place'> & { place: Place | null };

/** What summaries are worked out against: the request's museum clock and the image service's public base. */
export interface SummaryContext {
  now: DateTime;
  imagesUrl: string;
}

function cardImage(hit: DatedHit, imagesUrl: string): CardImage | null {
  const url = imageServiceUrl(imagesUrl, hit.imageUrl);
  return url ? { url, alt: hit.imageAlt ?? null } : null;
}

function list(value: string | string[] | null | undefined): string[] {
  if (!value) return [];
  return (Array.isArray(value) ? value : [value]).filter((item) => item.trim().length > 0);
}

/** An event hit as its card shows it: dates and times in New York, status label, place, and the ticket link only when it may show. */
export function eventSummary(hit: DatedHit, { now, imagesUrl }: SummaryContext): EventSummaryModel {
  const status = eventStatus(hit.status);
  const when = eventWhen(hit.startDate, hit.endDate);
  const tickets = showsTickets({ status, ticketUrl: hit.ticketUrl, startDate: hit.startDate, endDate: hit.endDate }, now) ? linkTarget(hit.ticketUrl) : null;
  return {
    id: hit.id,
    title: hit.title,
    url: hit.url,
    summary: excerpt(hit.summary ?? null),
    image: cardImage(hit, imagesUrl),
    category: hit.category ?? null,
    audiences: list(hit.audience),
    dateText: when?.date ?? null,
    timeText: when?.time ?? null,
    startDate: hit.startDate ?? null,
    endDate: hit.endDate ?? null,
    status,
    statusLabel: status ? EVENT_STATUS_LABELS[status] : null,
    place: placeOf(hit.room, hit.location ?? hit.building),
    ticketType: hit.ticketType ?? null,
    tickets,
  };
}

/** An exhibition hit as its card shows it: the label and date text for today, place, and the ticket link until it closes. */
export function exhibitionSummary(hit: DatedHit, { now, imagesUrl }: SummaryContext): ExhibitionSummaryModel {
  const dates = { startDate: hit.startDate, endDate: hit.endDate, duration: hit.duration, dateOverride: hit.dateOverride };
  const label = exhibitionLabel(dates, now);
  return {
    id: hit.id,
    title: hit.title,
    url: hit.url,
    summary: excerpt(hit.summary ?? null),
    image: cardImage(hit, imagesUrl),
    subcategory: hit.subcategory ?? null,
    label,
    dateText: exhibitionDateText(dates, now),
    startDate: hit.startDate ?? null,
    endDate: hit.endDate ?? null,
    place: placeOf(hit.room, hit.building ?? hit.location),
    ticketType: hit.ticketType ?? null,
    tickets: label === 'Closed' ? null : linkTarget(hit.ticketUrl),
  };
}
