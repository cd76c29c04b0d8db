import type { UploadImage } from './entries';

/** The image service's URL for a picture at a width: `{base}/iiif/{id}/full/{width},/0/default.jpg`. */
export function iiifUrl(imagesBaseUrl: string, iiifId: string, width: number): string {
  return `${imagesBaseUrl.replace(/\/+$/, '')}/iiif/${encodeURIComponent(iiifId)}/full/${width},/0/default.jpg`;
}

/** The site-relative path of an attachment's file; `medium` adds WordPress's "-300x375" size suffix. */
export function uploadPath(image: UploadImage, size: 'full' | 'medium' = 'full'): string {
  const suffix = size === 'medium' ? `-${image.medium.width}x${image.medium.height}` : '';
  return `/wp-content/uploads/${image.folder}/${image.name}${suffix}.jpg`;
}

/** An upload file name split into the attachment name and the width asked for (none: full size). */
export function parseUploadFile(file: string): { name: string; width?: number } | undefined {
  const match = /^(.+?)(?:-(\d+)x\d+)?\.jpe?g$/.exec(file);
  if (!match) return undefined;
  return { name: match[1], width: match[2] ? Number(match[2]) : undefined };
}
