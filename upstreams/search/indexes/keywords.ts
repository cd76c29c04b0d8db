import type { FieldValue, IndexedDocument } from '../documents';

/**
 * One spelling per value of the fields the search screen lists as filters, settled when the index
 * is built: the sources spell one artwork type "Print", "print", "prints" and "Prints", one dynasty
 * "Tang Dynasty" and "Tang dynasty". Values that differ only so become the most used spelling; the
 * list of a filter group then holds each value once.
 */

/** Types and media differ by case, punctuation and plural ("Photograph", "photographs"); they read capitalized. */
const TYPE_FIELDS = ['classification', 'medium'] as const;
/** Names differ by case only ("Quick-To-See", "Quick-to-See"): other differences may be other people. */
const NAME_FIELDS = [['artist', 'artists'], ['place'], ['context'], ['culture'], ['department']] as const;

/** One word in the singular: "drawings" → "drawing", "galleries" → "gallery", "glass" stays. */
function singular(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(?:ss|us|is)$/.test(word)) return word;
  if (/(?:ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  return word.endsWith('s') ? word.slice(0, -1) : word;
}

/** The form type values are told apart by: lower case, words only, each in the singular. */
export function typeKey(value: string): string {
  return value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map(singular)
    .join(' ');
}

/** The form names are told apart by: lower case, single spaces. */
export function nameKey(value: string): string {
  return value.toLowerCase().replace(/\s+/g, ' ').trim();
}

function capitalized(value: string): string {
  return value.charAt(0).toUpperCase() + value.slice(1);
}

/** The spelling of each key: the most used; on a tie one that starts with a capital, then the first in code point order. */
function spellings(values: readonly string[], key: (value: string) => string): Map<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const value of values) {
    const forms = counts.get(key(value)) ?? new Map<string, number>();
    forms.set(value, (forms.get(value) ?? 0) + 1);
    counts.set(key(value), forms);
  }
  const startsUpper = (value: string) => (value.charAt(0) !== value.charAt(0).toLowerCase() ? 1 : 0);
  return new Map(
    [...counts].map(([normal, forms]) => {
      const [best = ''] = [...forms].sort((a, b) => b[1] - a[1] || startsUpper(b[0]) - startsUpper(a[0]) || (a[0] < b[0] ? -1 : 1)).map(([form]) => form);
      return [normal, best];
    }),
  );
}

function stringsOf(value: FieldValue | undefined): string[] {
  if (typeof value === 'string') return [value];
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/** One group of filter fields spelled alike: how its values are told apart and how a settled one reads. */
interface FieldGroup {
  fields: readonly string[];
  key: (value: string) => string;
  display: (value: string) => string;
}

const GROUPS: FieldGroup[] = [
  ...TYPE_FIELDS.map((field) => ({ fields: [field], key: typeKey, display: capitalized })),
  ...NAME_FIELDS.map((fields) => ({ fields, key: nameKey, display: (value: string) => value })),
];

/** Rewrites a document's fields of a group with the settled spellings (lists lose the duplicates that leaves). */
function rewrite(document: IndexedDocument['document'], group: FieldGroup, settled: ReadonlyMap<string, string>): void {
  const spell = (value: string) => group.display(settled.get(group.key(value)) ?? value);
  for (const field of group.fields) {
    const value = document[field];
    if (typeof value === 'string') document[field] = spell(value);
    else if (Array.isArray(value)) document[field] = [...new Set(value.map((item) => (typeof item === 'string' ? spell(item) : item)))];
  }
}

/**
 * Settles the spellings of the filter fields across the index (in place, before the catalog is
 * built). Returns what spells a document indexed later (a content change) the same way: a value the
 * index already had takes its settled spelling, a new one stays as written.
 */
export function settleKeywordSpellings(entries: IndexedDocument[]): (entry: IndexedDocument) => void {
  const settled = GROUPS.map((group) => ({
    group,
    spellings: spellings(
      entries.flatMap((entry) => group.fields.flatMap((field) => stringsOf(entry.document[field]))),
      group.key,
    ),
  }));
  const spell = (entry: IndexedDocument) => settled.forEach(({ group, spellings }) => rewrite(entry.document, group, spellings));
  for (const entry of entries) spell(entry);
  return spell;
}
