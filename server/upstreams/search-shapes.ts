import { arrayOf, isNumber, isString, objectOf, optional, isRecord, type Guarded } from './shape';

const text = optional(isString);

/**
 * One hit of POST /v1/search: the common fields, and those of each index the gateway reads
 * (artworks: artist, role, dates, culture; dated content: dates and place; pages: media type).
 */
export const isSearchHit = objectOf({
  id: isString,
  type: isString,
  title: isString,
  url: isString,
  summary: text,
  imageUrl: text,
  imageAlt: text,
  category: text,
  subcategory: text,
  objectId: optional(isNumber),
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
export type SearchHit = Guarded<typeof isSearchHit>;

const isBucket = objectOf({ key: isString, doc_count: isNumber });
export type OptionBucket = Guarded<typeof isBucket>;

function isOptions(value: unknown): value is Record<string, OptionBucket[]> {
  return isRecord(value) && Object.values(value).every(arrayOf(isBucket));
}

/** The answer of POST /v1/search (spec §7): result, total {value, relation}, options. */
export const isSearchResponse = objectOf({
  result: arrayOf(isSearchHit),
  total: objectOf({ value: isNumber, relation: isString }),
  options: optional(isOptions),
});
export type SearchResponse = Guarded<typeof isSearchResponse>;

/** One line of GET /v1/suggest: the index it comes from, the field that matched, title, accession number, link. */
export const isSuggestion = objectOf({ index: isString, matchedField: isString, title: isString, objectNumber: text, url: isString });
export type Suggestion = Guarded<typeof isSuggestion>;

/** GET /v1/suggest answers `{data: [...]}`; a bare list is read too. */
export const isSuggestResponse = (value: unknown): value is { data: Suggestion[] } | Suggestion[] =>
  arrayOf(isSuggestion)(value) || (isRecord(value) && arrayOf(isSuggestion)(value.data));
