/** Text with runs of white space made single spaces and trimmed; null when nothing is left (or there was no text). */
export function cleanText(value: string | null | undefined): string | null {
  return value?.replace(/\s+/g, ' ').trim() || null;
}
