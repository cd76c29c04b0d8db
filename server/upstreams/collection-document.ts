import { UpstreamError } from '../http/errors';
import type { Guarded } from './shape';
import { arrayOf, expectShape, isNumber, isString, objectOf, optional } from './shape';

const text = optional(isString);

const isRelatedAsset = objectOf({
  objectId: optional(isNumber),
  title: isString,
  artist: text,
  artistRole: text,
  artistDate: text,
  afterArtist: text,
  culture: text,
  url: text,
  imageUrl: text,
  imageAlt: text,
});

const isRelatedContentItem = objectOf({ title: isString, url: isString, type: text, imageUrl: text });

/** The extra object document as the search service sends it: `relatedContent` is a JSON string of a list. */
const isCollectionDocumentResponse = objectOf({ relatedContent: text, relatedCollectionAssets: optional(arrayOf(isRelatedAsset)) });

export type RelatedAsset = Guarded<typeof isRelatedAsset>;
export type RelatedContentItem = Guarded<typeof isRelatedContentItem>;

/** The extra object document (content spec §3) with its related content parsed. */
export interface CollectionDocument {
  relatedContent: RelatedContentItem[];
  relatedCollectionAssets: RelatedAsset[];
}

/** A CollectionDocument as cached: checked again when read back, as every cached value is. */
export const isCollectionDocument = objectOf({ relatedContent: arrayOf(isRelatedContentItem), relatedCollectionAssets: arrayOf(isRelatedAsset) });

/** Parses and checks the document's `relatedContent` JSON string (empty when absent). */
function relatedContentOf(json: string | null | undefined): RelatedContentItem[] {
  if (!json?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UpstreamError('search', 'shape', 'relatedContent of a collection document is not JSON', { cause: error });
  }
  return expectShape('search', 'relatedContent of a collection document', value, arrayOf(isRelatedContentItem));
}

/** Narrows the document API's answer to a CollectionDocument, or raises UpstreamError kind `shape`. */
export function toCollectionDocument(body: unknown): CollectionDocument {
  const response = expectShape('search', 'a collection document', body, isCollectionDocumentResponse);
  return { relatedContent: relatedContentOf(response.relatedContent), relatedCollectionAssets: response.relatedCollectionAssets ?? [] };
}
