/** The name the collection record gives a maker it does not know (spec §5: excluded from the copyright line). */
export const UNKNOWN_MAKER = 'Artist/maker unknown';

/** True for "Artist/maker unknown" and its qualified forms ("Artist/maker unknown, French"). */
export function isUnknownMaker(name: string): boolean {
  return name.trim().toLowerCase().startsWith(UNKNOWN_MAKER.toLowerCase());
}
