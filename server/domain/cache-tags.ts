import { documentPath } from './content/query-shape';

/**
 * The words cached things are tagged with (docs/guides/caching.md, "Tags"), and which of them a
 * publish purges. Tags are visible ASCII without spaces or commas, so they fit `Surrogate-Key` and
 * `Cache-Tag` headers as they are.
 */

/** A document's id without the `drafts.` prefix: a draft is the same document unpublished. */
export function publishedId(id: string): string {
  return id.replace(/^drafts\./, '');
}

/** Escapes what a tag cannot hold (spaces, commas, non-ASCII), keeping paths readable. */
function tag(kind: string, value: string): string {
  return `${kind}:${encodeURIComponent(value).replace(/%2F/gi, '/')}`;
}

/** Anything showing a content document: its page, its cards, a link to it. */
export const documentTag = (id: string): string => tag('doc', publishedId(id));
/** A list of every document of a content type (menus, alerts, a listing over a search index). */
export const typeTag = (type: string): string => tag('type', type);
/** The page at a site path, asked for even when none is there yet (so creating one is seen). */
export const pathTag = (path: string): string => tag('path', path.toLowerCase());
/** A list of the documents that reference a document (an exhibition's or a series' events). */
export const referrersTag = (id: string): string => tag('refs', publishedId(id));
/** A story of the presidential china microsite, by slug. */
export const storyTag = (slug: string): string => tag('preschina', slug);
/** The microsite's list of stories (the grid). */
export const STORY_LIST_TAG = 'preschina-list';

/** Routed content types listed by the search service's `pages` categories. */
const PAGE_TYPES = ['page', 'resource', 'webPackage', 'collectionObjectGroup'] as const;

/**
 * The content types a search-service index lists (the collection's artworks are not content: their
 * answers carry no tag and live out their lifetime). `global` lists them all.
 */
const INDEX_TYPES: Readonly<Record<string, readonly string[]>> = {
  events: ['event'],
  exhibitions: ['exhibition'],
  eventSeries: ['eventSeries'],
  visiting: PAGE_TYPES,
  membership: PAGE_TYPES,
  research: PAGE_TYPES,
  about: PAGE_TYPES,
  pages: PAGE_TYPES,
  global: ['event', 'exhibition', 'eventSeries', ...PAGE_TYPES],
};

/** The type tags of a listing over search-service indexes. */
export function indexTags(...indexes: string[]): string[] {
  return [...new Set(indexes.flatMap((index) => INDEX_TYPES[index] ?? []))].map(typeTag);
}

/** What a content webhook says changed: the document, and what its projection adds. */
export interface ChangedDocument {
  _id: string;
  _type: string;
  /** `slug.current` (routed documents). */
  slug?: string | null;
  /** The parent path (routed documents). */
  path?: string | null;
  /** Ids the document references, before and after the change (its exhibitions, its series). */
  refs?: readonly string[] | null;
}

/**
 * What a changed document purges: everything showing it, every list of its type, the lookup of its
 * page's path (a new page there, or none any more), and the lists of what references what it
 * references (its exhibition's and its series' events).
 */
export function changedDocumentTags(doc: ChangedDocument): string[] {
  const path = doc.slug && doc.path ? documentPath({ slug: doc.slug, path: doc.path }) : null;
  return [
    documentTag(doc._id),
    typeTag(doc._type),
    ...(path === null ? [] : [pathTag(path)]),
    ...new Set((doc.refs ?? []).map(referrersTag)),
  ];
}
