import { dateFilterKind, readDateFilter } from './dates';
import { facetOf, HIDDEN_FILTER_FIELDS } from './facets';
import type { SearchType } from './types';

/** The URL's filters (spec §3 "Query-string filters"): field → chosen values. */
export type SearchFilters = Record<string, string[]>;

/** Bounds on what one request may ask for; beyond them the input is not a visitor's. */
export const MAX_FILTERS_JSON_LENGTH = 4000;
export const MAX_VALUES_PER_FILTER = 50;
export const MAX_FILTER_VALUE_LENGTH = 200;

/** A filter's "nothing chosen" value (spec §4: filters start as '*'). */
const ALL = '*';

function values(raw: unknown): string[] | null {
  const list = Array.isArray(raw) ? raw : [raw];
  if (!list.every((item) => typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean')) return null;
  const texts = list.map((item) => String(item).trim()).filter((item) => item !== '' && item !== ALL && item.length <= MAX_FILTER_VALUE_LENGTH);
  return [...new Set(texts)].slice(0, MAX_VALUES_PER_FILTER);
}

/**
 * The URL's `filters` JSON as field → values (spec §5). Malformed JSON, or anything but an object,
 * decodes to no filters at all; single values become lists; '*', empty values and empty lists are dropped.
 */
export function decodeFilters(json: string | null | undefined): SearchFilters {
  if (!json || json.length > MAX_FILTERS_JSON_LENGTH) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return {};
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
  const filters: SearchFilters = {};
  for (const [field, raw] of Object.entries(parsed)) {
    const list = values(raw);
    if (list?.length) filters[field] = list;
  }
  return filters;
}

/** The filters of a search after checking them against its type. */
export interface ReadFilters {
  /** What applies, in the URL's own terms (the echo of the applied state). */
  applied: SearchFilters;
  /** What the search service gets: the same, with dates in the service's form. */
  service: SearchFilters;
  /** A dates value that could not be read, with why (the first one). */
  rejectedDate: { value: string; error: string } | null;
}

/**
 * Keeps the filters a search type offers (its groups and the hidden tag): unknown fields are
 * dropped, yes/no groups keep only true and false, and dates follow the type's date rules.
 * Searching all categories has no filters.
 */
export function readFilters(type: SearchType | null, filters: SearchFilters): ReadFilters {
  const result: ReadFilters = { applied: {}, service: {}, rejectedDate: null };
  if (type === null) return result;
  for (const [field, list] of Object.entries(filters)) {
    const definition = facetOf(type, field);
    if (!definition && !HIDDEN_FILTER_FIELDS.includes(field)) continue;
    let applied = list;
    let service = list;
    if (definition?.kind === 'boolean') {
      applied = service = list.filter((value) => value === 'true' || value === 'false');
    } else if (definition?.kind === 'dates') {
      const read = list.map((value) => ({ value, result: readDateFilter(dateFilterKind(type), value) }));
      const bad = read.find((entry) => !entry.result.ok);
      if (bad && !bad.result.ok) result.rejectedDate = { value: bad.value, error: bad.result.error };
      const good = read.flatMap((entry) => (entry.result.ok ? [{ value: entry.value, service: entry.result.value }] : []));
      applied = good.map((entry) => entry.value);
      service = good.map((entry) => entry.service);
    }
    if (applied.length === 0) continue;
    result.applied[field] = applied;
    result.service[field] = service;
  }
  return result;
}
