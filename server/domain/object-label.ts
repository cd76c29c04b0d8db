import { cleanText } from './text';

/** Labels this long or longer are clamped behind "Read More" (spec §2, §9). */
export const LABEL_CLAMP_CHARACTERS = 1000;

export interface ObjectLabel {
  /** The whole label, paragraph by paragraph. */
  paragraphs: string[];
  /** What shows before "Read More": the label cut at a word before the limit, with an ellipsis; null when not clamped. */
  clampedParagraphs: string[] | null;
}

/** Splits plain text into paragraphs at line breaks, dropping empty ones and runs of spaces. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n+/)
    .flatMap((line) => cleanText(line) ?? []);
}

/** Cuts paragraphs to under `limit` characters in all, at a word boundary, ending in an ellipsis. */
function clampParagraphs(paragraphs: string[], limit: number): string[] {
  const kept: string[] = [];
  let left = limit - 1;
  for (const paragraph of paragraphs) {
    if (paragraph.length <= left) {
      kept.push(paragraph);
      left -= paragraph.length;
      continue;
    }
    const cut = paragraph.slice(0, left);
    const space = cut.lastIndexOf(' ');
    const words = (space > 0 ? cut.slice(0, space) : cut).replace(/[\s,;:.]+$/, '');
    if (words) kept.push(`${words}…`);
    else if (kept.length) kept[kept.length - 1] = `${kept[kept.length - 1]}…`;
    break;
  }
  return kept;
}

/** The label text, clamped when it has `LABEL_CLAMP_CHARACTERS` characters or more; null for no label. */
export function objectLabel(text: string | null): ObjectLabel | null {
  const paragraphs = paragraphsOf(text ?? '');
  if (!paragraphs.length) return null;
  const length = paragraphs.join('').length;
  return { paragraphs, clampedParagraphs: length >= LABEL_CLAMP_CHARACTERS ? clampParagraphs(paragraphs, LABEL_CLAMP_CHARACTERS) : null };
}
