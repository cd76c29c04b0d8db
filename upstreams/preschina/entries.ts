import { DateTime } from 'luxon';
import { loadPresidents } from '../data/open-data';
import { firstNumber, type PresidentRecord } from './president-facts';

/** WordPress keeps local post dates in the site's zone. */
const SITE_ZONE = 'America/New_York';
/** The microsite was filled in one season; each entry is dated one day after the previous one. */
const FIRST_PUBLISHED = DateTime.fromObject({ year: 2019, month: 1, day: 7, hour: 9 }, { zone: SITE_ZONE });
/** "Presidential China, 1780–1980": presidencies that began after 1980 are not covered. */
const LAST_COVERED_YEAR = 1980;
/** Editors' entries around the presidents: a test post first, the credits last. */
const TEST_ORDER = 0;
const ACKNOWLEDGMENTS_ORDER = 100;

/** An image in the WordPress media library (an attachment with a file under /wp-content/uploads). */
export interface UploadImage {
  mediaId: number;
  /** The image service's id for the picture. */
  iiifId: string;
  /** Upload folder of the attachment, "yyyy/mm". */
  folder: string;
  /** File name without the size suffix and extension. */
  name: string;
  alt: string;
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

function image(id: number, published: DateTime, slug: string, kind: 'portrait' | 'tableware', alt: string): UploadImage {
  const portrait = kind === 'portrait';
  return {
    mediaId: id,
    iiifId: `preschina-${kind}-${slug}`,
    folder: published.toFormat('yyyy/LL'),
    name: `${slug}-${kind}`,
    alt,
    width: portrait ? 1000 : 1200,
    height: portrait ? 1250 : 900,
    medium: portrait ? { width: 300, height: 375 } : { width: 300, height: 225 },
  };
}

/** Post ids are spaced by ten so each post's attachments take the ids right after it. */
function base(menuOrder: number, slug: string, title: string, portraitAlt: string): EntryBase {
  const id = 1000 + menuOrder * 10;
  const published = FIRST_PUBLISHED.plus({ days: menuOrder });
  return { id, slug, title, menuOrder, published, portrait: image(id + 1, published, slug, 'portrait', portraitAlt) };
}

function presidentEntry(president: PresidentRecord): PreschinaEntry {
  const entry = base(firstNumber(president), slugify(president.fullName), president.fullName, `Portrait of ${president.fullName}`);
  const tableware = image(entry.id + 2, entry.published, entry.slug, 'tableware', `Tableware of the ${president.fullName} administration`);
  return { ...entry, kind: 'president', president, tableware };
}

/** All posts of the microsite in menu order: the test post, the presidents 1789–1981, the credits. */
export function buildEntries(): PreschinaEntry[] {
  const presidents = loadPresidents().filter((president) => Number(president.presidencies[0].start.slice(0, 4)) <= LAST_COVERED_YEAR);
  return [
    { ...base(TEST_ORDER, 'test-president', 'Test President', 'Test portrait'), kind: 'test' as const },
    ...presidents.map(presidentEntry).sort((a, b) => a.menuOrder - b.menuOrder),
    { ...base(ACKNOWLEDGMENTS_ORDER, 'acknowledgments', 'Acknowledgments', 'Presidential China title card'), kind: 'acknowledgments' as const },
  ];
}

/** Every image of an entry, its portrait first. */
export function entryImages(entry: PreschinaEntry): UploadImage[] {
  return entry.kind === 'president' ? [entry.portrait, entry.tableware] : [entry.portrait];
}
