import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { calendarLinks } from '../../../server/domain/content/calendar-links';
import { isSlideShowing } from '../../../server/domain/content/carousel';
import { creditGroupTitle } from '../../../server/domain/content/credits';
import { galleryStyle, gridStyle, LOAD_MORE_STEP, maxLoad, sectionStyle } from '../../../server/domain/content/layout';
import { documentPath, documentUrl, queryShape } from '../../../server/domain/content/query-shape';
import { shortcode } from '../../../server/domain/content/shortcodes';

const NOW = DateTime.fromISO('2026-11-22T10:00:00', { zone: 'America/New_York' });

describe('content page resolution (spec §2)', () => {
  it('chooses the query shape by the path prefix', () => {
    expect(queryShape('/calendar/exhibition/threads-of-light')).toBe('exhibition');
    expect(queryShape('/calendar/event/walkthrough')).toBe('event');
    expect(queryShape('/calendar/event-series/lectures')).toBe('eventSeries');
    for (const prefix of ['curated', 'themes', 'departments', 'collectors']) expect(queryShape(`/collection/${prefix}/x`)).toBe('collection');
    for (const path of ['/', '/visit', '/collection', '/collection/curated', '/calendar/exhibitions', '/calendar/events/x']) expect(queryShape(path), path).toBe('page');
  });

  it('builds a document’s URL from its parent path and slug; buildings link to their hours', () => {
    expect(documentPath({ slug: 'home', path: '/' })).toBe('/');
    expect(documentPath({ slug: 'tickets', path: '/visit' })).toBe('/visit/tickets');
    expect(documentPath({ slug: 'visit', path: '/' })).toBe('/visit');
    expect(documentUrl({ _type: 'exhibition', slug: 'x', path: '/calendar/exhibition' })).toBe('/calendar/exhibition/x');
    expect(documentUrl({ _type: 'location', slug: 'rodin-museum', path: null })).toBe('/visit/locations-hours#rodin-museum');
    expect(documentUrl({ _type: 'page', slug: null, path: '/x' })).toBeNull();
  });
});

describe('layout choices', () => {
  it('reads known styles and falls back to the default for unknown ones, saying so', () => {
    expect(sectionStyle('Half-Image-Right')).toEqual({ value: 'half-image-right', unknown: null });
    expect(sectionStyle('neon-glow')).toEqual({ value: 'default', unknown: 'neon-glow' });
    expect(sectionStyle(null)).toEqual({ value: 'default', unknown: null });
    expect(galleryStyle('double').value).toBe('double');
    expect(gridStyle('carousel')).toEqual({ value: 'grid', unknown: 'carousel' });
  });

  it('loads more by the grid style’s step (spec §9), else 5', () => {
    // Each style shows its maxLoad first; every "Load more" then adds the default step, 5.
    expect([maxLoad('grid'), maxLoad('grid-md'), maxLoad('grid-lg'), maxLoad('tiles'), maxLoad('masonry'), maxLoad(null)]).toEqual([8, 9, 4, 6, 5, 5]);
    expect(LOAD_MORE_STEP).toBe(5);
  });
});

describe('homepage slides (spec §4: publishedAt <= now <= expiresAt, missing bounds open)', () => {
  it('shows slides inside their window only', () => {
    expect(isSlideShowing({}, NOW)).toBe(true);
    expect(isSlideShowing({ publishedAt: '2026-11-22T10:00:00-05:00', expiresAt: '2026-11-22T10:00:00-05:00' }, NOW)).toBe(true);
    expect(isSlideShowing({ publishedAt: '2026-11-22T10:00:01-05:00' }, NOW)).toBe(false);
    expect(isSlideShowing({ expiresAt: '2026-11-22T09:59:59-05:00' }, NOW)).toBe(false);
    expect(isSlideShowing({ publishedAt: 'soon', expiresAt: null }, NOW)).toBe(true);
  });
});

describe('add to calendar (spec §7: Outlook, Google, Yahoo in America/New_York)', () => {
  const start = DateTime.fromISO('2026-12-01T18:00:00', { zone: 'America/New_York' });
  const entry = { title: 'Lecture: Weaving Light', description: 'A weaver on light.', location: 'Van Pelt Auditorium, Perelman Building', url: 'https://museum.example/calendar/event/x?d=2026-12-01&s=18:00', start, end: start.plus({ minutes: 90 }), allDay: false };

  it('gives timed entries in New York time (Google with its zone, Yahoo in UTC, Outlook with the offset)', () => {
    const links = calendarLinks(entry);
    const google = new URL(links.google);
    expect(google.origin + google.pathname).toBe('https://calendar.google.com/calendar/render');
    expect(google.searchParams.get('dates')).toBe('20261201T180000/20261201T193000');
    expect(google.searchParams.get('ctz')).toBe('America/New_York');
    expect(google.searchParams.get('text')).toBe('Lecture: Weaving Light');
    expect(google.searchParams.get('details')).toContain(entry.url);
    const yahoo = new URL(links.yahoo);
    expect([yahoo.searchParams.get('st'), yahoo.searchParams.get('et')]).toEqual(['20261201T230000Z', '20261202T003000Z']);
    const outlook = new URL(links.outlook);
    expect([outlook.searchParams.get('startdt'), outlook.searchParams.get('enddt')]).toEqual(['2026-12-01T18:00:00-05:00', '2026-12-01T19:30:00-05:00']);
    expect(outlook.searchParams.get('location')).toBe(entry.location);
  });

  it('gives all-day entries as dates (Google and Outlook end the day after the last)', () => {
    const links = calendarLinks({ ...entry, start: DateTime.fromISO('2026-10-23', { zone: 'America/New_York' }), end: DateTime.fromISO('2027-03-22', { zone: 'America/New_York' }), allDay: true });
    expect(new URL(links.google).searchParams.get('dates')).toBe('20261023/20270323');
    expect(new URL(links.yahoo).searchParams.get('dur')).toBe('allday');
    expect(new URL(links.outlook).searchParams.get('allday')).toBe('true');
    expect(new URL(links.outlook).searchParams.get('enddt')).toBe('2027-03-23');
  });
});

describe('credits and shortcodes', () => {
  it('titles credit groups with the editors’ heading, else the default', () => {
    expect(creditGroupTitle('sponsors', 'Supported by')).toBe('Supported by');
    expect(creditGroupTitle('sponsors', '  ')).toBe('Sponsors');
    expect(creditGroupTitle('speakers')).toBe('Speakers');
  });
  it('knows the three shortcodes by name, whatever their case', () => {
    expect(shortcode('OpenTable')?.kind).toBe('OPEN_TABLE');
    expect(shortcode('plannedgivingcalculator')?.kind).toBe('PLANNED_GIVING_CALCULATOR');
    // The sign-up is the newsletter form itself: no link elsewhere. The reservation opens OpenTable.
    expect(shortcode('Signup')).toMatchObject({ kind: 'SIGNUP', link: null });
    expect(shortcode('OpenTable')?.link?.url).toMatch(/^https:\/\/www\.opentable\.com\//);
    expect(shortcode('Poll')).toBeNull();
  });
});
