import type { DateTime } from 'luxon';
import { lastDayOfRun } from '../domain/calendar/exhibition-status';
import { museumDateTime, museumDay } from '../domain/calendar/museum-dates';
import { occurrencesShown, type Occurrence } from '../domain/calendar/occurrences';
import type { CalendarSelection } from '../domain/calendar/selection';
import { placeOf } from '../domain/place';
import type { DatedHit } from '../upstreams/dated-hit';
import type { IcsItem } from './calendar';

/** Where the feed is served and read from: the site's origin (for absolute links) and its host (for UIDs). */
export interface FeedSite {
  origin: string;
  host: string;
}

/** An id safe in a UID: letters, digits and a few marks; an occurrence adds its start instant. */
function uidPart(text: string): string {
  return text.replace(/[^A-Za-z0-9._-]+/g, '-');
}

function common(hit: DatedHit, site: FeedSite): Pick<IcsItem, 'title' | 'description' | 'url' | 'location'> {
  const place = placeOf(hit.room, hit.location ?? hit.building);
  return { title: hit.title, description: hit.summary ?? null, url: hit.url.startsWith('/') ? `${site.origin}${hit.url}` : hit.url, location: place?.text ?? null };
}

function occurrencesOf(hit: DatedHit): Occurrence[] {
  if (hit.occurrences?.length) return hit.occurrences;
  return hit.startDate ? [{ start: hit.startDate, end: hit.endDate, isCanceled: hit.status === 'isCanceled' }] : [];
}

/** An event's occurrences on the selected days (today or later) as timed entries, one UID per occurrence. */
function eventItems(hit: DatedHit, selection: CalendarSelection, now: DateTime, site: FeedSite): IcsItem[] {
  return occurrencesShown(occurrencesOf(hit), selection, now).flatMap((occurrence) => {
    const start = museumDateTime(occurrence.start);
    if (!start) return [];
    const end = museumDateTime(occurrence.end);
    return [{ ...common(hit, site), uid: `${uidPart(hit.id)}-${start.toUTC().toFormat("yyyyMMdd'T'HHmm'Z'")}@${site.host}`, start, end: end && end > start ? end : start.plus({ hours: 1 }), canceled: Boolean(occurrence.isCanceled) }];
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
  return [{ ...common(hit, site), uid: `${uidPart(hit.id)}@${site.host}`, start, end: end.plus({ days: 1 }), allDay: true }];
}

/** The entries of a calendar selection's feed: exhibitions as all-day spans, events at each occurrence shown. */
export function feedItems(hits: readonly DatedHit[], selection: CalendarSelection, now: DateTime, site: FeedSite): IcsItem[] {
  return hits.flatMap((hit) => (hit.type === 'exhibitions' ? exhibitionItems(hit, site) : eventItems(hit, selection, now, site)));
}
