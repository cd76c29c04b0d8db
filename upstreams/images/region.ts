/** Parses the IIIF Image API size segment (`{w},`, `,{h}`, `{w},{h}`, `!{w},{h}`, `max`, `full`, `pct:{n}`). */

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
