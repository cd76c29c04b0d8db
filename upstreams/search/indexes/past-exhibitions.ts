import type { DateTime } from 'luxon';
import { loadOpenExhibitions, objectByOpenId, type OpenExhibition } from '../../data/open-data';
import { iiifPath, imageIds } from '../../collection/images';
import type { ContentDocument } from '../../content/documents';
import { snippet, words, type IndexedDocument } from '../documents';
import { EXHIBITIONS_CATEGORY } from './dated-content';

/** The first linked open-data object with an image illustrates a historical exhibition. */
function illustration(exhibition: OpenExhibition): { imageUrl: string | null; imageAlt: string | null } {
  for (const openId of exhibition.objectIds ?? []) {
    const object = objectByOpenId(openId);
    const [imageId] = object ? imageIds(object) : [];
    if (object && imageId) return { imageUrl: iiifPath(imageId), imageAlt: object.title };
  }
  return { imageUrl: null, imageAlt: null };
}

function historicalDocument(exhibition: OpenExhibition, endDate: string): IndexedDocument {
  const year = endDate.slice(0, 4);
  return {
    document: {
      id: `exhibitions-open-${exhibition.id}`,
      type: 'exhibitions',
      contentId: null,
      title: exhibition.title,
      summary: snippet(exhibition.description),
      // Historical exhibitions have no detail page; their card links to the year's listing.
      url: `/calendar/past-exhibitions/view-all/${year}`,
      ...illustration(exhibition),
      startDate: exhibition.beginDate ?? (exhibition.beginYear !== null ? `${exhibition.beginYear}-01-01` : endDate),
      endDate,
      duration: 'temporary',
      dateOverride: null,
      room: null,
      building: 'Main Building',
      location: 'Main Building',
      venue: exhibition.venue,
      category: EXHIBITIONS_CATEGORY,
      subcategory: 'Exhibition',
      audience: [],
      ticketUrl: null,
      ticketType: null,
      weight: 0,
      allWeight: 0,
    },
    text: { title: exhibition.title, people: '', keywords: words(exhibition.venue, year), body: words(exhibition.description) },
  };
}

/**
 * The open data's exhibitions hosted by the institution with an end date before now: the museum's
 * exhibition history.
 */
export function buildHistoricalExhibitions(now: DateTime, dataset: ContentDocument[]): IndexedDocument[] {
  // Content exhibitions made from a record, and repeated ids in the source, are skipped.
  const used = new Set(dataset.flatMap((document) => (document._type === 'exhibition' && document.sourceCredit ? [document.sourceCredit.sourceId] : [])));
  const today = now.toISODate() ?? '';
  const entries: IndexedDocument[] = [];
  for (const exhibition of loadOpenExhibitions()) {
    if (!exhibition.hostedByInstitution || !exhibition.endDate || exhibition.endDate >= today || used.has(exhibition.id)) continue;
    used.add(exhibition.id);
    entries.push(historicalDocument(exhibition, exhibition.endDate));
  }
  return entries;
}
