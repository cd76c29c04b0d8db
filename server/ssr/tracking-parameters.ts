/**
 * Query parameters that say where a visitor came from: campaign tags and ad-click ids, the last
 * unique to each click (fbclid, gclid, srsltid). No page reads them. Kept in the page cache's key,
 * every click from a campaign, a social post or a search result would be a render of its own and
 * push the pages other visitors share out of the cache. Analytics in the browser still reads them
 * from the address bar. A name, or a prefix ending in `*`; compared without regard to case.
 */
export const DEFAULT_TRACKING_PARAMETERS: readonly string[] = Object.freeze([
  'utm_*',
  'fbclid',
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'msclkid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'yclid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'srsltid',
]);

/** What a pattern may be: a parameter name, or a prefix of one ending in `*`. */
export const TRACKING_PARAMETER_PATTERN = /^[\w.[\]-]+\*?$/;

function parameterName(pair: string): string {
  const raw = pair.split('=', 1)[0] ?? '';
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return raw.toLowerCase();
  }
}

/**
 * A request URL (`/path?query`) without the parameters `patterns` name; the others stay as they
 * were sent, in their order, so a URL without any of them comes back as it is.
 */
export function withoutTrackingParameters(patterns: readonly string[]): (url: string) => string {
  if (patterns.length === 0) return (url) => url;
  const names = new Set(patterns.filter((pattern) => !pattern.endsWith('*')).map((pattern) => pattern.toLowerCase()));
  const prefixes = patterns.filter((pattern) => pattern.endsWith('*')).map((pattern) => pattern.slice(0, -1).toLowerCase());
  const tracking = (pair: string): boolean => {
    const name = parameterName(pair);
    return names.has(name) || prefixes.some((prefix) => name.startsWith(prefix));
  };
  return (url) => {
    const mark = url.indexOf('?');
    if (mark < 0) return url;
    const pairs = url.slice(mark + 1).split('&');
    const kept = pairs.filter((pair) => !tracking(pair));
    if (kept.length === pairs.length) return url;
    return kept.length > 0 ? `${url.slice(0, mark)}?${kept.join('&')}` : url.slice(0, mark);
  };
}
