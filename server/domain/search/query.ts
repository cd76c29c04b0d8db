/** Longer search text is cut: no real query needs more, and it bounds the work (and cache keys) a request makes. */
export const MAX_QUERY_LENGTH = 200;
/** Search text needs 3 characters for useful results (spec §5); suggestions start there too. */
export const MIN_QUERY_LENGTH = 3;
/** Suggestions per search box (spec §9: suggest size 5). */
export const SUGGEST_SIZE = 5;

/** Search text as sent: whitespace collapsed and trimmed, at most MAX_QUERY_LENGTH characters; a lone # is no query. */
export function searchText(value: string | null | undefined): string {
  const text = (value ?? '').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  return text === '#' ? '' : text;
}

/** A query starting with # searches accession numbers (spec "Search box in chrome"). */
export function isAccessionQuery(query: string): boolean {
  return query.startsWith('#') && query.slice(1).trim() !== '';
}
