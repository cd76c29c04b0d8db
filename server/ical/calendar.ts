import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import icalGenerator, { ICalEventStatus } from 'ical-generator';
import type { DateTime } from 'luxon';
import { MUSEUM_ZONE, MUSEUM_ZONE_NAME } from '../domain/clock';

/** One entry of an iCalendar file: an event occurrence, or an exhibition as an all-day span. */
export interface IcsItem {
  /** Stable across requests and feeds, so calendar apps update entries instead of duplicating them. */
  uid: string;
  title: string;
  description?: string | null;
  /** Absolute URL of the item's page. */
  url?: string | null;
  location?: string | null;
  start: DateTime;
  /** Exclusive end for all-day items (the day after the last day). */
  end: DateTime;
  allDay?: boolean;
  canceled?: boolean;
}

export interface IcsCalendar {
  /** The calendar's name, shown by calendar apps for a subscribed feed. */
  name: string;
  /** `PRODID` host part, for example the site's host name. */
  productHost: string;
  items: IcsItem[];
  /** When the file was made (the museum clock), stamped on every entry. */
  now: DateTime;
  /** Suggested refresh interval of a subscribed feed, in minutes. */
  refreshMinutes?: number;
}

/**
 * An iCalendar (RFC 5545) document built with ical-generator: times in America/New_York with its
 * VTIMEZONE, all-day items as dates, canceled items marked CANCELLED, DTSTAMP in UTC.
 */
export function buildIcs({ name, productHost, items, now, refreshMinutes }: IcsCalendar): string {
  const calendar = icalGenerator({
    name,
    prodId: { company: productHost, product: 'museum-calendar', language: 'EN' },
    // No calendar-wide zone: with one, ical-generator writes DTSTAMP in it without `Z` (RFC 5545
    // §3.8.7.2 wants UTC) and adds an unregistered TIMEZONE-ID. Each entry names its zone, and the
    // generator writes the VTIMEZONE its TZID refers to.
    timezone: { name: null, generator: getVtimezoneComponent },
    ...(refreshMinutes ? { ttl: refreshMinutes * 60 } : {}),
  });
  for (const item of items) {
    // Luxon values, not JS Dates: ical-generator writes a Date's UTC digits under the New York TZID.
    calendar.createEvent({
      id: item.uid,
      summary: item.title,
      description: item.description ?? undefined,
      url: item.url ?? undefined,
      location: item.location ?? undefined,
      start: item.start.setZone(MUSEUM_ZONE),
      end: item.end.setZone(MUSEUM_ZONE),
      allDay: item.allDay ?? false,
      timezone: MUSEUM_ZONE_NAME,
      stamp: now,
      status: item.canceled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // RFC 5545 §3.1: every content line ends with CRLF, the last one too (the library leaves it off).
  return `${calendar.toString()}\r\n`;
}
