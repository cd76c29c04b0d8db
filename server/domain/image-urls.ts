/** Widths the image service serves artwork images at (content spec §7): thumbnail, viewer, fullscreen. */
export const ARTWORK_IMAGE_WIDTHS = { thumbnail: 300, viewer: 800, fullscreen: 1000 } as const;

/**
 * An artwork image at the image service (IIIF paths): `{base}/iiif/{id}/full/{width},/0/default.jpg`,
 * or the full-size file `{base}/iiif/{id}/full/max/0/default.jpg`. An empty base gives site-relative
 * paths (a load balancer serving /iiif/ beside the site, as in docker-compose.yml).
 */
export function artworkImageUrl(base: string, imageId: string, width: number | 'max'): string {
  const size = width === 'max' ? 'max' : `${width},`;
  return `${base.replace(/\/+$/, '')}/iiif/${encodeURIComponent(imageId)}/full/${size}/0/default.jpg`;
}

/**
 * An image URL from another service's document, made loadable: absolute http(s) URLs stay, paths
 * (`/iiif/…`) are taken as the image service's; anything else (other schemes, junk) is dropped.
 */
export function imageServiceUrl(base: string, url: string | null | undefined): string | null {
  const text = url?.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) return text;
  if (text.startsWith('/') && !text.startsWith('//')) return `${base.replace(/\/+$/, '')}${text}`;
  return null;
}

/** One width of an image, for `srcset`. */
export interface ImageWidth {
  width: number;
  url: string;
}

const IIIF_IMAGE = /^(.*)\/iiif\/([^/]+)\/full\/[^/]+\/0\/default\.jpg$/;

/**
 * An image service URL at the artwork widths (spec §9: 300, 800 and 1000), thumbnail first; [] for
 * an image elsewhere, which is shown as it is. Other services hand out their own width (the search
 * service's 500) and any IIIF image can be asked for at any width.
 */
export function artworkImageWidths(url: string): ImageWidth[] {
  const match = IIIF_IMAGE.exec(url);
  if (!match?.[2]) return [];
  const [, base = '', id] = match;
  return Object.values(ARTWORK_IMAGE_WIDTHS).map((width) => ({ width, url: artworkImageUrl(base, decodeURIComponent(id), width) }));
}
