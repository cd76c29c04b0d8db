/** The collection search filters artwork pages link to (search spec: "/search/collections with a filters parameter"). */
export type CollectionFilterField = 'artist' | 'place';

/**
 * A link to the collection search filtered by one artist or place: the filters parameter is the
 * JSON map the search page decodes ({"artist":["Claude Monet"]}), URL-encoded.
 */
export function collectionSearchUrl(field: CollectionFilterField, value: string): string {
  return `/search/collections?filters=${encodeURIComponent(JSON.stringify({ [field]: [value] }))}`;
}
