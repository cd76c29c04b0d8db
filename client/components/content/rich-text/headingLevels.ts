import type { BasicBlockFieldsFragment } from '../../../gql/graphql';

/** The level of each heading style an editor can choose. */
export const HEADINGS = { HEADING_2: 2, HEADING_3: 3, HEADING_4: 4 } as const;
export type HeadingLevel = 2 | 3 | 4;

/**
 * The level each heading of a text shows at, by block key: as the editor chose, but never more than
 * one below the heading before it (starting with the one the text sits under, `under`), so no level
 * is skipped (an h3 straight under the page's h1 shows as an h2).
 */
export function headingLevels(blocks: readonly BasicBlockFieldsFragment[], under: number): Map<string, HeadingLevel> {
  const levels = new Map<string, HeadingLevel>();
  let previous = under;
  for (const block of blocks) {
    if (block.__typename !== 'TextBlock' || block.style === 'PARAGRAPH' || block.style === 'QUOTE') continue;
    const level = Math.max(2, Math.min(HEADINGS[block.style], previous + 1)) as HeadingLevel;
    levels.set(block.key, level);
    previous = level;
  }
  return levels;
}
