/** The phrase of the plain maker, and of a source that gives no role. */
const MADE_BY = 'Made by';

/**
 * How a constituent's role reads before their name (search spec §9: "An artist role maps to a
 * display phrase (for example Publisher to 'Published by'); about 100 roles are mapped"). Shared by
 * search result cards and the collection object page.
 *
 * Keys are roles in their comparison form (see `roleKey`): lower case, qualifiers in parentheses
 * dropped, plural "-s" endings folded, so "Engraver (Printmaker)", "engravers" and "Engraver" meet.
 */
const ROLE_PHRASES: Readonly<Record<string, string>> = {
  // Making in general
  artist: MADE_BY,
  maker: MADE_BY,
  'artist/maker': MADE_BY,
  creator: MADE_BY,
  author: 'Written by',
  'attributed to': 'Attributed to',
  attribution: 'Attributed to',
  'possibly by': 'Possibly by',
  'probably by': 'Probably by',
  alleged: 'Allegedly by',
  'formerly alleged': 'Formerly said to be by',
  'former attribution': 'Formerly attributed to',
  'other attribution': 'Also attributed to',
  'formerly attributed to': 'Formerly attributed to',
  collaborator: 'In collaboration with',
  'design collaborative': 'Designed by',
  agency: 'Produced by',
  'begun by': 'Begun by',
  'finished by': 'Finished by',
  'completed by': 'Completed by',
  // Workshops and followers
  studio: 'Studio of',
  'studio of': 'Studio of',
  workshop: 'Workshop of',
  'workshop of': 'Workshop of',
  'school of': 'School of',
  'circle of': 'Circle of',
  'follower of': 'Follower of',
  'manner of': 'Manner of',
  'style of': 'In the style of',
  'copy after': 'Copy after',
  'cast after': 'Cast after',
  after: 'After',
  'in the manner of': 'In the manner of',
  // Painting, drawing, prints and photographs
  painter: 'Painted by',
  draftsman: 'Drawn by',
  draughtsman: 'Drawn by',
  delineator: 'Drawn by',
  illustrator: 'Illustrated by',
  printmaker: 'Printed by',
  printer: 'Printed by',
  engraver: 'Engraved by',
  etcher: 'Etched by',
  lithographer: 'Lithograph by',
  'block cutter': 'Block cut by',
  woodcutter: 'Woodcut by',
  photographer: 'Photographed by',
  calligrapher: 'Calligraphy by',
  colorist: 'Colored by',
  animator: 'Animated by',
  'film maker': 'Filmed by',
  filmmaker: 'Filmed by',
  // Publishing and selling
  publisher: 'Published by',
  publication: 'Published by',
  editor: 'Edited by',
  translator: 'Translated by',
  binder: 'Bound by',
  bookbinder: 'Bound by',
  distributor: 'Distributed by',
  retailer: 'Retailed by',
  dealer: 'Sold by',
  signer: 'Signed by',
  // Sculpture and casting
  sculptor: 'Sculpted by',
  carver: 'Carved by',
  modeler: 'Modeled by',
  modeller: 'Modeled by',
  modelmaker: 'Model by',
  'mold maker': 'Mold by',
  foundry: 'Cast by',
  founder: 'Cast by',
  caster: 'Cast by',
  chaser: 'Chased by',
  // Design and architecture
  designer: 'Designed by',
  'attributed designer': 'Design attributed to',
  architect: 'Designed by',
  'architects and planner': 'Designed by',
  planner: 'Planned by',
  'landscape architect': 'Landscape by',
  inventor: 'Invented by',
  // Decorative arts
  manufacturer: 'Manufactured by',
  'attributed manufacturer': 'Manufacture attributed to',
  factory: 'Manufactured by',
  decorator: 'Decorated by',
  'attributed decorator': 'Decoration attributed to',
  gilder: 'Gilded by',
  lacquerer: 'Lacquered by',
  enameler: 'Enameled by',
  enameller: 'Enameled by',
  ceramicist: MADE_BY,
  potter: 'Potted by',
  'glass maker': 'Glass by',
  glassblower: 'Blown by',
  silversmith: MADE_BY,
  goldsmith: MADE_BY,
  jeweler: MADE_BY,
  jeweller: MADE_BY,
  cabinetmaker: MADE_BY,
  'attributed cabinetmaker': 'Cabinetwork attributed to',
  upholsterer: 'Upholstered by',
  clockmaker: 'Clockworks by',
  'clockworks maker': 'Clockworks by',
  'attributed clockworks maker': 'Clockworks attributed to',
  'dial maker': 'Dial by',
  weaver: 'Woven by',
  embroiderer: 'Embroidered by',
  quilter: 'Quilted by',
  'needle worker': 'Needlework by',
  dyer: 'Dyed by',
  'textile designer': 'Textile designed by',
  woodcarver: 'Carved by',
  needleworker: 'Needlework by',
  glassmaker: MADE_BY,
  pewterer: MADE_BY,
  blacksmith: 'Forged by',
  armorer: MADE_BY,
  gunsmith: MADE_BY,
  watchmaker: MADE_BY,
  'furniture maker': MADE_BY,
  joiner: MADE_BY,
  turner: 'Turned by',
  carpenter: 'Built by',
  builder: 'Built by',
  mason: 'Built by',
  stonecutter: 'Cut by',
  mosaicist: 'Mosaic by',
  framemaker: 'Frame by',
  restorer: 'Restored by',
  manufactory: MADE_BY,
  company: MADE_BY,
  importer: 'Imported by',
  // Books, manuscripts and media
  illuminator: 'Illuminated by',
  scribe: 'Written by',
  copyist: 'Copied by',
  writer: 'Written by',
  'print publisher': 'Published by',
  'printer and publisher': 'Printed and published by',
  director: 'Directed by',
  producer: 'Produced by',
  composer: 'Composed by',
  // People connected with a work who did not make it
  sitter: 'Portrait of',
  depicted: 'Depicting',
  subject: 'Depicting',
  'associated person': 'Associated with',
  patron: 'Commissioned by',
  commissioner: 'Commissioned by',
  owner: 'Owned by',
  'previous owner': 'Formerly owned by',
  donor: 'Given by',
  dedicatee: 'Dedicated to',
};

/** Roles of people connected with a work who did not make it: they are not its artists. */
const NOT_MAKER_ROLES = new Set(['sitter', 'depicted', 'subject', 'associated person', 'patron', 'commissioner', 'owner', 'previous owner', 'donor']);

/** A role in the map's comparison form: lower case, "(…)" qualifiers dropped, a plural "-s" folded. */
function roleKey(role: string): string {
  const key = role
    .replace(/\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (key in ROLE_PHRASES) return key;
  const singular = key.replace(/s$/, '');
  return singular in ROLE_PHRASES ? singular : key;
}

/**
 * The phrase shown before a constituent's name: `artistRolePhrase('Publisher')` is 'Published by'.
 * An empty role is the plain maker ('Made by'); an unmapped role reads as itself, capitalised, with a
 * colon (for example 'Curator:'), so nothing the source says is lost.
 */
export function artistRolePhrase(role: string): string {
  if (roleKey(role) === '') return MADE_BY;
  const phrase = mappedRolePhrase(role);
  if (phrase !== null) return phrase;
  const text = role.replace(/\s+/g, ' ').trim();
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}:`;
}

/** The map's phrase for a role, or null when the role has none of its own. */
export function mappedRolePhrase(role: string): string | null {
  return ROLE_PHRASES[roleKey(role)] ?? null;
}

/** Whether a constituent with this role made the work (sitters, owners and the like did not). */
export function isMakerRole(role: string): boolean {
  return !NOT_MAKER_ROLES.has(roleKey(role));
}

/** How many roles have a phrase of their own (the spec asks for about 100). */
export const MAPPED_ROLE_COUNT = Object.keys(ROLE_PHRASES).length;
