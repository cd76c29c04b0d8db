import * as v from 'valibot';

const text = v.nullish(v.string());

/**
 * One hit of POST /v1/search: the common fields, and those of each index the gateway reads
 * (artworks: artist, role, dates, culture; dated content: dates and place; pages: media type).
 * Other fields are kept: event and exhibition hits carry what their cards read (status, tickets,
 * occurrences), checked hit by hit with the calendar's `DatedHitSchema`, so one odd hit costs its
 * card those details, not the whole search.
 */
export const SearchHitSchema = v.looseObject({
  id: v.string(),
  type: v.string(),
  title: v.string(),
  url: v.string(),
  summary: text,
  imageUrl: text,
  imageAlt: text,
  category: text,
  subcategory: text,
  objectId: v.nullish(v.number()),
  objectNumber: text,
  artist: text,
  artistRole: text,
  artistDate: text,
  afterArtist: text,
  culture: text,
  dated: text,
  classification: text,
  startDate: text,
  endDate: text,
  location: text,
  mediaType: text,
  targetUrl: text,
});
export type SearchHit = v.InferOutput<typeof SearchHitSchema>;

const BucketSchema = v.object({ key: v.string(), doc_count: v.number() });
export type OptionBucket = v.InferOutput<typeof BucketSchema>;

/** The answer of POST /v1/search (spec §7): result, total {value, relation}, options. */
export const SearchResponseSchema = v.object({
  result: v.array(SearchHitSchema),
  total: v.object({ value: v.number(), relation: v.string() }),
  options: v.nullish(v.record(v.string(), v.array(BucketSchema))),
});
export type SearchResponse = v.InferOutput<typeof SearchResponseSchema>;

/** One line of GET /v1/suggest: the index it comes from, the field that matched, title, accession number, link. */
export const SuggestionSchema = v.object({ index: v.string(), matchedField: v.string(), title: v.string(), objectNumber: text, url: v.string() });
export type Suggestion = v.InferOutput<typeof SuggestionSchema>;

/** GET /v1/suggest answers `{data: [...]}`; a bare list is read too. Either way: the list. */
export const SuggestResponseSchema = v.union([
  v.array(SuggestionSchema),
  v.pipe(
    v.object({ data: v.array(SuggestionSchema) }),
    v.transform((body) => body.data),
  ),
]);
