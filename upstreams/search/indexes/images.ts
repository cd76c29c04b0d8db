import type { CmsImage } from '../../content/documents';
import { iiifPath } from '../../collection/images';

/** A content image as the search service returns it: a relative IIIF path and its alt text. */
export function imageFields(image: CmsImage | undefined): { imageUrl: string | null; imageAlt: string | null } {
  return image ? { imageUrl: iiifPath(image.iiifId), imageAlt: image.alt } : { imageUrl: null, imageAlt: null };
}
