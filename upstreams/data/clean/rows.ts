import type { OpenConstituent, OpenObject } from '../open-data';

/**
 * Rows of one source (Colby) whose fields slid one column: a printing note in the title (the real
 * title among the alternate titles), the artist in the dimensions, "dimensions on medium" in the
 * medium, and the object's type as its place ("Photograph" as a creation place), with no maker. Each
 * field goes back where it belongs.
 */

/** "Whistler, James McNeill": one name inverted, as the shifted rows carry the artist. */
const INVERTED_NAME = /^([^,\d()]+),\s*([^,\d()]+)$/;
/** "8 in. x 10 in. (20.32 cm x 25.4 cm) on Ektacolor brownie print". */
const DIMENSIONS_ON_MEDIUM = /^(.*?(?:cm|mm|in\.)\)?)\s+on\s+(\S.*)$/;
/** A title that is a note on the object, not its name: "(PRINTED 2004)", "reworked 1963", "1879-11880". */
const NOTE_TITLE = /^\(?(?:printed|reworked)\b.*$|^\d{4}-\d+$/i;

/** What the repair reads of the whole collection: the object types there are, with their normalized form. */
export interface ObjectTypes {
  /** Lower-cased classification → its normalized classification (the most common one). */
  normalized: ReadonlyMap<string, string | null>;
}

export function objectTypesOf(objects: readonly OpenObject[]): ObjectTypes {
  const counts = new Map<string, Map<string | null, number>>();
  for (const object of objects) {
    if (!object.classification) continue;
    const key = object.classification.toLowerCase();
    const forms = counts.get(key) ?? new Map<string | null, number>();
    forms.set(object.classificationNormalized, (forms.get(object.classificationNormalized) ?? 0) + 1);
    counts.set(key, forms);
  }
  const normalized = new Map([...counts].map(([key, forms]) => [key, [...forms].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null]));
  return { normalized };
}

function artistOf(inverted: string): OpenConstituent {
  const [, last = '', first = ''] = INVERTED_NAME.exec(inverted) ?? [];
  return { name: `${first.trim()} ${last.trim()}`, role: 'Artist', order: 1, type: 'Individual', nationality: null, birthYear: null, deathYear: null, displayBio: null };
}

/** A shifted row put right; any other row as it is. */
export function repairShiftedRow(object: OpenObject, types: ObjectTypes): OpenObject {
  const typePlace = object.geography?.find((entry) => types.normalized.has(entry.place.toLowerCase()));
  const isShifted = !object.classification && typePlace && !object.constituents?.length && INVERTED_NAME.test(object.dimensions ?? '');
  if (!isShifted) return object;
  const split = DIMENSIONS_ON_MEDIUM.exec(object.medium ?? '');
  const [title, ...alternates] = NOTE_TITLE.test(object.title) && object.alternateTitles?.length ? object.alternateTitles : [{ title: object.title, type: null }, ...(object.alternateTitles ?? [])];
  const year = /^\d{4}$/.test(object.dated ?? '') ? Number(object.dated) : (object.dateEnd ?? null);
  return {
    ...object,
    title: title?.title ?? object.title,
    alternateTitles: alternates,
    dated: object.dated ?? (year === null ? null : String(year)),
    dateBegin: year,
    dateEnd: year,
    constituents: [artistOf(object.dimensions ?? '')],
    dimensions: split?.[1] ?? null,
    medium: split?.[2] ?? object.medium,
    classification: typePlace.place,
    classificationNormalized: types.normalized.get(typePlace.place.toLowerCase()) ?? null,
    geography: (object.geography ?? []).filter((entry) => entry !== typePlace),
  };
}
