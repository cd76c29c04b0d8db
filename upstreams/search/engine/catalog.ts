import type { IndexedDocument, IndexName, IndexSelector, SearchDocument } from '../documents';
import { TextIndex } from './text-index';

/** A query match: the document, its relevance score, and the fields the query matched in. */
export interface Match {
  document: SearchDocument;
  score: number;
  fields: string[];
}

/** A query starting with # looks up accession numbers by prefix (spec: search box). */
export function accessionPrefix(query: string): string | null {
  return query.startsWith('#') ? query.slice(1).trim().toLowerCase() : null;
}

/**
 * Every searchable document, by id and by index, with one full-text index over all of them; a
 * document can be put in or taken out later (the content indexer), every list keeping its order.
 */
export class SearchCatalog {
  private readonly byId: Map<string, SearchDocument>;
  private readonly byIndex = new Map<IndexName, SearchDocument[]>();
  private readonly all: SearchDocument[];
  private readonly text: TextIndex;

  constructor(entries: IndexedDocument[]) {
    this.all = entries.map((entry) => entry.document);
    this.byId = new Map(this.all.map((document) => [document.id, document]));
    for (const document of this.all) this.listOf(document.type).push(document);
    this.text = new TextIndex(entries);
  }

  private listOf(index: IndexName): SearchDocument[] {
    const list = this.byIndex.get(index) ?? [];
    this.byIndex.set(index, list);
    return list;
  }

  /** Adds a document, or replaces the one with its id where it stood (an id names its index: `{index}-…`). */
  put(entry: IndexedDocument): void {
    const document = entry.document;
    const previous = this.byId.get(document.id);
    const list = this.listOf(document.type);
    if (previous) {
      this.all[this.all.indexOf(previous)] = document;
      list[list.indexOf(previous)] = document;
    } else {
      this.all.push(document);
      list.push(document);
    }
    this.byId.set(document.id, document);
    this.text.put(entry);
  }

  remove(id: string): void {
    const document = this.byId.get(id);
    if (!document) return;
    this.byId.delete(id);
    this.all.splice(this.all.indexOf(document), 1);
    const list = this.listOf(document.type);
    list.splice(list.indexOf(document), 1);
    this.text.remove(id);
  }

  /** The documents of an index (all of them for global). */
  documents(index: IndexSelector): SearchDocument[] {
    return index === 'global' ? this.all : (this.byIndex.get(index) ?? []);
  }

  get(id: string): SearchDocument | undefined {
    return this.byId.get(id);
  }

  /** The documents of an index matching a query: all (score 0) for an empty query, accession prefixes for "#…", else full text. */
  match(index: IndexSelector, query: string): Match[] {
    const scope = this.documents(index);
    if (query === '') return scope.map((document) => ({ document, score: 0, fields: [] }));
    const prefix = accessionPrefix(query);
    if (prefix !== null) {
      return scope
        .filter((document) => typeof document.objectNumber === 'string' && document.objectNumber.toLowerCase().startsWith(prefix))
        .map((document) => ({ document, score: 1, fields: ['objectNumber'] }));
    }
    const hits = this.text.query(query, (id) => index === 'global' || this.byId.get(id)?.type === index);
    const matches: Match[] = [];
    for (const [id, hit] of hits) {
      const document = this.byId.get(id);
      if (document) matches.push({ document, score: hit.score, fields: hit.fields });
    }
    return matches;
  }
}
