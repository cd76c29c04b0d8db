import type { DateTime } from 'luxon';
import { buildContentDataset } from '../../content/dataset';
import type { ContentDocument } from '../../content/documents';
import type { IndexedDocument } from '../documents';
import { eventDocument, eventSeriesDocument, exhibitionDocument } from './dated-content';
import { pageDocument } from './pages';

/** Search documents of one published content document (drafts and pages editors keep out of search are never indexed); null for unsearchable types. */
export function contentEntry(document: ContentDocument): IndexedDocument | null {
  if (document._id.startsWith('drafts.') || ('noIndex' in document && document.noIndex)) return null;
  switch (document._type) {
    case 'exhibition':
      return exhibitionDocument(document);
    case 'event':
      return eventDocument(document);
    case 'eventSeries':
      return eventSeriesDocument(document);
    case 'page':
    case 'resource':
    case 'webPackage':
    case 'collectionObjectGroup':
      return pageDocument(document);
    default:
      return null;
  }
}

/** The ObjectIDs a content document's gallery shows (pages, packages, exhibitions): what makes it an object's related content. */
export function galleryOf(document: ContentDocument): number[] {
  return 'collectionAssets' in document ? document.collectionAssets.map((asset) => asset.objectId) : [];
}

/** The content dataset for a clock, its exhibitions, events, event series and pages as search documents, and the galleries of those (content id → ObjectIDs). */
export function buildContentIndex(now: DateTime): { dataset: ContentDocument[]; entries: IndexedDocument[]; galleries: Map<string, readonly number[]> } {
  const dataset = buildContentDataset(now);
  const entries: IndexedDocument[] = [];
  const galleries = new Map<string, readonly number[]>();
  for (const document of dataset) {
    const entry = contentEntry(document);
    if (!entry) continue;
    entries.push(entry);
    galleries.set(document._id, galleryOf(document));
  }
  return { dataset, entries, galleries };
}
