import { cleanText } from './text';

export interface ContextInput {
  dynasty: string | null;
  period: string | null;
  reign: string | null;
}

/**
 * The "Context" row (spec §2): Dynasty, Period and Reign in that order, joined with commas. Empty
 * parts are skipped and a part repeating an earlier one (ignoring case, as "Tang Dynasty" and "Tang
 * dynasty") is shown once; null when none is left.
 */
export function objectContext({ dynasty, period, reign }: ContextInput): string | null {
  const seen = new Set<string>();
  const parts: string[] = [];
  for (const part of [dynasty, period, reign]) {
    const text = cleanText(part);
    if (!text || seen.has(text.toLowerCase())) continue;
    seen.add(text.toLowerCase());
    parts.push(text);
  }
  return parts.length ? parts.join(', ') : null;
}
