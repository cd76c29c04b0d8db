import type { ObjectRecord } from './object-record';

/** A constituent in the artwork's lighter form (spec: Constituent). */
export interface ArtworkConstituent {
  DisplayOrder: number;
  Prefix: string | null;
  DisplayName: string;
  Suffix: string | null;
  Culture: string | null;
  DisplayDate: string | null;
}

/**
 * The lighter artwork form (spec: objectId, objectNumber, title, dated, creditLine, copyright,
 * caption, micrioShortId, constituents): the fields readers of this endpoint take beside the full
 * record, so the API answers both.
 */
export interface Artwork {
  objectId: number;
  objectNumber: string | null;
  title: string;
  dated: string | null;
  creditLine: string | null;
  copyright: string;
  caption: string;
  micrioShortId: string | null;
  constituents: ArtworkConstituent[];
}

/** The wall-label caption: title and date, the makers with their dates, medium, credit line. */
function caption(record: ObjectRecord, title: string): string {
  const makers = record.Constituents.map((person) => [person.DisplayName, person.DisplayDate].filter(Boolean).join(', '));
  const lines = [record.Dated ? `${title}, ${record.Dated}` : title, ...makers, record.Medium, record.CreditLine];
  return lines.filter((line): line is string => Boolean(line)).join('\n');
}

export function toArtwork(record: ObjectRecord): Artwork {
  const title = record.Titles[0]?.Title ?? '';
  return {
    objectId: record.ObjectID,
    objectNumber: record.ObjectNumber,
    title,
    dated: record.Dated,
    creditLine: record.CreditLine,
    copyright: record.Copyright,
    caption: caption(record, title),
    micrioShortId: record.Views.PrimaryView?.micrio.shortId ?? null,
    constituents: record.Constituents.map(({ DisplayOrder, Prefix, DisplayName, Suffix, Culture, DisplayDate }) => ({ DisplayOrder, Prefix, DisplayName, Suffix, Culture, DisplayDate })),
  };
}

/**
 * Objects whose records come as older exports give them: `Constituents` in the artwork's lighter
 * form (no roles, nationalities or ids) as a JSON string, as the spec allows. The Catskills (Asher
 * Brown Durand) and Morning in the Tropics (Frederic Edwin Church), each with its one maker.
 */
export const LIGHTER_CONSTITUENT_OBJECTS: ReadonlySet<number> = new Set([6013, 6440]);

/** The answer of the object endpoint: for the objects above, `Constituents` as the JSON string of the lighter form. */
export function withLighterConstituents<T extends ObjectRecord & Artwork>(answer: T): T | (Omit<T, 'Constituents'> & { Constituents: string }) {
  if (!LIGHTER_CONSTITUENT_OBJECTS.has(answer.ObjectID)) return answer;
  return { ...answer, Constituents: JSON.stringify(answer.constituents) };
}
