/**
 * The content pages' calls to the search service: related events (content spec §7: by exhibition,
 * series, or category and audience; from 0, size 500, by start date), a web package's object gallery
 * (12 a page), and artworks by ObjectID. Each is one call however many items it shows; a failure
 * leaves that part empty, logged and uncacheable, never the page.
 */
import { cacheControlFromInfo } from '@apollo/cache-control-types';
import type { GraphQLResolveInfo } from 'graphql';
import * as v from 'valibot';
import { museumDate } from '../../../domain/clock';
import type { SearchServiceRequest } from '../../../domain/search/request';
import type { DateTime } from 'luxon';
import { eventOccurrences } from '../../../domain/content/occurrences';
import { DatedHitSchema, type DatedHit } from '../../../upstreams/dated-hit';
import type { SearchHit } from '../../../upstreams/search-shapes';
import type { GatewayContext } from '../../context';
import type { ArtworkGallery, ArtworkResult, EventSummary } from '../../generated/resolvers-types';
import { eventSummary } from '../calendar/summaries';
import { searchResult } from '../search-results';
import type { RelatedEventsQuery } from './models';

/** Related event queries fetch up to 500 (spec §9). */
export const RELATED_EVENTS_LIMIT = 500;
/** A collection page's gallery shows 12 artworks a page (spec §9). */
export const GALLERY_PAGE_SIZE = 12;

/** A degraded part must not be cached with the rest of the answer. */
export function uncacheable(info: GraphQLResolveInfo): void {
  cacheControlFromInfo(info).setCacheHint({ maxAge: 0 });
}

function search(overrides: Partial<SearchServiceRequest> & Pick<SearchServiceRequest, 'index' | 'size'>): SearchServiceRequest {
  return { query: '', from: 0, filters: {}, sort: [], options: [], optionSize: 0, ...overrides };
}

/** The search for a page's related events: upcoming ones (from today), soonest first. */
export function relatedEventsRequest(query: RelatedEventsQuery, today: string): SearchServiceRequest | null {
  const filters: Record<string, string[]> = { startDate: [today] };
  if (query.by === 'exhibition') filters.relatedExhibitions = [query.id];
  else if (query.by === 'series') filters.relatedEventSeries = query.ids;
  else if (query.seriesIds.length) filters.relatedEventSeries = query.seriesIds;
  else if (query.category) {
    filters.category = [query.category];
    if (query.audiences.length) filters.audience = query.audiences;
  } else return null;
  return search({ index: 'events', size: RELATED_EVENTS_LIMIT, filters, sort: [{ field: 'startDate', order: 'asc' }] });
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
export async function relatedEvents(query: RelatedEventsQuery, exceptUrl: string, context: GatewayContext, info: GraphQLResolveInfo): Promise<EventSummary[]> {
  const request = relatedEventsRequest(query, museumDate(context.now));
  if (!request) return [];
  try {
    const response = await context.loaders.search.load(request);
    return response.result.flatMap((hit) => {
      const parsed = v.safeParse(DatedHitSchema, hit);
      if (!parsed.success) {
        context.log.warn({ id: hit.id }, 'related event left out: unexpected shape');
        return [];
      }
      return parsed.output.url === exceptUrl ? [] : [eventSummary(atNextDate(parsed.output, context.now), context)];
    });
  } catch (error) {
    context.log.warn({ err: error }, 'related events unavailable; answering none');
    uncacheable(info);
    return [];
  }
}

function artworkOf(hit: SearchHit | null): ArtworkResult | null {
  const result = hit ? searchResult(hit) : null;
  return result?.__typename === 'ArtworkResult' ? result : null;
}

/** Artworks by ObjectID in the given order (unknown ones left out), from one batched search. */
export async function artworks(ids: readonly number[], context: GatewayContext, info: GraphQLResolveInfo): Promise<ArtworkResult[]> {
  if (!ids.length) return [];
  try {
    const hits = await context.loaders.artworks.loadMany(ids);
    return hits.flatMap((hit) => {
      if (hit instanceof Error) throw hit;
      return artworkOf(hit) ?? [];
    });
  } catch (error) {
    context.log.warn({ err: error }, 'artworks unavailable; answering none');
    uncacheable(info);
    return [];
  }
}

/** One artwork of a rich-text block; null when not found or the search failed. */
export async function artwork(objectId: number, context: GatewayContext, info: GraphQLResolveInfo): Promise<ArtworkResult | null> {
  return (await artworks([objectId], context, info))[0] ?? null;
}

/** A page of a web package's gallery: the collection search filtered to the package (page from 1). */
export async function packageGallery(packageId: string | null, requestedPage: number | null | undefined, context: GatewayContext, info: GraphQLResolveInfo): Promise<ArtworkGallery> {
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
    return { items: response.result.flatMap((hit) => artworkOf(hit) ?? []), total: response.total.value, page: shown, pageSize: GALLERY_PAGE_SIZE, pageCount, unavailable: false };
  } catch (error) {
    context.log.warn({ err: error, packageId }, 'package gallery unavailable; answering it empty');
    uncacheable(info);
    return empty(true);
  }
}
