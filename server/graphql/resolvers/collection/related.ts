import { artistRolePhrase } from '../../../domain/artist-roles';
import { imageServiceUrl } from '../../../domain/image-urls';
import { isExternalUrl } from '../../../domain/links';
import { objectPath } from '../../../domain/object-id';
import { documentTypeLabel } from '../../../domain/search/types';
import type { CollectionDocument, RelatedAsset } from '../../../upstreams/collection-document';
import type { RelatedContent, RelatedObject } from '../../generated/resolvers-types';
import { cleanText } from '../../../domain/text';


/** A related asset's ObjectID: its own field, else the id in its `/collection/object/{id}` URL. */
function assetObjectId(asset: RelatedAsset): number | null {
  if (asset.objectId !== null && asset.objectId !== undefined && Number.isInteger(asset.objectId) && asset.objectId > 0) return asset.objectId;
  const match = /\/collection\/object\/(\d+)\/?$/.exec(asset.url ?? '');
  return match?.[1] ? Number(match[1]) : null;
}

/** "More like this": the document's related objects as cards, each object once and never the object itself. */
export function relatedObjects(objectId: number, document: CollectionDocument, imagesUrl: string): RelatedObject[] {
  const seen = new Set<number>([objectId]);
  return document.relatedCollectionAssets.flatMap((asset) => {
    const id = assetObjectId(asset);
    const title = cleanText(asset.title);
    if (id === null || seen.has(id) || !title) return [];
    seen.add(id);
    const artist = cleanText(asset.artist);
    const imageUrl = imageServiceUrl(imagesUrl, asset.imageUrl);
    return [
      {
        id: String(id),
        title,
        url: objectPath(id),
        artist,
        artistRolePhrase: artist ? artistRolePhrase(cleanText(asset.artistRole) ?? '') : null,
        artistDate: cleanText(asset.artistDate),
        afterArtist: cleanText(asset.afterArtist),
        culture: cleanText(asset.culture),
        imageUrl,
        imageAlt: imageUrl ? (cleanText(asset.imageAlt) ?? title) : null,
      },
    ];
  });
}

/** Only site paths and http(s) URLs become links: anything else from upstream (javascript:, data:) is dropped. */
function safeUrl(url: string): string | null {
  const text = url.trim();
  if (text.startsWith('/') && !text.startsWith('//')) return text;
  return /^https?:\/\/[^\s]+$/i.test(text) ? text : null;
}

/** "Explore More": the document's related content as cards, each URL once. */
export function relatedContent(document: CollectionDocument, imagesUrl: string): RelatedContent[] {
  const seen = new Set<string>();
  return document.relatedContent.flatMap((item) => {
    const url = safeUrl(item.url);
    const title = cleanText(item.title);
    if (!url || !title || seen.has(url)) return [];
    seen.add(url);
    return [{ title, url, isExternal: isExternalUrl(url), typeLabel: documentTypeLabel(item.type), imageUrl: imageServiceUrl(imagesUrl, item.imageUrl) }];
  });
}
