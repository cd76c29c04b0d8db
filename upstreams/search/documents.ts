/** The search service's indexes: the collection, the dated content, and the site's pages by section. */
export const INDEX_NAMES = ['collections', 'events', 'eventSeries', 'exhibitions', 'visiting', 'membership', 'research', 'about'] as const;
export type IndexName = (typeof INDEX_NAMES)[number];
/** `global` searches every index at once. */
export type IndexSelector = IndexName | 'global';

export function isIndexName(value: unknown): value is IndexName {
  return typeof value === 'string' && (INDEX_NAMES as readonly string[]).includes(value);
}

/** A field value of a search document; nested objects allow dotted fields such as metadata.webPackage.packageId. */
export type FieldValue = string | number | boolean | null | FieldValue[] | { [key: string]: FieldValue };

/** One search hit as the service returns it: common fields plus the index's own fields. */
export interface SearchDocument {
  [field: string]: FieldValue;
  id: string;
  type: IndexName;
  title: string;
  url: string;
  /** Editorial or derived importance; the default sort inside an index. */
  weight: number;
  /** Weight across indexes (the default sort of `global`): content first, then the collection. */
  allWeight: number;
}

/** The words of a document the full-text index sees, by field (boosted title > people > keywords > body). */
export interface SearchText {
  title: string;
  people: string;
  keywords: string;
  body: string;
}

/** A document with its indexed text; only `document` is ever returned. */
export interface IndexedDocument {
  document: SearchDocument;
  text: SearchText;
}

/** Snippet length of summaries (spec §9). */
export const SNIPPET_LENGTH = 200;

/** Cuts text to the snippet length at a word boundary, with an ellipsis when cut. */
export function snippet(text: string | null | undefined, length = SNIPPET_LENGTH): string | null {
  if (!text) return null;
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > length / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Joins the present parts of some text with spaces. */
export function words(...parts: (string | null | undefined | (string | null | undefined)[])[]): string {
  return parts.flat().filter((part): part is string => Boolean(part)).join(' ');
}
