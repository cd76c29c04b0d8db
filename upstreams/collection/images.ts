import type { CollectionObject } from '../data/open-data';

/** Width of the collection search result thumbnail (the image service default). */
const THUMBNAIL_WIDTH = 500;

/**
 * Image ids of an object for the images service (which serves any id): `obj-{objectId}` for the
 * primary view, `obj-{objectId}-{n}` (n from 2) for each further source image. None without an image.
 */
export function imageIds(object: CollectionObject): string[] {
  if (!object.hasImage) return [];
  const count = Math.max(1, object.imageUrls?.length ?? 0);
  return Array.from({ length: count }, (_, index) => (index === 0 ? `obj-${object.objectId}` : `obj-${object.objectId}-${index + 1}`));
}

/** Relative IIIF path of an image at a width, as the search service returns image URLs. */
export function iiifPath(imageId: string, width = THUMBNAIL_WIDTH): string {
  return `/iiif/${imageId}/full/${width},/0/default.jpg`;
}
