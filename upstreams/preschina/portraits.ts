import { loadObjects, objectByOpenId, type CollectionObject, type OpenPresident } from '../data/open-data';

/** A portrait of a president held in the sample collection (National Portrait Gallery open data). */
export interface CollectionPortrait {
  objectId: number;
  title: string;
  /** The maker, when the record names one ("Gilbert Stuart"). */
  artist: string | null;
  dated: string | null;
  institution: string;
  /** The collection's picture of the object: the image service id `obj-{objectId}`. */
  pictureId: string;
}

/** Roles of the people who made a portrait, as the open data names them. */
const MAKER_ROLES = new Set(['Artist', 'Painter', 'Sculptor', 'Photographer', 'Engraver', 'Maker', 'Printmaker', 'Lithographer']);
/** Paintings first, then drawings and sculpture, then prints and photographs: the grid's tiles look like portraits. */
const PREFERENCE = ['painting', 'drawing', 'sculpture', 'print', 'photograph'];

function rank(object: CollectionObject): number {
  const index = PREFERENCE.indexOf(object.classificationNormalized ?? '');
  return index < 0 ? PREFERENCE.length : index;
}

/** A portrait of one sitter: the open data links a president to group scenes too ("Truman and his Military Advisors"). */
function hasOneSitter(object: CollectionObject): boolean {
  return (object.constituents ?? []).filter((person) => person.role === 'Sitter').length === 1;
}

/** Makers the open data does not name. */
const UNNAMED = /^unidentified|^unknown/i;

function toPortrait(object: CollectionObject): CollectionPortrait {
  const maker = (object.constituents ?? []).find((person) => person.role !== null && MAKER_ROLES.has(person.role) && !UNNAMED.test(person.name));
  return {
    objectId: object.objectId,
    title: object.title,
    artist: maker?.name ?? null,
    dated: object.dated,
    institution: object.institution,
    pictureId: `obj-${object.objectId}`,
  };
}

/**
 * The portrait a president's story leads with: among the open data's objects linked to the
 * president, those in the sample collection with an image and one sitter, the best kind first
 * (then the open data's own order). Undefined when the collection has none.
 */
export function collectionPortrait(president: OpenPresident): CollectionPortrait | undefined {
  loadObjects();
  const candidates = (president.relatedObjectIds ?? [])
    .map((id) => objectByOpenId(id))
    .filter((object): object is CollectionObject => object !== undefined && object.hasImage && hasOneSitter(object));
  const [best] = candidates.map((object, order) => ({ object, order })).sort((a, b) => rank(a.object) - rank(b.object) || a.order - b.order);
  return best ? toPortrait(best.object) : undefined;
}

/** "George Washington (Lansdowne type), by James Heath, 1800. National Portrait Gallery, Smithsonian Institution." */
export function portraitCredit(portrait: CollectionPortrait): string {
  const made = [portrait.artist ? `by ${portrait.artist}` : null, portrait.dated].filter(Boolean).join(', ');
  return `${portrait.title}${made ? `, ${made}` : ''}. ${portrait.institution}.`;
}
