import type { DateTime } from 'luxon';
import type { ContentDocument } from '../content/documents';
import type { IndexedDocument } from './documents';
import { SearchCatalog } from './engine/catalog';
import { buildCollectionDocuments } from './indexes/collections';
import { buildContentIndex } from './indexes/content';
import { settleKeywordSpellings } from './indexes/keywords';
import { buildHistoricalExhibitions } from './indexes/past-exhibitions';

/** Everything the search service answers from: built at start-up, its content then following the content service's changes (content-indexer.ts). */
export interface SearchData {
  now: DateTime;
  catalog: SearchCatalog;
  /** Content id → the ObjectIDs its gallery shows, of every indexed content document (an object's related content). */
  galleries: Map<string, readonly number[]>;
  /** Spells a document indexed later with the filter values' settled spellings. */
  spell: (entry: IndexedDocument) => void;
}

/** Object id → ids of the published web packages whose galleries show the object. */
function packagesByObject(dataset: ContentDocument[]): Map<number, string[]> {
  const packages = new Map<number, string[]>();
  for (const document of dataset) {
    if (document._type !== 'webPackage' || document._id.startsWith('drafts.')) continue;
    for (const asset of document.collectionAssets) packages.set(asset.objectId, [...(packages.get(asset.objectId) ?? []), document.packageId]);
  }
  return packages;
}

/**
 * Builds every index for a clock: the collection, the content dataset's documents and the historical
 * exhibitions (from open data already cleaned of mojibake, script and shifted rows when loaded), with
 * one spelling per filter value.
 */
export function buildSearchData(now: DateTime): SearchData {
  const { dataset, entries, galleries } = buildContentIndex(now);
  const all = [...buildCollectionDocuments(packagesByObject(dataset)), ...entries, ...buildHistoricalExhibitions(now, dataset)];
  const spell = settleKeywordSpellings(all);
  return { now, catalog: new SearchCatalog(all), galleries, spell };
}
