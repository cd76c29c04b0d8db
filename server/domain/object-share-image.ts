import { ARTWORK_IMAGE_WIDTHS } from './image-urls';
import type { ImageRights } from './object-rights';

/** Share images are 1200 pixels wide (content spec §9). */
export const SHARE_IMAGE_WIDTH = 1200;

/**
 * The width an object's image is shared at: 1200 where the rules allow its download; otherwise no
 * larger than the page itself shows it (the viewer's 800), so sharing never hands out a bigger
 * reproduction than the museum publishes; null without an image.
 */
export function shareImageWidth(rights: ImageRights, hasImage: boolean): number | null {
  if (!hasImage) return null;
  return rights.canDownload ? SHARE_IMAGE_WIDTH : ARTWORK_IMAGE_WIDTHS.viewer;
}
