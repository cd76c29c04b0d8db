/** Parses the IIIF Image API region (`full`, `square`, `x,y,w,h`, `pct:x,y,w,h`) and size (`{w},`, `,{h}`, `{w},{h}`, `!{w},{h}`, `max`, `full`, `pct:{n}`) segments. */

export interface Size {
  width: number;
  height: number;
}

/** Largest edge the sample service draws: bigger requests are scaled down, as IIIF servers do with maxWidth. */
export const MAX_EDGE = 2400;

function clamp(size: Size): Size {
  const scale = Math.min(1, MAX_EDGE / Math.max(size.width, size.height));
  return { width: Math.max(1, Math.round(size.width * scale)), height: Math.max(1, Math.round(size.height * scale)) };
}

/** The pixel size for a size segment against the image's full size; null when the segment is malformed. */
export function parseSize(segment: string, full: Size): Size | null {
  if (segment === 'max' || segment === 'full') return clamp(full);
  const percent = /^pct:(\d+(?:\.\d+)?)$/.exec(segment);
  if (percent) {
    const factor = Number(percent[1]) / 100;
    return factor > 0 ? clamp({ width: full.width * factor, height: full.height * factor }) : null;
  }
  const match = /^(!)?(\d*),(\d*)$/.exec(segment);
  if (!match) return null;
  const [, best, w, h] = match;
  const width = w ? Number(w) : null;
  const height = h ? Number(h) : null;
  if ((width === null && height === null) || width === 0 || height === 0) return null;
  if (width !== null && height !== null) {
    if (!best) return clamp({ width, height });
    const scale = Math.min(width / full.width, height / full.height);
    return clamp({ width: full.width * scale, height: full.height * scale });
  }
  if (width !== null) return clamp({ width, height: (full.height * width) / full.width });
  return clamp({ width: (full.width * (height ?? 0)) / full.height, height: height ?? 0 });
}

/** A part of the full image, as fractions of its width and height (0–1). */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

export const FULL_REGION: Region = { x: 0, y: 0, width: 1, height: 1 };

/**
 * The region segment against the image's full size, clipped to the image as IIIF servers do; null
 * when malformed or when nothing of the image is left.
 */
export function parseRegion(segment: string, full: Size): Region | null {
  if (segment === 'full') return FULL_REGION;
  if (segment === 'square') {
    const side = Math.min(full.width, full.height);
    return { x: (full.width - side) / 2 / full.width, y: (full.height - side) / 2 / full.height, width: side / full.width, height: side / full.height };
  }
  const match = /^(pct:)?(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+(?:\.\d+)?),(\d+(?:\.\d+)?)$/.exec(segment);
  if (!match) return null;
  const [x, y, w, h] = match.slice(2).map(Number) as [number, number, number, number];
  const scaleX = match[1] ? 100 : full.width;
  const scaleY = match[1] ? 100 : full.height;
  const left = Math.min(x / scaleX, 1);
  const top = Math.min(y / scaleY, 1);
  const width = Math.min(w / scaleX, 1 - left);
  const height = Math.min(h / scaleY, 1 - top);
  return width > 0 && height > 0 ? { x: left, y: top, width, height } : null;
}

/** The pixel size of a region of the full image. */
export function regionSize(region: Region, full: Size): Size {
  return { width: Math.max(1, Math.round(full.width * region.width)), height: Math.max(1, Math.round(full.height * region.height)) };
}
