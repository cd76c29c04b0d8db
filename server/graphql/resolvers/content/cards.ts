/**
 * Cards of other documents (related content, grids, tabs): exhibitions and events as the calendar's
 * cards show them (label, dates, status, tickets by the shared rules), anything else as a content card.
 */
import { croppedImage } from '../../../domain/content/images';
import { eventOccurrences } from '../../../domain/content/occurrences';
import { documentUrl } from '../../../domain/content/query-shape';
import { excerpt } from '../../../domain/excerpt';
import type { DatedHit } from '../../../upstreams/dated-hit';
import { CardSchema, ImageSchema, type StoredCard } from '../../../upstreams/page-shapes';
import type { RelatedItemModel } from './models';
import { eventSummary, exhibitionSummary } from '../calendar/summaries';
import * as v from 'valibot';
import { readEach, type ContentScope } from './scope';

type RelatedItem = RelatedItemModel;

const LABELS: Readonly<Record<string, string>> = { eventSeries: 'Event Series', webPackage: 'Collection', collectionObjectGroup: 'Collection', page: 'Page', resource: 'Resource' };

/** A card image's site-relative path (the summaries put it on the image host). */
function squareImage(raw: unknown): { url: string; alt: string | null } | null {
  const image = v.safeParse(ImageSchema, raw);
  if (!image.success) return null;
  return { url: croppedImage('', { id: image.output.iiifId, width: image.output.width, height: image.output.height, crops: image.output.crops }, 'SQUARE').url, alt: image.output.alt ?? null };
}

/** A card as the search service would list it, so exhibitions and events share the calendar's card rules. */
function datedHit(card: StoredCard, url: string, scope: ContentScope): DatedHit {
  const image = squareImage(card.image);
  const base = {
    id: card._id,
    title: card.title,
    url,
    summary: card.summary ?? card.intro ?? null,
    imageUrl: image?.url ?? null,
    imageAlt: image?.alt ?? null,
    dateOverride: card.dateOverride ?? null,
    room: card.room ?? null,
    building: card.building ?? null,
    location: card.location ?? null,
    locationType: card.locationType ?? null,
    audience: card.audiences ?? null,
    ticketUrl: card.ticketUrl ?? null,
    ticketType: card.ticketType ?? null,
    ticketInstructions: null,
    occurrences: null,
  };
  if (card._type === 'exhibition') {
    return { ...base, type: 'exhibitions', startDate: card.startDate ?? null, endDate: card.endDate ?? null, duration: card.duration ?? null, category: 'Exhibitions', subcategory: card.category ?? null, status: null };
  }
  // An event's card shows its next date (else its last), with that date's status.
  const dates = eventOccurrences({ eventDatetimes: card.eventDatetimes, startDate: card.startDate, endDate: card.endDate, status: card.status }, scope.now);
  const shown = dates.find((date) => !date.isPast) ?? dates[dates.length - 1];
  const status = shown?.status === 'CANCELED' ? 'isCanceled' : shown?.status === 'SOLD_OUT' ? 'isSoldOut' : null;
  return { ...base, type: 'events', startDate: shown?.startIso ?? null, endDate: shown?.endIso ?? null, duration: null, category: card.category ?? null, subcategory: null, status };
}

/** One card; null (reported) when the document has no page. */
export function relatedItemOf(scope: ContentScope, card: StoredCard): RelatedItem | null {
  const url = documentUrl(card);
  if (!url) {
    scope.drop('card', `${card._id} has no page`);
    return null;
  }
  if (card._type === 'exhibition') return { __typename: 'ExhibitionSummary', ...exhibitionSummary(datedHit(card, url, scope), scope) };
  if (card._type === 'event') return { __typename: 'EventSummary', ...eventSummary(datedHit(card, url, scope), scope) };
  const image = squareImage(card.image);
  return {
    __typename: 'ContentCard',
    id: card._id,
    title: card.title,
    url,
    typeLabel: card._type === 'resource' ? (card.mediaType ?? LABELS.resource ?? null) : (LABELS[card._type] ?? null),
    summary: excerpt(card.summary ?? card.intro ?? null),
    image: image ? { url: `${scope.imagesUrl.replace(/\/+$/, '')}${image.url}`, alt: image.alt } : null,
  };
}

/** Cards of a list of joined references; deleted and unpublished ones (null) are left out. */
export function relatedItemsOf(scope: ContentScope, raw: readonly unknown[] | null | undefined): RelatedItem[] {
  const present = (raw ?? []).filter((item) => item !== null);
  return readEach(scope, 'card', CardSchema, present).flatMap((card) => relatedItemOf(scope, card) ?? []);
}
