import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { MUSEUM_ZONE, MUSEUM_ZONE_NAME } from '../../../server/domain/clock';
import { buildIcs } from '../../../server/ical/calendar';
import { expectConformant } from '../../support/ics-conformance';

const now = DateTime.fromISO('2026-11-22T10:00:00', { zone: MUSEUM_ZONE });

describe('iCalendar files (read back with ical.js)', () => {
  const text = buildIcs({
    name: 'Museum calendar',
    productHost: 'museum.test',
    now,
    refreshMinutes: 60,
    items: [
      {
        uid: 'event-rodin-garden-tour-2026-11-28@museum.test',
        title: 'Rodin Garden Tour',
        description: 'A walk, with a comma; and a semicolon',
        url: 'https://museum.test/calendar/event/rodin-garden-tour',
        location: 'Garden, Rodin Museum',
        start: DateTime.fromISO('2026-11-28T13:00:00', { zone: MUSEUM_ZONE }),
        end: DateTime.fromISO('2026-11-28T14:00:00', { zone: MUSEUM_ZONE }),
      },
      {
        uid: 'exhibition-x@museum.test',
        title: 'Exhibition X',
        start: DateTime.fromISO('2026-09-01', { zone: MUSEUM_ZONE }),
        end: DateTime.fromISO('2026-12-06', { zone: MUSEUM_ZONE }),
        allDay: true,
        canceled: true,
      },
    ],
  });
  const calendar = new ICAL.Component(ICAL.parse(text));

  it('carries the New York VTIMEZONE and dates events in it', () => {
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe(MUSEUM_ZONE_NAME);
    const [tour] = calendar.getAllSubcomponents('vevent');
    const start = tour?.getFirstProperty('dtstart');
    expect(start?.getParameter('tzid')).toBe(MUSEUM_ZONE_NAME);
    const event = new ICAL.Event(tour);
    expect(event.uid).toBe('event-rodin-garden-tour-2026-11-28@museum.test');
    expect(event.summary).toBe('Rodin Garden Tour');
    expect(event.description).toBe('A walk, with a comma; and a semicolon');
    expect(event.location).toBe('Garden, Rodin Museum');
    expect(event.startDate.toString()).toBe('2026-11-28T13:00:00');
    expect(event.endDate.toString()).toBe('2026-11-28T14:00:00');
  });

  it('writes exhibitions as all-day spans and marks canceled entries', () => {
    const exhibition = calendar.getAllSubcomponents('vevent')[1];
    const event = new ICAL.Event(exhibition);
    expect(event.startDate.isDate).toBe(true);
    expect(event.startDate.toString()).toBe('2026-09-01');
    expect(event.endDate.toString()).toBe('2026-12-06');
    expect(exhibition?.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps RFC 5545: CRLF after the last line, DTSTAMP in UTC, no unregistered TIMEZONE-ID (issue 30, items 11, 12, 14)', () => {
    expectConformant(text, 'built file');
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const vevent of calendar.getAllSubcomponents('vevent')) expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe('2026-11-22T15:00:00Z');
    expect(calendar.getFirstProperty('timezone-id')).toBeNull();
  });

  it('names the calendar for subscribers', () => {
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Museum calendar');
  });
});
