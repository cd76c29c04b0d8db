import type { ContentDocument } from './documents';

/** Sanity perspectives the sample honours: published only, raw (drafts beside published) and drafts overlaid. */
export type Perspective = 'published' | 'raw' | 'drafts';

const DRAFT_PREFIX = 'drafts.';

export function isDraft(document: ContentDocument): boolean {
  return document._id.startsWith(DRAFT_PREFIX);
}

/** A stored document as GROQ sees it; overlaid drafts carry `_originalId` like Sanity's. */
export type QueryDocument = ContentDocument | (ContentDocument & { _originalId: string });

/** The dataset as each perspective sees it, computed once per app. */
export function perspectives(documents: readonly ContentDocument[]): Record<Perspective, QueryDocument[]> {
  const published = documents.filter((document) => !isDraft(document));
  const drafts = new Map(documents.filter(isDraft).map((draft) => [draft._id.slice(DRAFT_PREFIX.length), draft]));
  const overlaid: QueryDocument[] = published.map((document) => {
    const draft = drafts.get(document._id);
    return draft ? { ...draft, _id: document._id, _originalId: draft._id } : document;
  });
  for (const [id, draft] of drafts) if (!published.some((document) => document._id === id)) overlaid.push({ ...draft, _id: id, _originalId: draft._id });
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
