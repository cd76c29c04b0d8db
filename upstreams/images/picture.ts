import jpeg from 'jpeg-js';
import { SeededRandom } from '../random';
import { FULL_REGION, type Region, type Size } from './region';

/** Aspect ratios the generated pictures take, picked per id so layouts see portraits and landscapes. */
const RATIOS = [4 / 3, 3 / 4, 1, 16 / 9, 2 / 3, 3 / 2];

/** The full size of the picture behind an id (deterministic). */
export function fullSize(id: string): Size {
  const ratio = new SeededRandom(`size:${id}`).pick(RATIOS);
  return ratio >= 1 ? { width: 2000, height: Math.round(2000 / ratio) } : { width: Math.round(2000 * ratio), height: 2000 };
}

type Rgb = [number, number, number];

/** The JPEG quality of a picture asked for without one. */
export const DEFAULT_QUALITY = 75;

function colour(random: SeededRandom): Rgb {
  return [random.int(40, 220), random.int(40, 220), random.int(40, 220)];
}

/**
 * Draws a soft two-colour gradient with a few discs, seeded by the id, and encodes it as JPEG:
 * the same id always gives the same picture, at any size, so layouts look like a collection. A
 * region (fractions of the full picture) draws that part of it, so crops show what they cut.
 */
export function drawPicture(id: string, size: Size, region: Region = FULL_REGION, quality = DEFAULT_QUALITY): Buffer {
  const random = new SeededRandom(`picture:${id}`);
  const [from, to] = [colour(random), colour(random)];
  const discs = Array.from({ length: random.int(1, 4) }, () => ({
    x: random.next(),
    y: random.next(),
    r: 0.08 + random.next() * 0.25,
    rgb: colour(random),
  }));
  const { width, height } = size;
  const full = fullSize(id);
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const u = region.x + (x / width) * region.width;
      const v = region.y + (y / height) * region.height;
      const t = (u + v) / 2;
      let rgb: Rgb = [from[0] + (to[0] - from[0]) * t, from[1] + (to[1] - from[1]) * t, from[2] + (to[2] - from[2]) * t];
      for (const disc of discs) {
        const dx = u - disc.x;
        const dy = (v - disc.y) * (full.height / full.width);
        if (dx * dx + dy * dy < disc.r * disc.r) rgb = disc.rgb;
      }
      const offset = (y * width + x) * 4;
      data[offset] = rgb[0];
      data[offset + 1] = rgb[1];
      data[offset + 2] = rgb[2];
      data[offset + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, quality).data;
}
