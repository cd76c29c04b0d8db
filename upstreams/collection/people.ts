import { knownNationalities, type CollectionObject, type OpenConstituent } from '../data/open-data';

/** Roles naming who is pictured or copied rather than who made the work. */
const NON_MAKER_ROLE = /^(sitter|depicted|associated person|patron|copy after|cast after|after|former attribution|formerly alleged)$/i;
/** Roles that mark the work as made after another artist's design. */
const AFTER_ROLE = /^(copy after|cast after|after)$/i;
/** Constituent names the sources use when the maker is not known. */
const UNKNOWN_NAME = /unknown|unidentified|anonymous/i;

/** The constituents in display order (sources without an order keep their own order). */
export function orderedConstituents(object: CollectionObject): OpenConstituent[] {
  return [...(object.constituents ?? [])].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
}

/** The makers of an object: every constituent whose role is not sitter, depicted, "after" and the like. */
export function makers(object: CollectionObject): OpenConstituent[] {
  return orderedConstituents(object).filter((person) => !NON_MAKER_ROLE.test(person.role ?? ''));
}

/** The first maker, shown as the object's artist; undefined when nobody made it by name. */
export function primaryMaker(object: CollectionObject): OpenConstituent | undefined {
  return makers(object)[0];
}

/** The artist the work was made after ("Copy after", "Cast after", "after"), if any. */
export function afterArtist(object: CollectionObject): OpenConstituent | undefined {
  return orderedConstituents(object).find((person) => AFTER_ROLE.test(person.role ?? ''));
}

/**
 * A maker named only by a nationality, with no dates: the Walters names anonymous makers so
 * ("American", "Venetian"); the word is one the sources use as some constituent's nationality.
 */
function isNationalityOnly(person: OpenConstituent): boolean {
  return person.birthYear === null && person.deathYear === null && knownNationalities().has(person.name.trim());
}

/** True when the object names no maker, or only an unknown, unidentified or nationality-only one. */
export function isMakerUnknown(object: CollectionObject): boolean {
  const maker = primaryMaker(object);
  return !maker || UNKNOWN_NAME.test(maker.name) || isNationalityOnly(maker);
}

/** A source name that says "not known" in its first word: "unknown French", "Unidentified Artist", "Anonymous, American". */
const UNKNOWN_LEAD = /^(unknown|unidentified|anonymous)\b[\s,]*((artist|maker)\b)?[\s,]*/i;

/**
 * The name the collection API displays: the museum's "Artist/maker unknown" for makers the source
 * calls unknown, unidentified or anonymous, keeping what the source adds ("unknown French" →
 * "Artist/maker unknown, French"), and for makers named only by a nationality ("American" →
 * "Artist/maker unknown, American"); other names as the source gives them.
 */
export function displayNameOf(person: OpenConstituent): string {
  // An unidentified sitter is not an unknown maker.
  if (NON_MAKER_ROLE.test(person.role ?? '')) return person.name;
  if (isNationalityOnly(person)) return `Artist/maker unknown, ${person.name.trim()}`;
  const match = UNKNOWN_LEAD.exec(person.name.trim());
  if (!match) return person.name;
  const rest = person.name.trim().slice(match[0].length).trim();
  return rest ? `Artist/maker unknown, ${rest}` : 'Artist/maker unknown';
}

/** A maker's role for display; sources that give none mean the plain artist. */
export function makerRole(person: OpenConstituent): string {
  return person.role ?? 'Artist';
}
