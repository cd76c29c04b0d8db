/**
 * Editors' layout choices read into the site's fixed sets: unknown values fall back to the default
 * (and are reported, so editors can be told), never to an error.
 */

export const SECTION_STYLES = ['default', 'favorite', 'three-quarter-image-right', 'quarter-image-right', 'half-image-right', 'third-image-left', 'card', 'card-favorite'] as const;
export type SectionStyle = (typeof SECTION_STYLES)[number];

export const GALLERY_STYLES = ['grid', 'masonry', 'tiles', 'single', 'double'] as const;
export type GalleryStyle = (typeof GALLERY_STYLES)[number];

export const GRID_STYLES = ['grid', 'grid-md', 'grid-lg', 'tiles', 'masonry'] as const;
export type GridStyle = (typeof GRID_STYLES)[number];

export const SECTION_SIZES = ['narrow', 'default', 'wide', 'full'] as const;
export type SectionSize = (typeof SECTION_SIZES)[number];

/** A chosen value and whether it had to fall back. */
export interface Choice<T> {
  value: T;
  /** The editors' value when it was not one the site knows. */
  unknown: string | null;
}

function choose<T extends string>(known: readonly T[], fallback: T, raw: string | null | undefined): Choice<T> {
  const text = raw?.trim().toLowerCase() ?? '';
  if (!text) return { value: fallback, unknown: null };
  const match = known.find((value) => value === text);
  return match ? { value: match, unknown: null } : { value: fallback, unknown: raw ?? null };
}

export const sectionStyle = (raw: string | null | undefined) => choose(SECTION_STYLES, 'default', raw);
export const galleryStyle = (raw: string | null | undefined) => choose(GALLERY_STYLES, 'grid', raw);
export const gridStyle = (raw: string | null | undefined) => choose(GRID_STYLES, 'grid', raw);
export const sectionSize = (raw: string | null | undefined) => choose(SECTION_SIZES, 'default', raw);

/** Cards shown before the first "Load more", by grid style (content spec §9 "load-more maxLoad by style"). */
export const MAX_LOAD: Readonly<Record<GridStyle, number>> = { grid: 8, 'grid-md': 9, 'grid-lg': 4, tiles: 6, masonry: 5 };
/** Cards each "Load more" adds, whatever the style (spec §4, §9: load-more default step 5); also the first count of a list without a grid style. */
export const LOAD_MORE_STEP = 5;

/** How many cards a grid of `style` shows first. */
export function maxLoad(style: GridStyle | null): number {
  return style ? MAX_LOAD[style] : LOAD_MORE_STEP;
}

/** The enum name of a lower-case, hyphenated value: `grid-md` → `GRID_MD`. */
export function enumName(value: string): string {
  return value.toUpperCase().replace(/-/g, '_');
}
