/** ObjectIDs are positive integers; more digits than this cannot be one (and would lose precision). */
const MAX_DIGITS = 15;

/**
 * The numeric ObjectID in an object page's id, or null when it is malformed (then the page is not
 * found without asking any service). Leading zeros name the same object: "06268" is 6268.
 */
export function parseObjectId(raw: string): number | null {
  const text = raw.trim();
  if (!/^\d+$/.test(text)) return null;
  const digits = text.replace(/^0+/, '');
  if (digits === '' || digits.length > MAX_DIGITS) return null;
  return Number(digits);
}

/** The object page's canonical path. */
export function objectPath(objectId: number): string {
  return `/collection/object/${objectId}`;
}
