/** A run of a contact text: plain, or a phone number or email address with the link that reaches it. */
export interface ContactSpan {
  text: string;
  /** `tel:+1…` or `mailto:…`; null for plain text. */
  href: string | null;
}

/** North American numbers as editors write them: 215-763-8100, (215) 763-8100, 215.763.8100, +1 215 763 8100. */
const PHONE = /(?:\+?1[\s.-]?)?\(?\b([2-9]\d{2})\)?[\s.-]?(\d{3})[\s.-]?(\d{4})\b/g;
const EMAIL = /\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b/g;

/**
 * An editor's contact text ("Questions? Call 215-763-8100 or email visitorservices@…") in runs,
 * its phone numbers and email addresses as links (content spec §3: a location's hours contact), so
 * a visitor on a phone can call with one tap. Empty when there is no text.
 */
export function contactSpans(text: string | null | undefined): ContactSpan[] {
  const clean = text?.replace(/\s+/g, ' ').trim() ?? '';
  if (!clean) return [];
  const found = [
    ...[...clean.matchAll(PHONE)].map((match) => ({ index: match.index, text: match[0], href: `tel:+1${match[1]}${match[2]}${match[3]}` })),
    ...[...clean.matchAll(EMAIL)].map((match) => ({ index: match.index, text: match[0], href: `mailto:${match[0]}` })),
  ].sort((a, b) => a.index - b.index);
  const spans: ContactSpan[] = [];
  let at = 0;
  for (const link of found) {
    // A number inside an email address (or a second reading of the same text) is not a link of its own.
    if (link.index < at) continue;
    if (link.index > at) spans.push({ text: clean.slice(at, link.index), href: null });
    spans.push({ text: link.text, href: link.href });
    at = link.index + link.text.length;
  }
  if (at < clean.length) spans.push({ text: clean.slice(at), href: null });
  return spans;
}
