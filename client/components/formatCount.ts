const counts = new Intl.NumberFormat('en-US');

/** Counts are formatted en-US on every screen (spec §9): 1,234. */
export function formatCount(count: number): string {
  return counts.format(count);
}
