import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';
import { objectTypesOf, repairShiftedRow } from './clean/rows';
import { cleanProse } from './clean/text';

/**
 * Where the CC0 open data lives (copied from the project's shared data; see SOURCES.md). Relative to
 * the working directory, as `schema/` and `dist/` are: the same whether the upstreams run from
 * source or bundled into dist/ (the image's WORKDIR holds this folder).
 */
const openDir = resolve('upstreams/data/open');

export interface OpenConstituent {
  name: string;
  role: string | null;
  order: number | null;
  type: string | null;
  nationality: string | null;
  birthYear: number | null;
  deathYear: number | null;
  displayBio: string | null;
  birthPlace?: string | null;
  deathPlace?: string | null;
  gender?: string | null;
  citedName?: string | null;
}

export interface OpenExhibitionRef {
  exhibitionId: string | null;
  title: string | null;
  beginDate: string | null;
  endDate: string | null;
  citation?: string | null;
}

export interface OpenReference {
  title?: string | null;
  subtitle?: string | null;
  year?: string | number | null;
  citation?: string | null;
  pages?: string | null;
  placePublished?: string | null;
}

/** One record of objects.ndjson.gz, as documented in SOURCES.md. */
export interface OpenObject {
  id: string;
  source: string;
  sourceId: string;
  institution: string;
  accessionNumber: string | null;
  title: string;
  alternateTitles: { title: string; type: string | null }[] | null;
  dated: string | null;
  dateBegin: number | null;
  dateEnd: number | null;
  constituents: OpenConstituent[] | null;
  medium: string | null;
  dimensions: string | null;
  classification: string | null;
  classificationNormalized: string | null;
  department: string | null;
  culture: string | null;
  period: string | null;
  style: string | null;
  dynasty: string | null;
  reign: string | null;
  geography: { type: string | null; place: string }[] | null;
  creditLine: string | null;
  provenance: string | null;
  exhibitionHistory: OpenExhibitionRef[] | null;
  references: OpenReference[] | null;
  inscriptions: string | null;
  description: string | null;
  onView: boolean | null;
  location: string | null;
  rights: { metadata: string; images: string | null; copyrightType?: string | null };
  hasImage: boolean;
  imageUrls: string[] | null;
  depictsPresidents: string[] | null;
}

/** A collection object with the numeric ObjectID the sample collection API serves it under. */
export interface CollectionObject extends OpenObject {
  objectId: number;
}

export interface OpenExhibition {
  id: string;
  source: string;
  institution: string;
  title: string;
  beginDate: string | null;
  endDate: string | null;
  beginYear: number | null;
  endYear: number | null;
  venue: string | null;
  hostedByInstitution: boolean | null;
  description: string | null;
  objectIds: string[] | null;
}

export interface OpenPresident {
  key: string;
  name: { first: string; middle?: string; last: string; suffix?: string; nickname?: string };
  fullName: string;
  birthday: string | null;
  presidencyNumbers: number[];
  presidencies: { number: number; start: string; end: string | null }[];
  relatedObjectIds: string[] | null;
}

/** First numeric ObjectID; ids are assigned in open-data id order, so they never change between runs. */
const FIRST_OBJECT_ID = 1001;

/**
 * Windows-1252's characters for bytes 0x80–0x9F (five bytes are unassigned and stay as they are).
 * Spelled out because Node's TextDecoder('windows-1252') decodes these bytes as Latin-1.
 */
const CP1252_C1 = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

/**
 * Repairs Windows-1252 punctuation that a source stored as C1 control characters (an en dash became
 * U+0096 in "Portrait\u0096Master Tom"): each such character is read as the cp1252 byte it was.
 */
function repairCp1252(text: string): string {
  return text.replace(/[\u0080-\u009f]/g, (char) => CP1252_C1.charAt(char.charCodeAt(0) - 0x80));
}

function readNdjson<T>(text: string): T[] {
  return repairCp1252(text)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

let objects: CollectionObject[] | undefined;

/**
 * All sample collection objects, ordered by ObjectID (loaded once per process). Rows whose fields
 * slid a column are put right, and titles and descriptions cleaned of mojibake and script
 * (`clean/`), so every service serves the same clean record.
 */
export function loadObjects(): CollectionObject[] {
  if (!objects) {
    const raw = readNdjson<OpenObject>(gunzipSync(readFileSync(join(openDir, 'objects.ndjson.gz'))).toString('utf8'));
    raw.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    const types = objectTypesOf(raw);
    objects = raw.map((object, index) => {
      const repaired = repairShiftedRow(object, types);
      return { ...repaired, title: cleanProse(repaired.title), description: cleanProse(repaired.description), objectId: FIRST_OBJECT_ID + index };
    });
  }
  return objects;
}

let nationalities: ReadonlySet<string> | undefined;

/** Every nationality the sources give a constituent ("American", "Venetian"…), for telling such a word used as a name. */
export function knownNationalities(): ReadonlySet<string> {
  nationalities ??= new Set(loadObjects().flatMap((object) => (object.constituents ?? []).flatMap((person) => (person.nationality ? [person.nationality] : []))));
  return nationalities;
}

let byOpenId: Map<string, CollectionObject> | undefined;

/** Looks an object up by its open-data id (for example `walters-155`). */
export function objectByOpenId(id: string): CollectionObject | undefined {
  byOpenId ??= new Map(loadObjects().map((object) => [object.id, object]));
  return byOpenId.get(id);
}

let exhibitions: OpenExhibition[] | undefined;

/** The historical exhibitions of the open data (1818–2024), their texts cleaned of mojibake and script (`clean/`). */
export function loadOpenExhibitions(): OpenExhibition[] {
  // Some source titles carry doubled or stray spaces ("Ebendorf:  A Retrospective"): one space each.
  exhibitions ??= readNdjson<OpenExhibition>(readFileSync(join(openDir, 'exhibitions.ndjson'), 'utf8')).map((exhibition) => ({
    ...exhibition,
    title: cleanProse(exhibition.title).replace(/\s+/g, ' ').trim(),
    description: cleanProse(exhibition.description),
    venue: cleanProse(exhibition.venue),
  }));
  return exhibitions;
}

let presidents: OpenPresident[] | undefined;

/** The presidents of the open data, in order of their first presidency. */
export function loadPresidents(): OpenPresident[] {
  presidents ??= (JSON.parse(readFileSync(join(openDir, 'presidents.json'), 'utf8')) as { presidents: OpenPresident[] }).presidents;
  return presidents;
}
