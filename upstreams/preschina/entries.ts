import { DateTime } from 'luxon';
import { loadPresidents } from '../data/open-data';
import { fullSize } from '../images/picture';
import { collectionPortrait, portraitCredit } from './portraits';
import { firstNumber, type PresidentRecord } from './president-facts';

/** WordPress keeps local post dates in the site's zone. */
export const SITE_ZONE = 'America/New_York';
/** The microsite was filled in one season; each entry is dated one day after the previous one. */
const FIRST_PUBLISHED = DateTime.fromObject({ year: 2019, month: 1, day: 7, hour: 9 }, { zone: SITE_ZONE });
/** "Presidential China, 1780–1980": presidencies that began after 1980 are not covered. */
const LAST_COVERED_YEAR = 1980;
/** Editors' entries around the presidents: a test post first, the credits last. */
const TEST_ORDER = 0;
const ACKNOWLEDGMENTS_ORDER = 100;

/** Longest edge of an uploaded original, and the width of WordPress's generated "medium" size. */
const FULL_EDGE = 1200;
const MEDIUM_WIDTH = 300;

/** An image in the WordPress media library (an attachment with a file under /wp-content/uploads). */
export interface UploadImage {
  mediaId: number;
  /** Seeds the generated picture; a collection portrait uses the collection's own picture id (`obj-{objectId}`). */
  pictureId: string;
  /** Upload folder of the attachment, "yyyy/mm". */
  folder: string;
  /** File name without the size suffix and extension. */
  name: string;
  alt: string;
  /** The attachment's caption (a portrait's credit line). */
  caption: string;
  width: number;
  height: number;
  /** WordPress's generated "medium" size. */
  medium: { width: number; height: number };
}

interface EntryBase {
  id: number;
  slug: string;
  title: string;
  menuOrder: number;
  published: DateTime;
  /** Its last edit: a month after publication, or when an editor changed it (the REST API's update). */
  modified: DateTime;
  /** The `dial_portrait` field: the tile picture of the grid. */
  portrait: UploadImage;
}

/** One `president` post of the microsite. */
export type PreschinaEntry =
  | (EntryBase & { kind: 'president'; president: PresidentRecord; tableware: UploadImage })
  | (EntryBase & { kind: 'test' | 'acknowledgments' });

/** "Franklin Delano Roosevelt" → "franklin-delano-roosevelt", as WordPress's sanitize_title does. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** An upload of the picture `pictureId`, at the picture's own proportions. */
function image(id: number, published: DateTime, slug: string, kind: 'portrait' | 'tableware', text: { alt: string; caption: string; pictureId?: string }): UploadImage {
  const pictureId = text.pictureId ?? `preschina-${kind}-${slug}`;
  const picture = fullSize(pictureId);
  const scale = FULL_EDGE / Math.max(picture.width, picture.height);
  const width = Math.round(picture.width * scale);
  const height = Math.round(picture.height * scale);
  return {
    mediaId: id,
    pictureId,
    folder: published.toFormat('yyyy/LL'),
    name: `${slug}-${kind}`,
    alt: text.alt,
    caption: text.caption,
    width,
    height,
    medium: { width: MEDIUM_WIDTH, height: Math.round((height * MEDIUM_WIDTH) / width) },
  };
}

/** Posts and their attachments were edited a month after publication. */
export function firstEdit(published: DateTime): DateTime {
  return published.plus({ days: 30 });
}

/** Post ids are spaced by ten so each post's attachments take the ids right after it. */
function base(menuOrder: number, slug: string, title: string, portrait: { alt: string; caption: string; pictureId?: string }): EntryBase {
  const id = 1000 + menuOrder * 10;
  const published = FIRST_PUBLISHED.plus({ days: menuOrder });
  return { id, slug, title, menuOrder, published, modified: firstEdit(published), portrait: image(id + 1, published, slug, 'portrait', portrait) };
}

/**
 * A president's post: the portrait is the collection's (its picture and credit line) when the
 * sample collection holds one of the president alone, else a generated stand-in.
 */
function presidentEntry(president: PresidentRecord): PreschinaEntry {
  const alt = `Portrait of ${president.fullName}`;
  const held = collectionPortrait(president);
  const portrait = held ? { alt, caption: portraitCredit(held), pictureId: held.pictureId } : { alt, caption: alt };
  const entry = base(firstNumber(president), slugify(president.fullName), president.fullName, portrait);
  const tablewareAlt = `Tableware of the ${president.fullName} administration`;
  const tableware = image(entry.id + 2, entry.published, entry.slug, 'tableware', { alt: tablewareAlt, caption: tablewareAlt });
  return { ...entry, kind: 'president', president, tableware };
}

/** All posts of the microsite in menu order: the test post, the presidents 1789–1981, the credits. */
export function buildEntries(): PreschinaEntry[] {
  const presidents = loadPresidents().filter((president) => Number(president.presidencies[0].start.slice(0, 4)) <= LAST_COVERED_YEAR);
  return [
    { ...base(TEST_ORDER, 'test-president', 'Test President', { alt: 'Test portrait', caption: 'Test portrait' }), kind: 'test' as const },
    ...presidents.map(presidentEntry).sort((a, b) => a.menuOrder - b.menuOrder),
    {
      ...base(ACKNOWLEDGMENTS_ORDER, 'acknowledgments', 'Acknowledgments', { alt: 'Presidential China title card', caption: 'Presidential China, 1780–1980' }),
      kind: 'acknowledgments' as const,
    },
  ];
}

/** Every image of an entry, its portrait first. */
export function entryImages(entry: PreschinaEntry): UploadImage[] {
  return entry.kind === 'president' ? [entry.portrait, entry.tableware] : [entry.portrait];
}
