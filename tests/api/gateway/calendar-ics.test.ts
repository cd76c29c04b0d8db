// Every iCalendar file the site links, parsed with ical.js and held to RFC 5545 (issue 30, items 11–15):
// the calendar's feed for each selection a calendar page can show, and each listed item's
// "Add to Calendar" download; a date that is over offers no download and answers 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeedUrl, DEFAULT_CALENDAR_STATE, FILTER_SEGMENTS, type CalendarUrlState } from '../../../client/url/calendarPaths';
import { startGateway, TEST_NOW, type TestGateway } from '../../support/gateway';
import { allItems, calendar } from './calendar-support';
import { contentPage } from './content-support';
import { eventsOf, expectConformant, fetchIcs } from '../../support/ics-conformance';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

/** Every kind of range a calendar page can be in (spec §5), each alone. */
const RANGES = ['all', 'today', 'this-week', 'this-weekend', 'this-month', 'this-season', 'highlights', '2026-11-28', '2026-11-28,2026-12-05', '2026-11-27-to-2026-12-06', 'december-2026', 'winter-2026'];

/** The selections whose feeds the tests read: every range, then every value of every filter the calendar offers. */
async function selections(): Promise<CalendarUrlState[]> {
  const filters = (await calendar(gateway)).filters;
  const segment = { CATEGORY: 'categories', AUDIENCE: 'audiences', LOCATION: 'locations' } as const satisfies Record<string, (typeof FILTER_SEGMENTS)[number]>;
  return [
    ...RANGES.map((range) => ({ ...DEFAULT_CALENDAR_STATE, range })),
    ...filters.flatMap((filter) => filter.options.map((option) => ({ ...DEFAULT_CALENDAR_STATE, [segment[filter.field as keyof typeof segment]]: [option.slug] }))),
  ];
}

/** The page's URL split as the content query takes it. */
function pageVariables(url: string): { path: string; date?: string; time?: string } {
  const parsed = new URL(url, 'http://museum.test');
  const date = parsed.searchParams.get('d');
  const time = parsed.searchParams.get('s');
  return { path: parsed.pathname, ...(date ? { date } : {}), ...(time ? { time } : {}) };
}

/** The `.ics` link the page at a URL offers (null when it offers none). */
async function downloadOf(target: TestGateway, url: string): Promise<string | null> {
  const page = await contentPage(target, pageVariables(url));
  if (page?.__typename === 'EventPage') return page.occurrence?.addToCalendar?.ics ?? null;
  if (page?.__typename === 'ExhibitionPage') return page.addToCalendar?.ics ?? null;
  throw new Error(`${url} is not an event or exhibition page`);
}

describe('the calendar feed, for every selection a calendar page links', () => {
  it('is RFC 5545 (CRLF to the end, UTC DTSTAMP, no unregistered properties) and holds what the page lists', async () => {
    const states = await selections();
    expect(states.length).toBeGreaterThan(25);
    for (const state of states) {
      const url = calendarFeedUrl(state);
      const response = await fetchIcs(gateway, url);
      expect(response.status, url).toBe(200);
      const root = expectConformant(response.text, url);
      const listed = allItems(await calendar(gateway, { range: state.range, categories: state.categories, audiences: state.audiences, locations: state.locations }));
      const entries = new Set(eventsOf(root).map(({ vevent }) => new URL(String(vevent.getFirstPropertyValue('url'))).pathname));
      expect([...entries].sort(), url).toEqual([...new Set(listed.map((item) => item.url))].sort());
    }
  });

  it('stamps each entry with the moment it was made, in UTC', async () => {
    const root = expectConformant((await fetchIcs(gateway, '/calendar.ics?range=this-weekend')).text, 'this weekend');
    const [first] = eventsOf(root);
    expect(String(first?.vevent.getFirstPropertyValue('dtstamp'))).toBe(new Date(TEST_NOW).toISOString().replace('.000', ''));
    expect(root.getFirstProperty('timezone-id')).toBeNull();
  });

  it('includes ongoing exhibitions as the page lists them, ending on the open-ended end date (spec §9: 2030-12-31)', async () => {
    const listed = allItems(await calendar(gateway, { categories: ['exhibitions'] }));
    const ongoing = listed.filter((item) => item.dateText === 'Ongoing');
    expect(ongoing.length).toBeGreaterThan(0);
    const entries = eventsOf(expectConformant((await fetchIcs(gateway, '/calendar.ics?categories=exhibitions')).text, 'exhibitions'));
    expect(entries).toHaveLength(listed.length);
    for (const item of ongoing) {
      const entry = entries.find(({ event }) => event.summary === item.title);
      expect(entry?.event.startDate.toString(), item.title).toBe(item.startDate);
      // DTEND of an all-day entry is the day after its last day.
      expect(entry?.event.endDate.toString(), item.title).toBe('2031-01-01');
    }
  });
});

describe('Add to Calendar downloads', () => {
  it('serves every download a listed event or exhibition offers as a conformant file of one entry', async () => {
    const listed = allItems(await calendar(gateway));
    const links = (await Promise.all(listed.map((item) => downloadOf(gateway, item.url)))).filter((link): link is string => link !== null);
    // Every listed event that is not canceled, and every exhibition with an end, offers one.
    expect(links.length).toBeGreaterThan(listed.length / 2);
    for (const link of new Set(links)) {
      const response = await fetchIcs(gateway, link);
      expect(response.status, link).toBe(200);
      expect(eventsOf(expectConformant(response.text, link)), link).toHaveLength(1);
    }
  });

  it('gives a date the UID it has in the feed, and the feed links each session as its page links the date (issue 30)', async () => {
    const entries = eventsOf(expectConformant((await fetchIcs(gateway, '/calendar.ics?range=this-week')).text, 'this week'));
    const compared = { sessions: 0, canceled: 0, exhibitions: 0 };
    for (const { vevent, event } of entries) {
      const url = new URL(String(vevent.getFirstPropertyValue('url')));
      const page = await contentPage(gateway, pageVariables(url.href));
      let download: string | null | undefined;
      if (page?.__typename === 'EventPage') {
        // The session's link names its date as the page's own date links do, and opens that date.
        expect(page.occurrence?.url, url.href).toBe(`${url.pathname}${url.search}`);
        expect(Date.parse(page.occurrence?.start ?? ''), url.href).toBe(event.startDate.toJSDate().getTime());
        download = page.occurrence?.addToCalendar?.ics;
        if (!download) {
          // Only a canceled date offers no file; it stays in the feed, struck out.
          expect(vevent.getFirstPropertyValue('status'), url.href).toBe('CANCELLED');
          compared.canceled += 1;
          continue;
        }
        compared.sessions += 1;
      } else {
        download = page?.__typename === 'ExhibitionPage' ? page.addToCalendar?.ics : null;
        if (!download) continue;
        compared.exhibitions += 1;
      }
      const [added] = eventsOf(expectConformant((await fetchIcs(gateway, download)).text, download));
      expect(added?.event.uid, download).toBe(event.uid);
    }
    expect(compared.sessions).toBeGreaterThan(5);
    expect(compared.canceled).toBeGreaterThan(0);
    expect(compared.exhibitions).toBeGreaterThan(0);
  });

  it('offers none for a date that is over, and answers its file 404 as a closed exhibition’s (issue 30, item 15)', async () => {
    // Three weeks on, the same pages (same upstreams): what was offered then and is over now is gone.
    const later = await startGateway({ env: { MUSEUM_NOW: '2026-12-13T10:00:00-05:00' }, upstreams: gateway.upstreams });
    try {
      const LATER_DAY = '2026-12-13';
      const listed = allItems(await calendar(gateway));
      // The page a download belongs to: an event's names its date (d, s), as the link does.
      const offered = await Promise.all(
        listed.map(async (item) => {
          const link = await downloadOf(gateway, item.url);
          return { item, link, page: link ? `${new URL(item.url, 'http://museum.test').pathname}${new URL(link, 'http://museum.test').search}` : item.url };
        }),
      );
      const lastDay = ({ item, link }: (typeof offered)[number]) => (item.__typename === 'EventSummary' ? new URL(link ?? '', 'http://museum.test').searchParams.get('d') : item.endDate) ?? '';
      const gone = offered.filter((entry) => entry.link !== null && lastDay(entry) < LATER_DAY);
      expect(gone.some(({ item }) => item.__typename === 'EventSummary')).toBe(true);
      expect(gone.some(({ item }) => item.__typename === 'ExhibitionSummary')).toBe(true);
      for (const { page, link } of gone) {
        expect(await downloadOf(later, page), page).toBeNull();
        expect((await fetchIcs(later, link ?? '')).status, link ?? '').toBe(404);
      }
      // An event over before today: no link on its page, no file.
      expect(await downloadOf(gateway, '/calendar/event/threads-of-light-opening')).toBeNull();
      expect((await fetchIcs(gateway, '/add-to-calendar/event/threads-of-light-opening')).status).toBe(404);
    } finally {
      await later.close();
    }
  });
});
