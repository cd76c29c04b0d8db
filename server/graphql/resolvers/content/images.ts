import { croppedImage, fittedImage, shareImageUrl, type NamedCrop, type SourceImage } from '../../../domain/content/images';
import { ImageSchema, type StoredImage } from '../../../upstreams/page-shapes';
import type { Image } from '../../generated/resolvers-types';
import type { ContentScope } from './scope';
import { readPart } from './scope';

/** How an image is shown: cut to a named crop, or whole within a box. */
export type ImageUse = { crop: NamedCrop } | { fit: { width: number; height: number } } | 'default';

function source(image: StoredImage): SourceImage {
  return { id: image.iiifId, width: image.width, height: image.height, crops: image.crops };
}

/** A stored image at the size of its use; null (and reported) when it has no usable source. Absent images are simply null. */
export function imageOf(scope: ContentScope, raw: unknown, use: ImageUse, caption?: string | null): Image | null {
  if (raw === null || raw === undefined) return null;
  const image = readPart(scope, 'image', ImageSchema, raw);
  if (!image) return null;
  const rendition =
    use === 'default' ? fittedImage(scope.imagesUrl, source(image)) : 'crop' in use ? croppedImage(scope.imagesUrl, source(image), use.crop) : fittedImage(scope.imagesUrl, source(image), use.fit);
  return {
    ...rendition,
    alt: image.alt?.trim() ?? '',
    caption: caption?.trim() || null,
    crop: use !== 'default' && 'crop' in use ? use.crop : null,
    preventDownload: image.preventDownload === true,
  };
}

/** The 1200 px share image of a stored image; null without one. */
export function shareImageOf(scope: ContentScope, raw: unknown): string | null {
  const image = raw === null || raw === undefined ? null : readPart(scope, 'share image', ImageSchema, raw);
  return image ? shareImageUrl(scope.imagesUrl, source(image)) : null;
}
