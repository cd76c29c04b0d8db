import type { SearchData } from './catalog';
import type { SearchDocument } from './documents';
import { sortScored, type Scored } from './engine/sort';

/** How many related objects ("More like this") and related content items an object gets. */
const RELATED_OBJECTS = 12;
const RELATED_CONTENT = 6;

export interface RelatedAsset {
  objectId: number;
  title: string;
  artist: string | null;
  artistRole: string | null;
  artistDate: string | null;
  afterArtist: string | null;
  culture: string | null;
  url: string;
  imageUrl: string | null;
  imageAlt: string | null;
}

export interface RelatedContent {
  title: string;
  url: string;
  type: string;
  imageUrl: string | null;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function asset(document: SearchDocument): RelatedAsset {
  return {
    objectId: Number(document.objectId),
    title: document.title,
    artist: text(document.artist),
    artistRole: text(document.artistRole),
    artistDate: text(document.artistDate),
    afterArtist: text(document.afterArtist),
    culture: text(document.culture),
    url: document.url,
    imageUrl: text(document.imageUrl),
    imageAlt: text(document.imageAlt),
  };
}

/** Best first by weight, then by ObjectID, so the choice is stable. */
function byWeight(documents: SearchDocument[]): SearchDocument[] {
  const scored: Scored[] = documents.map((document) => ({ document, score: 0 }));
  sortScored(scored, [{ field: 'weight', order: 'desc' }, { field: 'objectId', order: 'asc' }]);
  return scored.map((entry) => entry.document);
}

/** Related objects: the same artist first, then the same classification, then the same department. */
export function relatedAssets(data: SearchData, object: SearchDocument): RelatedAsset[] {
  const others = data.catalog.documents('collections').filter((document) => document.id !== object.id);
  const tiers: ((document: SearchDocument) => boolean)[] = [
    (document) => object.artist !== null && document.artist === object.artist,
    (document) => document.classification === object.classification,
    (document) => document.department === object.department,
  ];
  const chosen = new Set<SearchDocument>();
  for (const tier of tiers) {
    for (const document of byWeight(others.filter(tier))) {
      if (chosen.size === RELATED_OBJECTS) break;
      chosen.add(document);
    }
  }
  return [...chosen].map(asset);
}

/** Related content: pages and exhibitions that show the object, then content found by its artist's name. */
export function relatedContent(data: SearchData, object: SearchDocument): RelatedContent[] {
  const objectId = Number(object.objectId);
  const showing = new Set([...data.galleries].flatMap(([contentId, objectIds]) => (objectIds.includes(objectId) ? [contentId] : [])));
  const content = data.catalog.documents('global').filter((document) => document.type !== 'collections');
  const listing = content.filter((document) => showing.has(String(document.contentId)));
  const artist = text(object.artist);
  const byArtist = artist
    ? data.catalog
        .match('global', artist)
        .filter((match) => match.document.type !== 'collections' && typeof match.document.contentId === 'string' && match.fields.includes('people'))
        .map((match) => match.document)
    : [];
  const chosen = [...new Set([...listing, ...byArtist])].slice(0, RELATED_CONTENT);
  return chosen.map((document) => ({ title: document.title, url: document.url, type: document.type, imageUrl: text(document.imageUrl) }));
}
