import { cleanText } from './text';

/** Excerpts (meta descriptions, result summaries) are 200 characters at most (both specs, §9). */
export const EXCERPT_CHARACTERS = 200;

/** Text flattened to one line and cut at a word before the limit, with an ellipsis when cut; null for no text. */
export function excerpt(text: string | null, limit = EXCERPT_CHARACTERS): string | null {
  const flat = cleanText(text);
  if (!flat) return null;
  if (flat.length <= limit) return flat;
  const cut = flat.slice(0, limit - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > limit / 2 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '')}…`;
}
