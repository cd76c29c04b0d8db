import type { UploadImage } from './entries';

export type UploadSize = 'full' | 'medium';

/** The site-relative path of an attachment's file; `medium` adds WordPress's "-300x375" size suffix. */
export function uploadPath(image: UploadImage, size: UploadSize = 'full'): string {
  const suffix = size === 'medium' ? `-${image.medium.width}x${image.medium.height}` : '';
  return `/wp-content/uploads/${image.folder}/${image.name}${suffix}.jpg`;
}

/** The absolute URL of an attachment's file, as WordPress prints it in REST answers. */
export function uploadUrl(origin: string, image: UploadImage, size: UploadSize = 'full'): string {
  return `${origin}${uploadPath(image, size)}`;
}

/** An upload file name split into the attachment name and the generated size asked for (none: the original). */
export function parseUploadFile(file: string): { name: string; size?: { width: number; height: number } } | undefined {
  const match = /^(.+?)(?:-(\d+)x(\d+))?\.jpe?g$/.exec(file);
  if (!match) return undefined;
  return { name: match[1], size: match[2] ? { width: Number(match[2]), height: Number(match[3]) } : undefined };
}

/** The pixel size of a file of `image`: the original, or its medium size; undefined for a size WordPress never generated. */
export function fileSize(image: UploadImage, asked: { width: number; height: number } | undefined): { width: number; height: number } | undefined {
  if (!asked) return { width: image.width, height: image.height };
  return asked.width === image.medium.width && asked.height === image.medium.height ? image.medium : undefined;
}
