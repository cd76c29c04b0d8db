// RFC 5545 rules every iCalendar file the site serves must keep, checked by reading the text and by
// parsing it with ical.js (a real iCalendar parser, not our generator).
import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { TestGateway } from './gateway';

/** Properties registered by RFC 5545 (§8.3.2) and RFC 7986 (§5); anything else must be an `X-` name. */
const REGISTERED = new Set(
  [
    // RFC 5545
    'calscale', 'method', 'prodid', 'version', 'attach', 'categories', 'class', 'comment', 'description', 'geo', 'location', 'percent-complete', 'priority',
    'resources', 'status', 'summary', 'completed', 'dtend', 'due', 'dtstart', 'duration', 'freebusy', 'transp', 'tzid', 'tzname', 'tzoffsetfrom', 'tzoffsetto',
    'tzurl', 'attendee', 'contact', 'organizer', 'recurrence-id', 'related-to', 'url', 'uid', 'exdate', 'rdate', 'rrule', 'action', 'repeat', 'trigger',
    'created', 'dtstamp', 'last-modified', 'sequence', 'request-status',
    // RFC 7986
    'name', 'refresh-interval', 'source', 'color', 'image', 'conference',
  ],
);

/** Every component of a parsed file, the file's own VCALENDAR first. */
function components(root: ICAL.Component): ICAL.Component[] {
  return [root, ...root.getAllSubcomponents().flatMap(components)];
}

/**
 * Checks one served file and returns its parsed VCALENDAR: CRLF after every line (the last too),
 * lines folded to 75 octets, only registered or `X-` properties, DTSTAMP in UTC, every TZID given a
 * VTIMEZONE, and each VEVENT's UID, DTSTART and an end after its start.
 */
export function expectConformant(text: string, label: string): ICAL.Component {
  expect(text.endsWith('\r\n'), `${label}: the last line ends with CRLF`).toBe(true);
  expect(/[^\r]\n|\r(?!\n)/.test(text), `${label}: every line break is CRLF`).toBe(false);
  const lines = text.slice(0, -2).split('\r\n');
  for (const line of lines) expect(Buffer.byteLength(line), `${label}: line folded to 75 octets: ${line.slice(0, 40)}`).toBeLessThanOrEqual(75);

  const root = new ICAL.Component(ICAL.parse(text));
  expect(root.name).toBe('vcalendar');
  expect(root.getFirstPropertyValue('version'), label).toBe('2.0');
  expect(root.getFirstPropertyValue('prodid'), label).toBeTruthy();

  const zones = new Set(root.getAllSubcomponents('vtimezone').map((zone) => String(zone.getFirstPropertyValue('tzid'))));
  for (const component of components(root)) {
    for (const property of component.getAllProperties()) {
      expect(REGISTERED.has(property.name) || property.name.startsWith('x-'), `${label}: ${component.name} property ${property.name.toUpperCase()} is registered or X-`).toBe(true);
      const tzid = property.getParameter('tzid');
      if (typeof tzid === 'string') expect(zones.has(tzid), `${label}: TZID ${tzid} has its VTIMEZONE`).toBe(true);
    }
  }

  for (const vevent of root.getAllSubcomponents('vevent')) {
    const event = new ICAL.Event(vevent);
    expect(event.uid, `${label}: UID`).toBeTruthy();
    const stamp = vevent.getFirstPropertyValue('dtstamp');
    expect(stamp instanceof ICAL.Time && stamp.zone === ICAL.Timezone.utcTimezone, `${label}: DTSTAMP is UTC (RFC 5545 §3.8.7.2), ${String(stamp)}`).toBe(true);
    expect(event.startDate, `${label}: DTSTART`).toBeTruthy();
    expect(event.endDate.compare(event.startDate), `${label}: ${event.summary} ends after it starts`).toBe(1);
    expect(event.endDate.isDate, `${label}: ${event.summary} starts and ends as the same value type`).toBe(event.startDate.isDate);
  }
  return root;
}

/** The VEVENTs of a parsed file with ical.js's reading of each. */
export function eventsOf(root: ICAL.Component): { vevent: ICAL.Component; event: ICAL.Event }[] {
  return root.getAllSubcomponents('vevent').map((vevent) => ({ vevent, event: new ICAL.Event(vevent) }));
}

/** GETs an iCalendar path (with extra request headers) and reads its body as text, byte for byte (supertest leaves text/calendar unread). */
export async function fetchIcs(gateway: TestGateway, path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: Record<string, string>; text: string }> {
  const response = await gateway
    .http()
    .get(path)
    .set(headers)
    .buffer(true)
    .parse((res, done) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done(null, body));
    });
  return { status: response.status, headers: response.headers as Record<string, string>, text: String(response.body) };
}
