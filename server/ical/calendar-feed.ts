import type { DateTime } from 'luxon';
import { lastDayOfRun } from '../domain/calendar/exhibition-status';
import { museumDateTime, museumDay } from '../domain/calendar/museum-dates';
import { occurrencesShown, type Occurrence } from '../domain/calendar/occurrences';
import type { CalendarSelection } from '../domain/calendar/selection';
import { occurrenceParams } from '../domain/content/occurrences';
import { placeOf } from '../domain/place';
import type { DatedHit } from '../upstreams/dated-hit';
import type { IcsItem } from './calendar';
import { eventDateUid, itemUid } from './uids';

/** Where the feed is read from (the origin of its absolute links) and the host its UIDs name (the site's public one). */
export interface FeedSite {
  origin: string;
  uidHost: string;
}

/** The content document a hit lists: its `contentId`, else (an item with no document) the hit's own id. */
function documentId(hit: DatedHit): string {
  return hit.contentId ?? hit.id;
}

function common(hit: DatedHit, site: FeedSite): Pick<IcsItem, 'title' | 'description' | 'location'> & { url: string } {
  const place = placeOf(hit.room, hit.location ?? hit.building);
  return { title: hit.title, description: hit.summary ?? null, url: hit.url.startsWith('/') ? `${site.origin}${hit.url}` : hit.url, location: place?.text ?? null };
}

function occurrencesOf(hit: DatedHit): Occurrence[] {
  if (hit.occurrences?.length) return hit.occurrences;
  return hit.startDate ? [{ start: hit.startDate, end: hit.endDate, isCanceled: hit.status === 'isCanceled' }] : [];
}

/**
 * An event's occurrences on the selected days (today or later) as timed entries: each with the UID
 * of its date's download, and its page's URL naming the date (`?d&s`, as the page's own date links).
 */
function eventItems(hit: DatedHit, selection: CalendarSelection, now: DateTime, site: FeedSite): IcsItem[] {
  const entry = common(hit, site);
  return occurrencesShown(occurrencesOf(hit), selection, now).flatMap((occurrence) => {
    const start = museumDateTime(occurrence.start);
    if (!start) return [];
    const end = museumDateTime(occurrence.end);
    const url = `${entry.url}?${new URLSearchParams(occurrenceParams({ start })).toString()}`;
    return [{ ...entry, url, uid: eventDateUid(documentId(hit), start, site.uidHost), start, end: end && end > start ? end : start.plus({ hours: 1 }), canceled: Boolean(occurrence.isCanceled) }];
  });
}

/**
 * An exhibition as an all-day span, its last day included. An ongoing one runs, as the page lists it,
 * to the open-ended end date (spec §9), so subscribers see it as on view every day until then.
 */
function exhibitionItems(hit: DatedHit, site: FeedSite): IcsItem[] {
  const start = museumDay(hit.startDate);
  const end = lastDayOfRun({ startDate: hit.startDate, endDate: hit.endDate, duration: hit.duration });
  if (!start || !end || end < start) return [];
  return [{ ...common(hit, site), uid: itemUid(documentId(hit), site.uidHost), start, end: end.plus({ days: 1 }), allDay: true }];
}

/** The entries of a calendar selection's feed: exhibitions as all-day spans, events at each occurrence shown. */
export function feedItems(hits: readonly DatedHit[], selection: CalendarSelection, now: DateTime, site: FeedSite): IcsItem[] {
  return hits.flatMap((hit) => (hit.type === 'exhibitions' ? exhibitionItems(hit, site) : eventItems(hit, selection, now, site)));
}
