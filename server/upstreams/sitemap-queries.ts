import * as v from 'valibot';
import type { ContentQuery } from './content-queries';

/** Published documents a search engine may list: no drafts, none the editors keep out of search. */
const LISTABLE = '!(_id in path("drafts.**")) && noIndex != true && defined(slug.current)';

/** What a sitemap needs of a routed document: where it is and when it last changed. */
const RoutedEntrySchema = v.object({
  _type: v.string(),
  slug: v.string(),
  path: v.string(),
  _updatedAt: v.nullish(v.string()),
});
export type RoutedEntry = v.InferOutput<typeof RoutedEntrySchema>;

const ROUTED = '_type, "slug": slug.current, path, _updatedAt';

/** The routed documents of some types, in a stable order (by id), for the sitemaps. */
export function routedEntriesQuery(types: readonly string[]): ContentQuery<RoutedEntry[]> {
  return {
    name: `sitemap:${types.join('+')}`,
    groq: `*[_type in ${JSON.stringify(types)} && ${LISTABLE}] | order(_id asc){${ROUTED}}`,
    guard: v.array(RoutedEntrySchema),
  };
}

const text = v.nullish(v.string());

/** Events with their dates: the sitemap lists those not over yet. */
const EventEntrySchema = v.object({
  ...RoutedEntrySchema.entries,
  startDate: text,
  endDate: text,
  eventDatetimes: v.nullish(v.array(v.object({ start: text, end: text }))),
});
export type EventEntry = v.InferOutput<typeof EventEntrySchema>;

export const eventEntriesQuery: ContentQuery<EventEntry[]> = {
  name: 'sitemap:event',
  groq: `*[_type == "event" && ${LISTABLE}] | order(_id asc){${ROUTED}, startDate, endDate, eventDatetimes[]{start, end}}`,
  guard: v.array(EventEntrySchema),
};
