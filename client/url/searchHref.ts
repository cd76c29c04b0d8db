/**
 * The URL the chrome's search box submits to: /search without q when empty (spec "Search box in
 * chrome"), otherwise /search?q=… with the query URL-encoded, so a leading # (an accession-number
 * search) survives as %23 instead of becoming a fragment.
 */
export function searchHref(query: string): string {
  const q = query.trim();
  return q ? `/search?q=${encodeURIComponent(q)}` : '/search';
}
