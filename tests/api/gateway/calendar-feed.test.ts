// The subscribable iCalendar feed of a calendar selection, read back with a real iCalendar parser.
import ICAL from 'ical.js';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { allItems, calendar } from './calendar-support';
import { eventsOf, fetchIcs } from '../../support/ics-conformance';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway.close();
});

function feed(query: string, target = gateway) {
  return fetchIcs(target, `/calendar.ics${query}`);
}

function parse(text: string) {
  const component = new ICAL.Component(ICAL.parse(text));
  return { component, events: eventsOf(component) };
}

describe('GET /calendar.ics', () => {
  it('serves the selection’s events as an iCalendar file in New York time, named for the selection', async () => {
    const response = await feed('?range=this-weekend&categories=tours,talks');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    const { component, events } = parse(response.text);
    expect(component.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
    expect(component.getFirstPropertyValue('x-wr-calname')).toBe('Philadelphia Museum of Art: Tours and Talks, This Weekend');

    const listed = allItems(await calendar(gateway, { range: 'this-weekend', categories: ['tours', 'talks'] }));
    expect(events.map(({ event }) => event.summary).sort()).toEqual(listed.map((item) => item.title).sort());
    for (const { vevent, event } of events) {
      expect(vevent.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
      expect(event.startDate.toString() >= '2026-11-27T00:00:00' && event.startDate.toString() <= '2026-11-29T23:59:59').toBe(true);
      const url = String(vevent.getFirstPropertyValue('url'));
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1(:\d+)?\/calendar\/event\//);
      const item = listed.find((candidate) => candidate.url === new URL(url).pathname);
      expect(event.startDate.toString()).toBe(item?.startDate?.slice(0, 19));
    }
  });

  it('keeps every UID stable across requests, gateways and the host a request reached, one per occurrence of a course', async () => {
    const first = parse((await feed('?range=all&categories=hands-on-activities')).text).events.map(({ event }) => event.uid);
    const other = await startGateway({ upstreams: gateway.upstreams });
    try {
      const second = parse((await feed('?range=all&categories=hands-on-activities', other)).text).events.map(({ event }) => event.uid);
      expect(second).toEqual(first);
    } finally {
      await other.close();
    }
    const elsewhere = await fetchIcs(gateway, '/calendar.ics?range=all&categories=hands-on-activities', { host: 'www.museum.example' });
    expect(parse(elsewhere.text).events.map(({ event }) => event.uid)).toEqual(first);
    expect(new Set(first).size).toBe(first.length);
    // The content id, the session's start in UTC, the public origin's host.
    const course = first.filter((uid) => uid.startsWith('event-studio-class-watercolor-landscapes-'));
    expect(course.length).toBeGreaterThan(1);
    const host = new URL(gateway.config.publicOrigin).hostname;
    expect(course.every((uid) => /-\d{8}T\d{6}Z@[^@]+$/.test(uid) && uid.endsWith(`@${host}`)), course.join(' ')).toBe(true);
  });

  it('writes exhibitions as all-day spans, ongoing ones to the open-ended end date, and marks canceled occurrences', async () => {
    const { events } = parse((await feed('?range=today&categories=exhibitions')).text);
    const listed = allItems(await calendar(gateway, { range: 'today', categories: ['exhibitions'] }));
    expect(listed.some((item) => item.dateText === 'Ongoing')).toBe(true);
    expect(events.map(({ event }) => event.summary).sort()).toEqual(listed.map((item) => item.title).sort());
    for (const { event } of events) {
      expect(event.startDate.isDate).toBe(true);
      const item = listed.find((candidate) => candidate.title === event.summary);
      expect(event.startDate.toString()).toBe(item?.startDate);
      // DTEND of an all-day entry is the day after its last day (2030-12-31 for an ongoing one, spec §9).
      expect(event.endDate.toString()).toBe(DateTime.fromISO(item?.dateText === 'Ongoing' ? '2030-12-31' : (item?.endDate ?? '')).plus({ days: 1 }).toISODate());
    }
    const all = parse((await feed('')).text).events;
    const canceled = all.filter(({ vevent }) => vevent.getFirstPropertyValue('status') === 'CANCELLED');
    expect(canceled.length).toBeGreaterThan(0);
    expect(all.length).toBeGreaterThan(100);
  });

  it('reads bad parameters as the calendar does: the fallback, never an error', async () => {
    const everything = parse((await feed('')).text).events.length;
    const forty = Array.from({ length: 40 }, (_, index) => `category-${index}`).join(',');
    for (const query of [`?range=${'x'.repeat(10_240)}`, `?range=tomorrow&categories=${forty}`, '?range=2026-02-30&audiences=&locations=%F0%9F%8E%A8', '?range=a&range=b']) {
      const response = await feed(query);
      expect(response.status, query.slice(0, 30)).toBe(200);
      expect(parse(response.text).events).toHaveLength(everything);
    }
  });

  it('answers 503 with Retry-After, not an empty calendar, when the search service fails', async () => {
    const broken = await startGateway();
    try {
      await broken.upstreams.stop('search');
      const response = await feed('?range=today', broken);
      expect(response.status).toBe(503);
      expect(response.headers['retry-after']).toBe('300');
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await broken.close();
    }
  });
});
