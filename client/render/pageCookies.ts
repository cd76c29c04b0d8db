/**
 * The cookies that change a page's HTML. The server reads them to render the page as the visitor
 * will see it (no flash of a bar that then disappears), and the browser reads the same cookies to
 * hydrate that HTML. Any cache of rendered HTML must key on `pageCookieVariant` (and nothing else
 * from the request but the URL): these two cookies, and only they, make pages differ.
 *
 * - `pma_cookie` (spec §9): the visitor agreed to cookies; kept 150 days. Hides the cookie bar.
 * - `pma_alerts_closed`: ids of the alerts the visitor closed, for the browser session. Hides those
 *   alerts in the alert bar.
 */
export const CONSENT_COOKIE = 'pma_cookie';
export const CONSENT_DAYS = 150;
export const CLOSED_ALERTS_COOKIE = 'pma_alerts_closed';
/** The cookie names that change the HTML, in one list. */
export const PAGE_COOKIES = [CONSENT_COOKIE, CLOSED_ALERTS_COOKIE] as const;

/** Closed alerts remembered at most: the cookie stays small whatever a visitor does. */
const MAX_CLOSED_ALERTS = 20;

export interface PageCookies {
  consented: boolean;
  /** Alert ids, sorted, each once. */
  closedAlerts: string[];
}

/** The value of one cookie in a `Cookie` header (or `document.cookie`), undecoded; undefined when absent. */
function cookieValue(header: string, name: string): string | undefined {
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return part.slice(separator + 1).trim();
  }
  return undefined;
}

function decode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** Reads the page cookies from a `Cookie` header or `document.cookie`; anything malformed reads as absent. */
export function readPageCookies(header: string | undefined): PageCookies {
  const text = header ?? '';
  const closed = (cookieValue(text, CLOSED_ALERTS_COOKIE) ?? '')
    .split(',')
    .map((id) => decode(id)?.trim() ?? '')
    .filter((id) => id !== '');
  return { consented: cookieValue(text, CONSENT_COOKIE) !== undefined, closedAlerts: [...new Set(closed)].sort().slice(0, MAX_CLOSED_ALERTS) };
}

/** The cache key part of the page cookies: pages with the same URL and variant have the same HTML. */
export function pageCookieVariant(cookies: PageCookies): string {
  return `consent=${cookies.consented ? 1 : 0};closed=${cookies.closedAlerts.map(encodeURIComponent).join(',')}`;
}

/** The `document.cookie` assignment that records consent for 150 days. */
export function consentCookie(): string {
  return `${CONSENT_COOKIE}=true; max-age=${CONSENT_DAYS * 24 * 60 * 60}; path=/; SameSite=Lax`;
}

/** The `document.cookie` assignment that records the closed alerts for the browser session. */
export function closedAlertsCookie(ids: readonly string[]): string {
  const value = [...new Set(ids)].sort().slice(0, MAX_CLOSED_ALERTS).map(encodeURIComponent).join(',');
  return `${CLOSED_ALERTS_COOKIE}=${value}; path=/; SameSite=Lax`;
}
