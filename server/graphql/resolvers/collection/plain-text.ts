import { load } from 'cheerio';

/** Tags that end a line of text when markup is flattened. */
const LINE_BREAKS = /<br\s*\/?>|<\/(p|div|li|h[1-6])>/gi;

/**
 * Upstream text as plain text: the collection API's label, provenance and references are plain
 * text in the sample data, but real records carry markup (`<i>`, `<br>`, entities). Markup is parsed
 * by a real HTML parser and only its text is kept, with line breaks where blocks ended; the page
 * renders it as text, so nothing from upstream is ever injected as HTML.
 */
export function plainText(text: string): string {
  if (!/[<&]/.test(text)) return text;
  return load(text.replace(LINE_BREAKS, (tag) => `${tag}\n`), null, false).text();
}
