import type { FieldValue, SearchDocument } from '../documents';

/**
 * Filter and option names that read another field: `artist` means any constituent of an artwork, not
 * only the first; `_index` (Elasticsearch's name for a hit's index, used in rawFilters) is its type.
 */
const FIELD_ALIASES: Record<string, string> = { artist: 'artists', _index: 'type' };

/** A document's value at a field name or dotted path (metadata.webPackage.packageId); aliases apply. */
export function fieldValue(document: SearchDocument, field: string): FieldValue | undefined {
  const alias = FIELD_ALIASES[field];
  if (alias !== undefined && document[alias] !== undefined) return document[alias];
  if (field in document) return document[field];
  let value: FieldValue | undefined = document;
  for (const part of field.split('.')) {
    if (value === null || typeof value !== 'object' || Array.isArray(value)) return undefined;
    value = value[part];
  }
  return value;
}

/** The scalar values of a field, flattening arrays (keyword fields may hold several values). */
export function scalarValues(value: FieldValue | undefined): (string | number | boolean)[] {
  if (value === undefined || value === null) return [];
  if (Array.isArray(value)) return value.flatMap(scalarValues);
  if (typeof value === 'object') return [];
  return [value];
}

/** The form keyword values are compared in: case, accents and punctuation ignored ("Hands-On Activities" = "hands-on-activities"). */
export function keywordKey(value: string | number | boolean): string {
  const text = String(value);
  let key = keys.get(text);
  if (key === undefined) {
    key = text
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, ' ')
      .trim();
    if (keys.size < MAX_CACHED_KEYS) keys.set(text, key);
  }
  return key;
}

/** Keyword values repeat across documents and requests; their keys are cached (bounded). */
const keys = new Map<string, string>();
const MAX_CACHED_KEYS = 100_000;
