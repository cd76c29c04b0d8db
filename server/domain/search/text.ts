const counts = new Intl.NumberFormat('en-US');

/** Counts are formatted en-US (spec §9): 1,234. */
export function formatCount(count: number): string {
  return counts.format(count);
}

/**
 * The result-count text (spec §8): "No results found" or 'No results for "{query}"' without
 * results; else "{n} result(s)" naming the category in the singular and the query, for example
 * '1,234 Artwork results for "monet"'.
 */
export function resultCountText(total: number, categoryLabel: string | null, query: string): string {
  if (total === 0) return query ? `No results for "${query}"` : 'No results found';
  const noun = total === 1 ? 'result' : 'results';
  return [formatCount(total), categoryLabel, noun].filter(Boolean).join(' ') + (query ? ` for "${query}"` : '');
}

/** "Showing {a}-{b} of {n}" (spec §8); null when nothing is shown. */
export function showingText(start: number, end: number, total: number): string | null {
  return start > 0 ? `Showing ${formatCount(start)}-${formatCount(end)} of ${formatCount(total)}` : null;
}

/** The call to action of a resource by media type (spec §2); other pages "Learn more". */
const RESOURCE_BUTTONS: Readonly<Record<string, string>> = {
  Video: 'Watch video',
  Publication: 'View publication',
  Press: 'View press release',
  Blog: 'Read blog',
  PDF: 'View resource',
  'Web Page': 'View resource',
  Email: 'View resource',
};

export function resourceButtonLabel(mediaType: string | null | undefined): string {
  if (!mediaType) return 'Learn more';
  return RESOURCE_BUTTONS[mediaType] ?? 'View resource';
}
