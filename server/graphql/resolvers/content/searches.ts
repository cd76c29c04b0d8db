/**
 * The content pages' calls to the search service: related events (content spec §7: by exhibition,
 * series, or category and audience; from 0, size 500, by start date), a web package's object gallery
 * (12 a page), and artworks by ObjectID. Each is one call however many items it shows, counted in
 * the request's upstream budget; a failure leaves that part empty, logged and the answer degraded
 * (so no cache keeps it), never the page.
 */
import { museumDate } from '../../../domain/clock';
import type { DatedSearchRequest } from '../../../domain/calendar/requests';
import type { SearchServiceRequest } from '../../../domain/search/request';
import type { DateTime } from 'luxon';
import { eventOccurrences } from '../../../domain/content/occurrences';
import type { DatedHit } from '../../../upstreams/dated-hit';
import type { SearchHit } from '../../../upstreams/search-shapes';
import type { GatewayContext } from '../../context';
import type { ArtworkGallery, ArtworkResult } from '../../generated/resolvers-types';
import { eventSummary, type EventSummaryModel } from '../calendar/summaries';
import { degradeOn, orFallback } from '../degrade';
import { searchResult } from '../search-results';
import type { RelatedEventsQuery } from './models';

/** Related event queries fetch up to 500 (spec §9). */
export const RELATED_EVENTS_LIMIT = 500;
/** A collection page's gallery shows 12 artworks a page (spec §9). */
export const GALLERY_PAGE_SIZE = 12;

function search(overrides: Partial<SearchServiceRequest> & Pick<SearchServiceRequest, 'index' | 'size'>): SearchServiceRequest {
  return { query: '', from: 0, filters: {}, sort: [], rawFilters: [], options: [], optionSize: 0, ...overrides };
}

/**
 * The search for a page's related events: upcoming ones (from today), soonest first. A dated search
 * (as the calendar's listings), whose hits keep the fields cards read: status and every date.
 */
export function relatedEventsRequest(query: RelatedEventsQuery, today: string): DatedSearchRequest | null {
  const filters: Record<string, string[]> = { startDate: [today] };
  if (query.by === 'exhibition') filters.relatedExhibitions = [query.id];
  else if (query.by === 'series') filters.relatedEventSeries = query.ids;
  else if (query.seriesIds.length) filters.relatedEventSeries = query.seriesIds;
  else if (query.category) {
    filters.category = [query.category];
    if (query.audiences.length) filters.audience = query.audiences;
  } else return null;
  return { index: 'events', from: 0, size: RELATED_EVENTS_LIMIT, filters, rawFilters: [], sort: [{ field: 'startDate', order: 'asc' }] };
}

/** An event with several dates is shown at its next one (the search service dates it by its first). */
function atNextDate(hit: DatedHit, now: DateTime): DatedHit {
  if (!hit.occurrences?.length) return hit;
  const dates = eventOccurrences({ eventDatetimes: hit.occurrences }, now);
  const next = dates.find((date) => !date.isPast) ?? dates[dates.length - 1];
  if (!next) return hit;
  const status = next.status === 'CANCELED' ? 'isCanceled' : next.status === 'SOLD_OUT' ? 'isSoldOut' : hit.status;
  return { ...hit, startDate: next.startIso, endDate: next.endIso, status };
}

/** Related events as cards, leaving out the page's own event (`exceptUrl`). */
export async function relatedEvents(query: RelatedEventsQuery, exceptUrl: string, context: GatewayContext): Promise<EventSummaryModel[]> {
  const request = relatedEventsRequest(query, museumDate(context.now));
  if (!request) return [];
  const response = await orFallback(context, 'related events', null, () => context.loaders.datedSearch.load(request));
  // The hits are checked by the dated search's schema (a malformed answer degrades the part, as any failure).
  return (response?.result ?? []).flatMap((hit) => (hit.url === exceptUrl ? [] : [eventSummary(atNextDate(hit, context.now), context)]));
}

function artworkOf(hit: SearchHit | null, context: GatewayContext): ArtworkResult | null {
  const result = hit ? searchResult(hit, context) : null;
  return result?.__typename === 'ArtworkResult' ? result : null;
}

/** Artworks by ObjectID in the given order (unknown ones left out), from one batched search. */
export async function artworks(ids: readonly number[], context: GatewayContext): Promise<ArtworkResult[]> {
  if (!ids.length) return [];
  return orFallback(context, 'artworks', [], async () => {
    const hits = await context.loaders.artworks.loadMany(ids);
    return hits.flatMap((hit) => {
      if (hit instanceof Error) throw hit;
      return artworkOf(hit, context) ?? [];
    });
  });
}

/** One artwork of a rich-text block; null when not found or the search failed. */
export async function artwork(objectId: number, context: GatewayContext): Promise<ArtworkResult | null> {
  return (await artworks([objectId], context))[0] ?? null;
}

/** A page of a web package's gallery: the collection search filtered to the package (page from 1). */
export async function packageGallery(packageId: string | null, requestedPage: number | null | undefined, context: GatewayContext): Promise<ArtworkGallery> {
  const page = Number.isInteger(requestedPage) && (requestedPage ?? 0) >= 1 ? (requestedPage as number) : 1;
  const empty = (unavailable: boolean): ArtworkGallery => ({ items: [], total: 0, page: 1, pageSize: GALLERY_PAGE_SIZE, pageCount: 1, unavailable });
  if (!packageId) return empty(false);
  const load = (at: number) =>
    context.loaders.search.load(search({ index: 'collections', from: (at - 1) * GALLERY_PAGE_SIZE, size: GALLERY_PAGE_SIZE, filters: { 'metadata.webPackage.packageId': [packageId] } }));
  try {
    let response = await load(page);
    const pageCount = Math.max(1, Math.ceil(response.total.value / GALLERY_PAGE_SIZE));
    // A page past the end reads as the first.
    const shown = page > pageCount ? 1 : page;
    if (shown !== page) response = await load(shown);
    return { items: response.result.flatMap((hit) => artworkOf(hit, context) ?? []), total: response.total.value, page: shown, pageSize: GALLERY_PAGE_SIZE, pageCount, unavailable: false };
  } catch (error) {
    degradeOn(context, `package gallery ${packageId}`, error);
    return empty(true);
  }
}
