import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway, TEST_NOW } from '../../support/gateway';
import { callsDuring, contentPage, pageOf } from './content-support';
import { serviceSearch } from './search-support';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ env: { PUBLIC_ORIGIN: 'https://museum.example' } });
});
afterAll(() => gateway.close());

const WALKTHROUGH = '/calendar/event/threads-of-light-curator-walkthrough';

describe('exhibition detail pages', () => {
  it('applies the exhibition rules for today, with credits under their headings, galleries, artworks, related content and promotion', async () => {
    const exhibition = await pageOf(gateway, 'ExhibitionPage', { path: '/calendar/exhibition/threads-of-light' });
    expect(exhibition).toMatchObject({
      title: 'Threads of Light: Textiles from Four Centuries',
      label: 'Now On View',
      dateText: 'Through March 22, 2027',
      place: { text: 'Dorrance Galleries, Main Building', buildingUrl: '/visit/museum-map' },
      ticketType: 'Timed ticket',
      tickets: { kind: 'TICKETS', url: '?keyword=THREADS', ticket: { keyword: 'THREADS' } },
      image: { width: 1920, height: 720 },
      promotion: { title: 'Members see it free', image: { width: 640, height: 480 }, link: { target: { url: '/join/membership' } } },
    });
    expect(exhibition.credits.map((group) => [group.kind, group.title, group.credits.length])).toEqual([
      ['artists', 'Artists', 3],
      ['curators', 'Curators', 2],
      ['organizers', 'Organized by', 1],
      ['sponsors', 'Supported by', 2],
    ]);
    expect(exhibition.credits[0]?.credits[0]).toMatchObject({ name: 'Anni Albers', image: { width: 640, height: 640 }, imageCaption: 'Study for a wall hanging' });
    expect(exhibition.galleries.map((gallery) => [gallery.title, gallery.galleryStyle, gallery.images.length])).toEqual([['Installation views', 'GRID', 3]]);
    expect(exhibition.artworks.map((artwork) => artwork.url)).toEqual(['/collection/object/1112', '/collection/object/1166', '/collection/object/1234']);
    expect(exhibition.relatedContent.map((item) => item.__typename)).toEqual(['ContentCard', 'ContentCard', 'ContentCard']);
    expect(exhibition.body.map((block) => block.__typename)).toEqual(['TextBlock', 'TextBlock', 'ListBlock', 'TextBlock']);
  });

  it('reads "Through {end}" whether upcoming or closed (content spec §4), naming the opening day apart before it opens', async () => {
    const today = TEST_NOW.slice(0, 10);
    const { result } = await serviceSearch(gateway, { index: 'exhibitions', query: '', paging: { size: 2000 } });
    const temporary = (result as unknown as { url: string; startDate: string; endDate: string; duration: string; dateOverride: string | null }[]).filter(
      (hit) => hit.duration === 'temporary' && !hit.dateOverride && !hit.endDate.startsWith('2030-12-31') && hit.url.startsWith('/calendar/exhibition/'),
    );
    const long = (iso: string) => new Date(`${iso.slice(0, 10)}T12:00:00Z`).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
    const seen = new Set<string>();
    for (const hit of temporary) {
      const page = await contentPage(gateway, { path: hit.url });
      if (page?.__typename !== 'ExhibitionPage') continue;
      seen.add(page.label);
      expect(page.dateText, hit.url).toBe(`Through ${long(hit.endDate)}`);
      expect(page.openingText, hit.url).toBe(hit.startDate.slice(0, 10) > today ? `Opens ${long(hit.startDate)}` : null);
    }
    expect([...seen].sort()).toEqual(['Closed', 'Closing Soon', 'Coming Soon', 'Now On View', 'Upcoming']);
  });

  it('lists its upcoming events from one search call, soonest first, with the card rules per date', async () => {
    const fresh = await startGateway({ upstreams: gateway.upstreams });
    try {
      let exhibition: Awaited<ReturnType<typeof pageOf<'ExhibitionPage'>>> | undefined;
      const calls = await callsDuring(fresh, async () => {
        exhibition = await pageOf(fresh, 'ExhibitionPage', { path: '/calendar/exhibition/threads-of-light' });
      });
      // Related events and the exhibition's artworks: one search each. Content: the page, its
      // breadcrumbs, and the buildings and site settings its place's address is read from (which a
      // page's chrome reads anyway, so a rendered page shares them).
      expect(calls).toEqual({ content: 4, search: 2 });
      const events = exhibition?.relatedEvents ?? [];
      expect(events.map((event) => event.title)).toEqual([
        'Lecture: Weaving Light',
        'Curator’s Walkthrough: Threads of Light',
        'Late Night in the Galleries: Threads of Light',
        'Weaving Workshop',
        'Lecture: The Silk Roads',
      ]);
      const byTitle = new Map(events.map((event) => [event.title, event]));
      expect(byTitle.get('Weaving Workshop')).toMatchObject({ status: 'CANCELED', statusLabel: 'Canceled', tickets: null });
      expect(byTitle.get('Lecture: The Silk Roads')).toMatchObject({ status: 'SOLD_OUT', tickets: null });
      expect(byTitle.get('Late Night in the Galleries: Threads of Light')).toMatchObject({ timeText: '8:00 p.m.–Midnight', tickets: { url: '?keyword=LATE' } });
      // A multi-date event's card shows its next date (the canceled one here).
      expect(byTitle.get('Curator’s Walkthrough: Threads of Light')).toMatchObject({ dateText: 'Wednesday, December 2, 2026', status: 'CANCELED' });
    } finally {
      await fresh.close();
    }
  });

  it('offers the run as all-day calendar dates; closed and open-ended exhibitions have nothing to add', async () => {
    const exhibition = await pageOf(gateway, 'ExhibitionPage', { path: '/calendar/exhibition/threads-of-light' });
    const google = new URL(exhibition.addToCalendar?.google ?? '');
    expect(google.searchParams.get('dates')).toBe('20261023/20270323');
    expect(google.searchParams.get('details')).toContain('https://museum.example/calendar/exhibition/threads-of-light');
    expect(exhibition.addToCalendar?.ics).toBe('/add-to-calendar/exhibition/threads-of-light');
  });
});

describe('event detail pages', () => {
  it('shows the date chosen by d and s with its own status; tickets only while it can be booked', async () => {
    const variables = (date?: string, time?: string) => ({ path: WALKTHROUGH, ...(date ? { date } : {}), ...(time ? { time } : {}) });
    const open = await pageOf(gateway, 'EventPage', variables('2026-12-12', '16:00'));
    expect(open.occurrence).toMatchObject({ dateText: 'Saturday, December 12, 2026', timeText: '4:00–5:00 p.m.', status: null, statusText: null, isPast: false, url: `${WALKTHROUGH}?d=2026-12-12&s=16%3A00`, tickets: { kind: 'TICKETS', ticket: { packageId: 'THREADS-TOUR' } } });
    expect(open.occurrence?.addToCalendar?.ics).toBe('/add-to-calendar/event/threads-of-light-curator-walkthrough?d=2026-12-12&s=16%3A00');

    const canceled = await pageOf(gateway, 'EventPage', variables('2026-12-02', '14:00'));
    expect(canceled.occurrence).toMatchObject({ status: 'CANCELED', statusText: 'CANCELED', tickets: null, addToCalendar: null });
    const soldOut = await pageOf(gateway, 'EventPage', variables('2026-12-05'));
    expect(soldOut.occurrence).toMatchObject({ status: 'SOLD_OUT', statusText: 'SOLD OUT', tickets: null });
    expect(soldOut.occurrence?.addToCalendar).not.toBeNull();

    // Without d: the next date that is not canceled.
    const next = await pageOf(gateway, 'EventPage', variables());
    expect(next.occurrence?.dateText).toBe('Saturday, December 5, 2026');
    // A date it does not take place on: no occurrence (the page links to all dates); a malformed one reads as none given.
    expect((await pageOf(gateway, 'EventPage', variables('2026-12-03'))).occurrence).toBeNull();
    expect((await pageOf(gateway, 'EventPage', variables('2026-12-12', '09:00'))).occurrence).toBeNull();
    expect((await pageOf(gateway, 'EventPage', variables('yesterday'))).occurrence?.dateText).toBe('Saturday, December 5, 2026');
    expect(next).toMatchObject({ hasOccurrences: true, occurrenceCount: 5, category: 'Tours', audiences: ['Adults'], ticketInstructions: 'Meet at the exhibition entrance ten minutes before the tour.' });
    expect(next.upcomingOccurrences.map((date) => [date.dateText, date.statusText])).toEqual([
      ['Wednesday, December 2, 2026', 'CANCELED'],
      ['Saturday, December 5, 2026', 'SOLD OUT'],
      ['Saturday, December 12, 2026', null],
      ['Saturday, December 12, 2026', null],
      ['Saturday, December 19, 2026', null],
    ]);
    expect(next.credits.map((group) => [group.title, group.credits.map((credit) => credit.name)])).toEqual([
      ['Speakers', ['Elisabeth Agro', 'Hyunsoo Woo']],
      ['Sponsors', ['The Women’s Committee']],
    ]);
    expect(next.relatedSeries.map((item) => (item.__typename === 'ContentCard' ? [item.title, item.typeLabel, item.url] : null))).toEqual([['Threads of Light Lectures', 'Event Series', '/calendar/event-series/threads-of-light-lectures']]);
    expect(next.relatedExhibitions.map((exhibition) => [exhibition.title, exhibition.label])).toEqual([['Threads of Light: Textiles from Four Centuries', 'Now On View']]);
    // Its series' other events.
    expect(next.relatedEvents.map((event) => event.title)).toEqual(['Lecture: Weaving Light', 'Lecture: The Silk Roads']);
  });

  it('hides tickets of an event that is over, and shows a midnight end as Midnight', async () => {
    const over = await pageOf(gateway, 'EventPage', { path: '/calendar/event/threads-of-light-opening' });
    expect(over.occurrence).toMatchObject({ isPast: true, tickets: null, addToCalendar: null });
    expect(over.upcomingOccurrences).toEqual([]);
    const late = await pageOf(gateway, 'EventPage', { path: '/calendar/event/threads-of-light-late-night' });
    expect(late.occurrence).toMatchObject({ timeText: '8:00 p.m.–Midnight', tickets: { url: '?keyword=LATE' } });
    const canceled = await pageOf(gateway, 'EventPage', { path: '/calendar/event/threads-of-light-weaving-workshop' });
    expect(canceled.occurrence).toMatchObject({ statusText: 'CANCELED', tickets: null });
  });

  it('says when an event has no dates at all', async () => {
    const talk = await pageOf(gateway, 'EventPage', { path: '/calendar/event/threads-of-light-artist-talk' });
    expect(talk).toMatchObject({ hasOccurrences: false, occurrenceCount: 0, upcomingOccurrences: [], occurrence: null, noIndex: true });
  });

  it('lists an event series’ upcoming events from one search call', async () => {
    // A gateway of its own: the event page's related events above asked the very same search.
    const fresh = await startGateway({ upstreams: gateway.upstreams });
    let series: Awaited<ReturnType<typeof pageOf<'EventSeriesPage'>>> | undefined;
    const calls = await callsDuring(fresh, async () => {
      series = await pageOf(fresh, 'EventSeriesPage', { path: '/calendar/event-series/threads-of-light-lectures' });
    }).finally(() => fresh.close());
    expect(calls.search).toBe(1);
    if (!series) throw new Error('no series');
    expect(series).toMatchObject({ category: 'Talks', audiences: ['Adults'], place: { text: 'Perelman Building' } });
    expect(series.relatedEvents.map((event) => [event.title, event.dateText])).toEqual([
      ['Lecture: Weaving Light', 'Tuesday, December 1, 2026'],
      ['Curator’s Walkthrough: Threads of Light', 'Wednesday, December 2, 2026'],
      ['Lecture: The Silk Roads', 'Tuesday, December 15, 2026'],
    ]);
    const generated = await pageOf(gateway, 'EventSeriesPage', { path: '/calendar/event-series/art-after-5' });
    expect(generated.relatedEvents.length).toBeGreaterThan(5);
    expect(generated.relatedEvents.every((event) => event.title === 'Art After 5')).toBe(true);
  });

  it('offers its next date that is not canceled to add to a calendar, from the same search, with the event date’s .ics', async () => {
    const fresh = await startGateway({ upstreams: gateway.upstreams, env: { PUBLIC_ORIGIN: 'https://museum.example' } });
    let series: Awaited<ReturnType<typeof pageOf<'EventSeriesPage'>>> | undefined;
    const calls = await callsDuring(fresh, async () => {
      series = await pageOf(fresh, 'EventSeriesPage', { path: '/calendar/event-series/threads-of-light-lectures' });
    }).finally(() => fresh.close());
    expect(calls.search).toBe(1);
    // The walkthrough of December 2 is canceled; the lecture of December 1 comes first anyway.
    expect(series?.nextDate).toMatchObject({ title: 'Lecture: Weaving Light', dateText: 'Tuesday, December 1, 2026', timeText: '6:00–7:30 p.m.' });
    const links = series?.addToCalendar;
    const google = new URL(links?.google ?? '');
    expect(google.searchParams.get('text')).toBe('Lecture: Weaving Light');
    expect(google.searchParams.get('dates')).toBe('20261201T180000/20261201T193000');
    expect(links?.ics).toMatch(/^\/add-to-calendar\/event\/[a-z0-9-]+\?d=2026-12-01&s=18%3A00$/);
    const file = await gateway.http().get(links?.ics ?? '').expect(200);
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(file.text)).getFirstSubcomponent('vevent') ?? undefined);
    expect(vevent.summary).toBe('Lecture: Weaving Light');
    expect(vevent.startDate.toString()).toBe('2026-12-01T18:00:00');
  });

  it('gives its place as the event pages do: an online series gets the click icon', async () => {
    const online = await pageOf(gateway, 'EventSeriesPage', { path: '/calendar/event-series/curator-conversations' });
    expect(online.place).toMatchObject({ building: 'Online', isOnline: true });
    expect(online.nextDate?.title).toMatch(/^Curator Conversations/);
    expect(online.addToCalendar?.ics).toMatch(/^\/add-to-calendar\/event\//);
    // Offered when the series has nothing scheduled: the events search for its title.
    expect(online.eventsSearchUrl).toBe('/search/events?q=Curator+Conversations');
  });
});

describe('add to calendar: the .ics file (download.ics)', () => {
  it('is an iCalendar event in America/New_York for the chosen date', async () => {
    const response = await gateway.http().get('/add-to-calendar/event/threads-of-light-curator-walkthrough').query({ d: '2026-12-12', s: '16:00' }).expect(200);
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="download.ics"');
    const calendar = new ICAL.Component(ICAL.parse(response.text));
    const [event] = calendar.getAllSubcomponents('vevent');
    if (!event) throw new Error('no VEVENT');
    const vevent = new ICAL.Event(event);
    expect(vevent.summary).toBe('Curator’s Walkthrough: Threads of Light');
    expect(vevent.location).toBe('Dorrance Galleries, Main Building');
    expect(event.getFirstProperty('dtstart')?.getParameter('tzid')).toBe('America/New_York');
    expect(vevent.startDate.toString()).toBe('2026-12-12T16:00:00');
    expect(vevent.endDate.toString()).toBe('2026-12-12T17:00:00');
    expect(event.getFirstPropertyValue('url')).toBe('https://museum.example/calendar/event/threads-of-light-curator-walkthrough?d=2026-12-12&s=16%3A00');
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe('America/New_York');
  });

  it('gives an exhibition as all-day dates, and 404 for what has no date', async () => {
    const response = await gateway.http().get('/add-to-calendar/exhibition/threads-of-light').expect(200);
    const vevent = new ICAL.Event(new ICAL.Component(ICAL.parse(response.text)).getFirstSubcomponent('vevent') ?? undefined);
    expect(vevent.startDate.isDate).toBe(true);
    expect(vevent.startDate.toString()).toBe('2026-10-23');
    expect(vevent.endDate.toString()).toBe('2027-03-23');
    for (const path of ['/add-to-calendar/event/threads-of-light-artist-talk', '/add-to-calendar/event/no-such-event', '/add-to-calendar/event/threads-of-light-curator-walkthrough?d=2026-12-03', '/add-to-calendar/page/visit']) {
      await gateway.http().get(path).expect(404);
    }
  });

  it('answers 503 with Retry-After, uncached and naming no upstream, while the content service is down', async () => {
    const own = await startGateway();
    try {
      await own.upstreams.stop('content');
      const response = await own.http().get('/add-to-calendar/event/threads-of-light-curator-walkthrough').expect(503);
      expect(response.headers['retry-after']).toBe('60');
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.text).toBe('This calendar entry is temporarily unavailable. Please try again in a moment.\n');
    } finally {
      await own.close();
    }
  });
});
