import { isUnknownMaker } from './object-artists';
import { RIGHTS_TYPE } from './object-rights';

/** Rights types whose copyright line is never shown (spec §5). */
const HIDDEN_FOR: ReadonlySet<number> = new Set([RIGHTS_TYPE.undetermined, RIGHTS_TYPE.imageRightsReserved, RIGHTS_TYPE.makerUnknown, RIGHTS_TYPE.multipleHolders]);

export interface CopyrightInput {
  /** The record's Copyright text. */
  copyright: string | null;
  /** Names of the object's artists (its makers), in display order. */
  artistNames: readonly string[];
  rightsTypeId: number | null;
}

/**
 * The copyright line to show, or null (spec §5): only for a single primary artist, never for rights
 * types 4, 6, 9 and 10, and never when that artist is "Artist/maker unknown".
 */
export function copyrightLine({ copyright, artistNames, rightsTypeId }: CopyrightInput): string | null {
  const text = copyright?.trim();
  if (!text || artistNames.length !== 1) return null;
  if (rightsTypeId !== null && HIDDEN_FOR.has(rightsTypeId)) return null;
  const [artist] = artistNames;
  if (artist === undefined || isUnknownMaker(artist)) return null;
  return text;
}
