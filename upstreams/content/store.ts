import { perspectives, type Perspective, type QueryDocument, type StoredDocument } from './perspective';

/** One document a transaction changed: as it was and as it is (null: absent). */
export interface DocumentChange {
  id: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
}

/** A committed transaction: its id, when, and the documents it changed. */
export interface CommittedTransaction {
  transactionId: string;
  /** ISO date-time of the commit. */
  time: string;
  changes: DocumentChange[];
}

/**
 * The sample dataset as editors change it: documents by id in memory, the perspectives queries read
 * recomputed at each commit (so a query sees a transaction whole or not at all), and listeners (the
 * webhooks) told of each committed transaction after it is visible.
 */
export class ContentStore {
  private readonly documents: Map<string, StoredDocument>;
  private views: Record<Perspective, QueryDocument[]>;
  private readonly listeners: ((transaction: CommittedTransaction) => void)[] = [];

  constructor(documents: readonly StoredDocument[]) {
    this.documents = new Map(documents.map((document) => [document._id, document]));
    this.views = perspectives([...this.documents.values()]);
  }

  view(perspective: Perspective): QueryDocument[] {
    return this.views[perspective];
  }

  get(id: string): StoredDocument | null {
    return this.documents.get(id) ?? null;
  }

  /** Every stored document, drafts included (what a mutation's `query` runs against). */
  all(): StoredDocument[] {
    return this.views.raw;
  }

  onCommit(listener: (transaction: CommittedTransaction) => void): void {
    this.listeners.push(listener);
  }

  /** Applies a transaction's outcome (id → the document now, null: deleted) at once, then tells the listeners. */
  commit(transactionId: string, time: string, outcome: ReadonlyMap<string, StoredDocument | null>): void {
    const changes: DocumentChange[] = [];
    for (const [id, after] of outcome) {
      const before = this.get(id);
      if (before === after) continue;
      if (after) this.documents.set(id, after);
      else this.documents.delete(id);
      changes.push({ id, before, after });
    }
    this.views = perspectives([...this.documents.values()]);
    const transaction = { transactionId, time, changes };
    for (const listener of this.listeners) listener(transaction);
  }
}
