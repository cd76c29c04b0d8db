/** Page sizes the search offers (spec §9); anything else means the default. */
export const PAGE_SIZES = [12, 24, 48] as const;
export const DEFAULT_PAGE_SIZE = 12;
/**
 * The deepest offset a visitor can page to. Search services refuse deep paging (Elasticsearch's
 * result window is 10,000), and nobody reads result 10,001 of a keyword search.
 */
export const MAX_FROM = 9_999;

/** A page size: one of 12, 24 or 48, else 12. */
export function pageSize(value: number | null | undefined): number {
  return (PAGE_SIZES as readonly number[]).includes(value ?? NaN) ? (value as number) : DEFAULT_PAGE_SIZE;
}

/** A start offset: a whole number from 0 (negative, fractional or missing → 0), at most MAX_FROM. */
export function pageOffset(value: number | null | undefined): number {
  if (value === null || value === undefined || !Number.isInteger(value) || value < 0) return 0;
  return Math.min(value, MAX_FROM);
}

/** The 1-based positions of the first and last result shown ("Showing a–b of n"); 0 and 0 when none. */
export function shownRange(from: number, shown: number): { start: number; end: number } {
  return shown > 0 ? { start: from + 1, end: from + shown } : { start: 0, end: 0 };
}

/**
 * The offset of the last page for a total, when an offset lies past it (a stale link, a shrunk
 * result): the visitor sees the last results instead of an empty page. Null when the offset is fine.
 */
export function lastPageOffset(from: number, size: number, total: number): number | null {
  const reachable = Math.min(total, MAX_FROM + 1);
  if (reachable === 0 || from < reachable) return null;
  return Math.floor((reachable - 1) / size) * size;
}
