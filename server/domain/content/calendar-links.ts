import type { DateTime } from 'luxon';
import { MUSEUM_ZONE, MUSEUM_ZONE_NAME } from '../clock';

/** What goes into a calendar entry. */
export interface CalendarEntry {
  title: string;
  description: string | null;
  location: string | null;
  /** Absolute URL of the page. */
  url: string;
  start: DateTime;
  /** Timed: the end; all-day: the last day (inclusive). */
  end: DateTime;
  allDay: boolean;
}

export interface CalendarLinkSet {
  google: string;
  yahoo: string;
  outlook: string;
}

const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

function details(entry: CalendarEntry): string {
  return [entry.description, entry.url].filter(Boolean).join('\n\n');
}

/**
 * Add-to-calendar links of the big calendar services (content spec §7: Outlook, Google, Yahoo), with
 * times in America/New_York; all-day entries as dates (Google's end date is exclusive).
 */
export function calendarLinks(entry: CalendarEntry): CalendarLinkSet {
  const start = entry.start.setZone(MUSEUM_ZONE);
  const end = entry.end.setZone(MUSEUM_ZONE);
  const location = entry.location ?? '';
  if (entry.allDay) {
    const afterLast = end.plus({ days: 1 });
    return {
      google: `https://calendar.google.com/calendar/render?${query({ action: 'TEMPLATE', text: entry.title, dates: `${start.toFormat('yyyyMMdd')}/${afterLast.toFormat('yyyyMMdd')}`, details: details(entry), location, ctz: MUSEUM_ZONE_NAME })}`,
      yahoo: `https://calendar.yahoo.com/?${query({ v: '60', title: entry.title, st: start.toFormat('yyyyMMdd'), et: end.toFormat('yyyyMMdd'), dur: 'allday', desc: details(entry), in_loc: location })}`,
      outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${query({ path: '/calendar/action/compose', rru: 'addevent', subject: entry.title, startdt: start.toISODate() ?? '', enddt: afterLast.toISODate() ?? '', allday: 'true', body: details(entry), location })}`,
    };
  }
  const local = (time: DateTime) => time.toFormat("yyyyMMdd'T'HHmmss");
  const utc = (time: DateTime) => time.toUTC().toFormat("yyyyMMdd'T'HHmmss'Z'");
  return {
    google: `https://calendar.google.com/calendar/render?${query({ action: 'TEMPLATE', text: entry.title, dates: `${local(start)}/${local(end)}`, ctz: MUSEUM_ZONE_NAME, details: details(entry), location })}`,
    yahoo: `https://calendar.yahoo.com/?${query({ v: '60', title: entry.title, st: utc(start), et: utc(end), desc: details(entry), in_loc: location })}`,
    outlook: `https://outlook.live.com/calendar/0/deeplink/compose?${query({ path: '/calendar/action/compose', rru: 'addevent', subject: entry.title, startdt: start.toISO({ suppressMilliseconds: true }) ?? '', enddt: end.toISO({ suppressMilliseconds: true }) ?? '', body: details(entry), location })}`,
  };
}
