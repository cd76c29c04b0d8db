import type { DateTime } from 'luxon';
import { buildContentDataset } from '../../content/dataset';
import type { ContentDocument } from '../../content/documents';
import type { IndexedDocument } from '../documents';
import { eventDocument, eventSeriesDocument, exhibitionDocument } from './dated-content';
import { pageDocument } from './pages';

/** Search documents of one published content document (drafts and pages editors keep out of search are never indexed); null for unsearchable types. */
function contentEntry(document: ContentDocument): IndexedDocument | null {
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

/** The content dataset for a clock, and its exhibitions, events, event series and pages as search documents. */
export function buildContentIndex(now: DateTime): { dataset: ContentDocument[]; entries: IndexedDocument[] } {
  const dataset = buildContentDataset(now);
  return { dataset, entries: dataset.map(contentEntry).filter((entry): entry is IndexedDocument => entry !== null) };
}
