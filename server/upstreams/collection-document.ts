import * as v from 'valibot';
import { UpstreamError } from '../http/errors';
import { expectShape } from './shape';

const text = v.nullish(v.string());

const RelatedAssetSchema = v.object({
  objectId: v.nullish(v.number()),
  title: v.string(),
  artist: text,
  artistRole: text,
  artistDate: text,
  afterArtist: text,
  culture: text,
  url: text,
  imageUrl: text,
  imageAlt: text,
});

const RelatedContentItemSchema = v.object({ title: v.string(), url: v.string(), type: text, imageUrl: text });

/** The extra object document as the search service sends it: `relatedContent` is a JSON string of a list. */
const CollectionDocumentResponseSchema = v.object({ relatedContent: text, relatedCollectionAssets: v.nullish(v.array(RelatedAssetSchema)) });

export type RelatedAsset = v.InferOutput<typeof RelatedAssetSchema>;
export type RelatedContentItem = v.InferOutput<typeof RelatedContentItemSchema>;

/** The extra object document (content spec §3) with its related content parsed: what the gateway caches. */
export const CollectionDocumentSchema = v.object({ relatedContent: v.array(RelatedContentItemSchema), relatedCollectionAssets: v.array(RelatedAssetSchema) });
export type CollectionDocument = v.InferOutput<typeof CollectionDocumentSchema>;

/** Parses and checks the document's `relatedContent` JSON string (empty when absent). */
function relatedContentOf(json: string | null | undefined): RelatedContentItem[] {
  if (!json?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch (error) {
    throw new UpstreamError('search', 'shape', 'relatedContent of a collection document is not JSON', { cause: error });
  }
  return expectShape('search', 'relatedContent of a collection document', value, v.array(RelatedContentItemSchema));
}

/** Narrows the document API's answer to a CollectionDocument, or raises UpstreamError kind `shape`. */
export function toCollectionDocument(body: unknown): CollectionDocument {
  const response = expectShape('search', 'a collection document', body, CollectionDocumentResponseSchema);
  return { relatedContent: relatedContentOf(response.relatedContent), relatedCollectionAssets: response.relatedCollectionAssets ?? [] };
}
