import MiniSearch, { type SearchResult } from 'minisearch';
import type { IndexedDocument, SearchText } from '../documents';

type TextField = keyof SearchText;
const FIELDS: TextField[] = ['title', 'people', 'keywords', 'body'];
/** Field boosts: a title word outranks an artist name, which outranks medium, place and the like, then body text. */
const BOOST: Record<TextField, number> = { title: 4, people: 3, keywords: 1.5, body: 1 };

interface TextEntry extends SearchText {
  id: string;
}

/** A text match: the relevance score and the fields the query terms were found in. */
export interface TextHit {
  score: number;
  fields: string[];
}

const ASCII = /^[\x20-\x7e]*$/;

/** Lower-cases and strips accents, so "Düsseldorf" matches "dusseldorf". */
function processTerm(term: string): string {
  const lower = term.toLowerCase();
  // Most terms are ASCII; only the others pay for Unicode decomposition.
  return ASCII.test(lower) ? lower : lower.normalize('NFD').replace(/\p{M}/gu, '');
}

/**
 * Prefix matching from 3 characters, and one typo per 5 characters from 4 characters (MiniSearch's
 * fractional fuzziness). A completed word ("port" → "portrait") counts more than a typo ("fort").
 */
const SEARCH_OPTIONS = {
  boost: BOOST,
  weights: { prefix: 0.6, fuzzy: 0.3 },
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 4 ? 0.2 : false),
};

const textEntry = (entry: IndexedDocument): TextEntry => ({ id: entry.document.id, ...entry.text });

/** The full-text index over every document of the service (one index, so scores compare across indexes). */
export class TextIndex {
  private readonly search: MiniSearch<TextEntry>;

  constructor(entries: IndexedDocument[]) {
    this.search = new MiniSearch<TextEntry>({ fields: FIELDS, processTerm, searchOptions: SEARCH_OPTIONS });
    this.search.addAll(entries.map(textEntry));
  }

  /** Indexes a document's text, in place of what it had under the same id. */
  put(entry: IndexedDocument): void {
    if (this.search.has(entry.document.id)) this.search.replace(textEntry(entry));
    else this.search.add(textEntry(entry));
  }

  remove(id: string): void {
    if (this.search.has(id)) this.search.discard(id);
  }

  /**
   * Scores documents against a query. All terms must match (each with prefix and typo
   * tolerance); when no document has them all, any term is enough.
   */
  query(text: string, accept: (id: string) => boolean): Map<string, TextHit> {
    const filter = (result: SearchResult) => accept(String(result.id));
    let results = this.search.search(text, { filter, combineWith: 'AND' });
    if (results.length === 0) results = this.search.search(text, { filter, combineWith: 'OR' });
    return new Map(results.map((result) => [String(result.id), { score: result.score, fields: matchedFields(result) }]));
  }
}

/** The fields a result matched in, best-boosted first. */
function matchedFields(result: SearchResult): string[] {
  const fields = new Set(Object.values(result.match).flat());
  return FIELDS.filter((field) => fields.has(field));
}
