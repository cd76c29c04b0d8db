import type { FastifyBaseLogger } from 'fastify';
import type { ContentDocument } from '../content/documents';
import { isPublishedId, type StoredDocument } from '../content/perspective';
import type { CommittedTransaction, DocumentChange } from '../content/store';
import type { SearchData } from './catalog';
import type { IndexedDocument } from './documents';
import { contentEntry, galleryOf } from './indexes/content';

/**
 * The search service's indexer of the content service, as the museum's follows it: each committed
 * change to a published document puts its search document in its index (events, exhibitions, event
 * series, the pages' sections), replaces it, or takes it out (deleted, unpublished, kept out of
 * search, no longer a searchable type). A change to a draft leaves the published entry as it is.
 * The collection's objects and the historical exhibitions do not come from content documents and
 * stay as built.
 */
export class ContentIndexer {
  /** Content id → the id of its search document (a page's changes when its section does). */
  private readonly indexed = new Map<string, string>();

  constructor(
    private readonly data: SearchData,
    private readonly log: FastifyBaseLogger,
  ) {
    for (const document of data.catalog.documents('global')) if (typeof document.contentId === 'string') this.indexed.set(document.contentId, document.id);
  }

  /** Follows a committed transaction; never throws (the content service tells it before its webhook). */
  readonly apply = (transaction: CommittedTransaction): void => {
    for (const change of transaction.changes) if (isPublishedId(change.id)) this.follow(change, transaction.transactionId);
  };

  private follow(change: DocumentChange, transactionId: string): void {
    const read = change.after ? this.read(change.after, transactionId) : null;
    const previous = this.indexed.get(change.id);
    if (previous !== undefined && previous !== read?.entry.document.id) this.data.catalog.remove(previous);
    if (!read) {
      this.indexed.delete(change.id);
      this.data.galleries.delete(change.id);
      return;
    }
    this.data.spell(read.entry);
    this.data.catalog.put(read.entry);
    this.indexed.set(change.id, read.entry.document.id);
    this.data.galleries.set(change.id, read.gallery);
  }

  /**
   * An editor's document as its type reads it, or null when it is not searchable. One its type
   * cannot read (a field it needs missing) is left out of the index, and logged.
   */
  private read(stored: StoredDocument, transactionId: string): { entry: IndexedDocument; gallery: number[] } | null {
    // The mutation API keeps whatever editors write; the type is checked by reading it.
    const document = stored as unknown as ContentDocument;
    try {
      const entry = contentEntry(document);
      if (!entry) return null;
      if (typeof entry.document.title !== 'string') throw new TypeError('the document has no title');
      return { entry, gallery: galleryOf(document) };
    } catch (error) {
      this.log.warn({ err: error, documentId: stored._id, transactionId }, 'document left out of the search index: its type cannot read it');
      return null;
    }
  }
}
