/**
 * How a sitemap child is split into numbered parts (sitemaps.org protocol): each part holds at
 * most `maxUrls` URLs (50,000 at most) and at most `maxBytes` uncompressed bytes (50 MB at most).
 * Parts are fixed slices of a kind's URLs in a stable order, so one part can be built alone (by
 * paging the upstream to its slice) without building the others.
 */

/** The protocol's limits for one sitemap file. */
export const PROTOCOL_MAX_URLS = 50_000;
export const PROTOCOL_MAX_BYTES = 50 * 1024 * 1024;
/** The protocol's longest URL (characters). */
export const MAX_URL_LENGTH = 2048;

export interface PartLimits {
  maxUrls: number;
  maxBytes: number;
}

/** One URL of a sitemap: an absolute URL and when its page last changed, when the upstream says. */
export interface SitemapEntry {
  url: string;
  lastmod: string | null;
}

/** What a sitemap file holds besides its entries: the XML declaration and the urlset element. */
const ENVELOPE_BYTES = Buffer.byteLength('<?xml version="1.0" encoding="UTF-8"?><urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>');
/** `lastmod` as written: an ISO date-time in UTC with milliseconds. */
const LASTMOD_BYTES = Buffer.byteLength('<lastmod>2026-11-22T15:00:00.000Z</lastmod>');

/** The bytes of a text as XML character data (the five entities escaped). */
function escapedBytes(text: string): number {
  return Buffer.byteLength(text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;'));
}

/** The most bytes one entry of this URL can take in a sitemap (with a lastmod when it has one). */
export function entryBytes(entry: SitemapEntry): number {
  return Buffer.byteLength('<url><loc></loc></url>') + escapedBytes(entry.url) + (entry.lastmod ? LASTMOD_BYTES : 0);
}

/** True for a URL the protocol accepts: absolute http(s), under 2,048 characters. */
export function isListableUrl(url: string): boolean {
  return url.length < MAX_URL_LENGTH && /^https?:\/\//.test(url);
}

/**
 * URLs per part when no entry takes more than `largestEntryBytes`: the count limit, lowered so that
 * a full part stays within the byte limit. At least one.
 */
export function urlsPerPart(limits: PartLimits, largestEntryBytes: number): number {
  const byBytes = Math.floor((limits.maxBytes - ENVELOPE_BYTES) / Math.max(1, largestEntryBytes));
  return Math.max(1, Math.min(limits.maxUrls, byBytes));
}

/** How many parts `count` URLs make at `perPart` a part (none for no URLs). */
export function partCount(count: number, perPart: number): number {
  return Math.ceil(count / perPart);
}

/** The slice of a kind's URLs part `part` (numbered from 1) holds. */
export function partSlice(part: number, perPart: number): { from: number; size: number } {
  return { from: (part - 1) * perPart, size: perPart };
}

/** The latest of some lastmod dates (ISO), or null when none is known. */
export function latest(dates: readonly (string | null)[]): string | null {
  let best: { text: string; millis: number } | null = null;
  for (const text of dates) {
    const millis = text ? Date.parse(text) : NaN;
    if (!Number.isNaN(millis) && (!best || millis > best.millis)) best = { text: text ?? '', millis };
  }
  return best ? new Date(best.millis).toISOString() : null;
}
