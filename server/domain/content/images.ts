/**
 * Content images at the named crops and sizes of the content spec (§3 named crops, §9 sizes), as
 * IIIF Image API URLs of the image service: `{base}/iiif/{id}/{region}/{w},{h}/0/default.jpg?q=80&bg=ffffff`.
 */

/** Aspect-ratio crops editors can set on an image. */
export type AspectCrop = '1x1' | '4x3' | '16x9' | '8x3';

/** The named crops (§3) plus the square cards use. */
export type NamedCrop =
  | 'HEADER_SECTION'
  | 'HEADER_PAGE'
  | 'HEADER_LOCATION'
  | 'CALLOUT_LARGE'
  | 'CALLOUT_MEDIUM'
  | 'CALLOUT_SMALL'
  | 'CAROUSEL_DESKTOP'
  | 'CAROUSEL_MOBILE'
  | 'SQUARE';

interface CropSpec {
  aspect: AspectCrop;
  width: number;
  height: number;
}

/** Header images are 1920 × 720 (8:3), medium callouts 640 × 480, squares 640 × 640 (§9). */
export const NAMED_CROPS: Readonly<Record<NamedCrop, CropSpec>> = {
  HEADER_SECTION: { aspect: '8x3', width: 1920, height: 720 },
  HEADER_PAGE: { aspect: '8x3', width: 1920, height: 720 },
  HEADER_LOCATION: { aspect: '8x3', width: 1920, height: 720 },
  CALLOUT_LARGE: { aspect: '16x9', width: 1450, height: 816 },
  CALLOUT_MEDIUM: { aspect: '4x3', width: 640, height: 480 },
  CALLOUT_SMALL: { aspect: '1x1', width: 640, height: 640 },
  CAROUSEL_DESKTOP: { aspect: '8x3', width: 1920, height: 720 },
  CAROUSEL_MOBILE: { aspect: '4x3', width: 640, height: 480 },
  SQUARE: { aspect: '1x1', width: 640, height: 640 },
};

/** Uncropped images fit inside 1450 × 740 (§9 default); shared images are 1200 wide. */
export const DEFAULT_IMAGE_BOX = { width: 1450, height: 740 } as const;
export const SHARE_IMAGE_WIDTH = 1200;

const RATIOS: Readonly<Record<AspectCrop, number>> = { '1x1': 1, '4x3': 4 / 3, '16x9': 16 / 9, '8x3': 8 / 3 };

/** A box as fractions of the full image. */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** What the rules read of a stored image. */
export interface SourceImage {
  id: string;
  /** Full size, when the asset's metadata gives it. */
  width?: number | null;
  height?: number | null;
  crops?: Partial<Record<string, Box>> | null;
}

export interface Rendition {
  url: string;
  srcSet: string;
  width: number;
  height: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));
const round = (value: number) => Number(value.toFixed(4));

/** An editor's crop kept inside the image (out-of-range values are clipped); null when nothing is left. */
export function clippedBox(box: Box): Box | null {
  const x = clamp(box.x, 0, 1);
  const y = clamp(box.y, 0, 1);
  const width = clamp(box.width, 0, 1 - x);
  const height = clamp(box.height, 0, 1 - y);
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** The centered box of an aspect ratio on an image of a given size. */
export function centeredBox(aspect: AspectCrop, width: number, height: number): Box {
  const ratio = RATIOS[aspect];
  const imageRatio = width / height;
  if (imageRatio > ratio) {
    const part = ratio / imageRatio;
    return { x: (1 - part) / 2, y: 0, width: part, height: 1 };
  }
  const part = imageRatio / ratio;
  return { x: 0, y: (1 - part) / 2, width: 1, height: part };
}

function hasSize(image: SourceImage): image is SourceImage & { width: number; height: number } {
  return typeof image.width === 'number' && typeof image.height === 'number' && image.width > 0 && image.height > 0;
}

/** The IIIF region of a crop: the editors' box, else centered on the known size, else the IIIF `square` or the whole image. */
function cropRegion(image: SourceImage, aspect: AspectCrop): string {
  const edited = image.crops?.[aspect];
  const box = (edited && clippedBox(edited)) ?? (hasSize(image) ? centeredBox(aspect, image.width, image.height) : null);
  if (box) return `pct:${round(box.x * 100)},${round(box.y * 100)},${round(box.width * 100)},${round(box.height * 100)}`;
  return aspect === '1x1' ? 'square' : 'full';
}

/**
 * What the image CDN is asked to encode CMS images with (content spec §7: width, quality 80,
 * background): JPEG quality 80, and the page's white behind any transparency the editors' upload has
 * (a PNG logo on a JPEG would otherwise come out on black).
 */
export const CMS_IMAGE_QUALITY = 80;
export const CMS_IMAGE_BACKGROUND = 'ffffff';
const CMS_IMAGE_PARAMS = `q=${CMS_IMAGE_QUALITY}&bg=${CMS_IMAGE_BACKGROUND}`;

function iiifUrl(base: string, id: string, region: string, size: string): string {
  return `${base.replace(/\/+$/, '')}/iiif/${encodeURIComponent(id)}/${region}/${size}/0/default.jpg?${CMS_IMAGE_PARAMS}`;
}

function rendition(base: string, id: string, region: string, width: number, height: number): Rendition {
  const half = { width: Math.round(width / 2), height: Math.round(height / 2) };
  const url = iiifUrl(base, id, region, `${width},${height}`);
  return { url, width, height, srcSet: `${iiifUrl(base, id, region, `${half.width},${half.height}`)} ${half.width}w, ${url} ${width}w` };
}

/** The image cut to a named crop at its size. */
export function croppedImage(base: string, image: SourceImage, crop: NamedCrop): Rendition {
  const spec = NAMED_CROPS[crop];
  return rendition(base, image.id, cropRegion(image, spec.aspect), spec.width, spec.height);
}

/** The whole image fitted inside a box (default 1450 × 740), never enlarged past its own size. */
export function fittedImage(base: string, image: SourceImage, box: { width: number; height: number } = DEFAULT_IMAGE_BOX): Rendition {
  if (!hasSize(image)) return rendition(base, image.id, 'full', box.width, box.height);
  const scale = Math.min(1, box.width / image.width, box.height / image.height);
  return rendition(base, image.id, 'full', Math.max(1, Math.round(image.width * scale)), Math.max(1, Math.round(image.height * scale)));
}

/** The image to share the page with: 1200 px wide, whole. */
export function shareImageUrl(base: string, image: SourceImage): string {
  return iiifUrl(base, image.id, 'full', `${SHARE_IMAGE_WIDTH},`);
}
