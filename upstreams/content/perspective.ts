/** Perspectives the sample honours: published only, raw (drafts beside published) and drafts overlaid. */
export type Perspective = 'published' | 'raw' | 'drafts';

const DRAFT_PREFIX = 'drafts.';

/** A stored document as the mutation API keeps it: any fields, with Sanity's identity and type. */
export interface StoredDocument {
  _id: string;
  _type: string;
  [field: string]: unknown;
}

export function isDraft(document: { _id: string }): boolean {
  return document._id.startsWith(DRAFT_PREFIX);
}

/** Whether an id names a published document: not a draft, nor a release's version (`versions.…`). */
export function isPublishedId(id: string): boolean {
  return !isDraft({ _id: id }) && !id.startsWith('versions.');
}

/** A stored document as GROQ sees it; overlaid drafts carry `_originalId` like Sanity's. */
export type QueryDocument = StoredDocument | (StoredDocument & { _originalId: string });

/** The dataset as each perspective sees it, computed once per committed change. */
export function perspectives(documents: readonly StoredDocument[]): Record<Perspective, QueryDocument[]> {
  const published = documents.filter((document) => !isDraft(document));
  const publishedIds = new Set(published.map((document) => document._id));
  const drafts = new Map(documents.filter(isDraft).map((draft) => [draft._id.slice(DRAFT_PREFIX.length), draft]));
  const overlaid: QueryDocument[] = published.map((document) => {
    const draft = drafts.get(document._id);
    return draft ? { ...draft, _id: document._id, _originalId: draft._id } : document;
  });
  for (const [id, draft] of drafts) if (!publishedIds.has(id)) overlaid.push({ ...draft, _id: id, _originalId: draft._id });
  return { published, raw: [...documents], drafts: overlaid };
}

/**
 * Which view a request gets. Without the preview token only published documents are visible;
 * with it, the default is `raw` (drafts beside published, as Sanity's default for tokens was).
 */
export function choosePerspective(requested: string | undefined, authorized: boolean): Perspective {
  if (!authorized || requested === 'published') return 'published';
  if (requested === 'drafts' || requested === 'previewDrafts') return 'drafts';
  return 'raw';
}
