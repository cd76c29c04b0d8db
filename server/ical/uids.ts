import type { DateTime } from 'luxon';
import { publishedId } from '../domain/cache-tags';

/**
 * UIDs of the site's calendar entries (RFC 5545 §3.8.4.7: globally unique and persistent): the
 * content document's id (a draft's is its document's), for an event the date's start instant in UTC,
 * and the host of the site's public origin. The feed and the downloads make them alike, so a calendar
 * that subscribed to the feed and also added a date keeps one entry, and a changed title or a move of
 * the page's address updates that entry instead of adding another.
 */

/** Letters, digits and a few marks: what a UID's parts keep. */
function uidPart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '-');
}

/** The host of the site's public origin (`PUBLIC_ORIGIN`), the same whichever host a request reached. */
export function uidHost(publicOrigin: string): string {
  return new URL(publicOrigin).hostname;
}

/** One date of an event: `{content id}-{start in UTC, yyyyMMdd'T'HHmmss'Z'}@{host}`. */
export function eventDateUid(contentId: string, start: DateTime, host: string): string {
  return `${uidPart(publishedId(contentId))}-${start.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'")}@${host}`;
}

/** An exhibition's run (or a listed item without dates of its own): `{id}@{host}`. */
export function itemUid(id: string, host: string): string {
  return `${uidPart(publishedId(id))}@${host}`;
}
