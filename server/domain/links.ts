/**
 * True when a menu URL leaves the site (absolute http(s) or protocol-relative URLs); site-relative
 * paths, anchors and mail/phone links stay in the same window.
 */
export function isExternalUrl(url: string): boolean {
  const trimmed = url.trim();
  return /^https?:\/\//i.test(trimmed) || trimmed.startsWith('//');
}
