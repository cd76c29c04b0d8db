import * as v from 'valibot';
import type { TagSink } from '../cache/tags';
import { indexTags, referrersTag } from '../domain/cache-tags';
import type { CalendarServiceRequest, DatedSearchRequest } from '../domain/calendar/requests';
import type { UpstreamHttp } from '../http/client';
import { DatedHitSchema } from './dated-hit';
import { expectShape } from './shape';

/** POST /v1/calendar: category → {items, total} (spec §3 "Calendar response, default mode"). */
export const CalendarResponseSchema = v.object({
  data: v.record(v.string(), v.object({ items: v.array(DatedHitSchema), total: v.number() })),
});
export type CalendarResponse = v.InferOutput<typeof CalendarResponseSchema>;

/** POST /v1/search of one dated index: the hits and their total (spec §3 "Search response"). */
export const DatedSearchResponseSchema = v.object({
  result: v.array(DatedHitSchema),
  total: v.object({ value: v.number() }),
});
export type DatedSearchResponse = v.InferOutput<typeof DatedSearchResponseSchema>;

/** GET /v1/exhibition: year → {total, items} of past exhibitions (spec §3 "Past exhibitions data"). */
export const PastExhibitionsResponseSchema = v.object({
  data: v.record(v.string(), v.object({ total: v.number(), items: v.array(DatedHitSchema) })),
});
export type PastExhibitionsResponse = v.InferOutput<typeof PastExhibitionsResponseSchema>;

/**
 * The search service's calendar endpoints (spec §7): the sectioned calendar, searches of the dated
 * indexes (view-all, upcoming and one year's past exhibitions) and past exhibitions by year. Answers
 * are checked against their schemas (the failing path is named) and keep only the fields read.
 * Listings are tagged with the content types they list; a list of the events of one exhibition or
 * series with the lists of what references it, so only its own events' changes purge it.
 */
export class CalendarClient {
  constructor(private readonly http: UpstreamHttp) {}

  async calendar(request: CalendarServiceRequest, tags: TagSink): Promise<CalendarResponse> {
    tags.add(indexTags('events', 'exhibitions'));
    const body = { filters: request.filters, rawFilters: request.rawFilters, paging: { from: request.from, size: request.size } };
    return expectShape('search', 'a calendar response', await this.http.json('search', { method: 'POST', path: '/v1/calendar', body }), CalendarResponseSchema);
  }

  async datedSearch(request: DatedSearchRequest, tags: TagSink): Promise<DatedSearchResponse> {
    const parents = [...(request.filters.relatedExhibitions ?? []), ...(request.filters.relatedEventSeries ?? [])];
    tags.add(parents.length > 0 ? parents.map(referrersTag) : indexTags(request.index));
    const body = {
      index: request.index,
      query: '',
      paging: { from: request.from, size: request.size },
      filters: request.filters,
      rawFilters: request.rawFilters,
      sort: request.sort.map(({ field, order }) => ({ [field]: order })),
      // No aggregations: the listings show no counts by field.
      option: [],
    };
    return expectShape('search', `a ${request.index} listing`, await this.http.json('search', { method: 'POST', path: '/v1/search', body }), DatedSearchResponseSchema);
  }

  /** Past exhibitions by year; `size` caps the items of each year (its total still counts all). */
  async pastExhibitions(size: number, tags: TagSink): Promise<PastExhibitionsResponse> {
    tags.add(indexTags('exhibitions'));
    return expectShape('search', 'past exhibitions by year', await this.http.json('search', { path: '/v1/exhibition', query: { size } }), PastExhibitionsResponseSchema);
  }
}
