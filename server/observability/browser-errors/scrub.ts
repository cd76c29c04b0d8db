/**
 * What a browser's error report may keep (docs/guides/browser-errors.md): no query strings or
 * fragments (search text, tokens, campaign ids), no email addresses, long numbers (phone, card,
 * account numbers) or long opaque strings (tokens, session ids). Pure functions of text.
 */

/** A URL in running text: scheme, `://`, up to white space, a quote, a parenthesis or a brace. */
const URL_IN_TEXT = /\b[a-z][a-z\d+.-]*:\/\/[^\s"'`<>(){}]+/gi;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;
/** Seven digits or more, alone or grouped with spaces, dots or dashes (a year, a line number and a price stay). */
const LONG_NUMBER = /(?<![\w.])\d(?:[ .-]?\d){6,}(?![\w])/g;
/** 32 letters, digits, `_` or `-` at a stretch: a token, a session or an account id, a hash. */
const OPAQUE = /(?<![\w-])[A-Za-z\d_-]{32,}(?![\w-])/g;

/** A stack frame's position after its script's URL: `:12:345`. */
const POSITION = /(?::\d+){1,2}$/;

/** A URL without its credentials, query string and fragment, keeping a stack frame's position (a string that does not parse stays out). */
function bareUrl(text: string): string {
  const position = POSITION.exec(text)?.[0] ?? '';
  const url = URL.parse(text.slice(0, text.length - position.length));
  if (!url) return '[url]';
  const origin = url.origin === 'null' ? `${url.protocol}//${url.host}` : url.origin;
  return `${origin}${url.pathname}${position}`;
}

/** Text with URLs bared and personal or secret-looking values replaced by a placeholder. */
export function scrubText(text: string): string {
  return text.replace(URL_IN_TEXT, bareUrl).replace(EMAIL, '[email]').replace(OPAQUE, '[id]').replace(LONG_NUMBER, '[number]');
}

/** The page a report names, as a path only (a route template such as `/collection/object/:id`, or a path), scrubbed. */
export function scrubPage(page: string): string {
  const path = page.split(/[?#]/, 1)[0] ?? '/';
  return scrubText(path) || '/';
}
