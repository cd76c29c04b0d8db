/**
 * An event series' next date (content spec §2: detail pages offer add to calendar; a series has no
 * date of its own): the soonest of its upcoming events that is not canceled, from the same search as
 * its related events (the request's loader asks it once), and that event date's calendar links.
 */
import { museumDateTime } from '../../../domain/calendar/museum-dates';
import { occurrenceParams } from '../../../domain/content/occurrences';
import type { GatewayContext } from '../../context';
import type { CalendarLinks } from '../../generated/resolvers-types';
import type { EventSummaryModel } from '../calendar/summaries';
import { icsPath, linksOf } from './details';
import type { EventSeriesPageModel } from './models';
import { relatedEvents } from './searches';

const EVENT_PATH = '/calendar/event/';

/** The series' soonest event that is neither over nor canceled; null when none is scheduled. */
export async function seriesNextDate(series: EventSeriesPageModel, context: GatewayContext): Promise<EventSummaryModel | null> {
  const events = await relatedEvents(series.relatedEventsQuery, series.path, context);
  const next = events.find((event) => {
    const start = museumDateTime(event.startDate);
    const end = museumDateTime(event.endDate) ?? start;
    return start !== null && end !== null && end >= context.now && event.status !== 'CANCELED' && event.url.startsWith(EVENT_PATH);
  });
  return next ?? null;
}

/** Calendar links of an event card's date, as that event's page gives them for the same `d` and `s`. */
export function eventDateLinks(event: EventSummaryModel, publicOrigin: string): CalendarLinks | null {
  const start = museumDateTime(event.startDate);
  if (!start || !event.url.startsWith(EVENT_PATH)) return null;
  const params = occurrenceParams({ start });
  const slug = decodeURIComponent(event.url.slice(EVENT_PATH.length));
  return linksOf(
    {
      title: event.title,
      description: event.summary ?? null,
      location: event.place?.text ?? null,
      url: `${publicOrigin}${event.url}?${new URLSearchParams(params).toString()}`,
      start,
      end: museumDateTime(event.endDate) ?? start.plus({ hours: 1 }),
      allDay: false,
    },
    icsPath('event', slug, params),
  );
}
