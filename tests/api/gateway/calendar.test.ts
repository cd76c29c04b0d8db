// The calendar query against the sample upstreams over real HTTP, at the test clock (Sunday
// 22 November 2026, 10:00 New York).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { allItems, calendar, CALENDAR_QUERY, dayOf, type Item } from './calendar-support';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(async () => {
  await gateway.close();
});

const TODAY = '2026-11-22';
const ended = (item: Item) => dayOf(item.endDate) < TODAY;

describe('the calendar in default mode (spec §2, §7)', () => {
  it('gives a section per category in the screen’s order, with totals, View all past 3 items, and only what has not ended', async () => {
    const answer = await calendar(gateway);
    expect(answer).toMatchObject({ title: 'Calendar', intro: expect.stringContaining('Exhibitions, tours, talks'), today: TODAY, pickerMonth: '2026-11', unavailable: false, list: null });
    expect(answer.selection).toEqual({ value: 'all', kind: 'ALL', isUnderstood: true, dates: [], start: null, end: null, text: null, isPast: false });
    expect(answer.sections.map((section) => section.title)).toEqual(['Exhibitions', 'Tours', 'Talks', 'Social', 'Hands-On Activities', 'Performances']);
    expect(answer.sections.map((section) => section.slug)).toEqual(['exhibitions', 'tours', 'talks', 'social', 'hands-on-activities', 'performances']);
    for (const section of answer.sections) {
      expect(section.items).toHaveLength(Math.min(section.total, 100));
      expect(section.hasViewAll).toBe(section.total > 3);
      expect(section.items.some(ended)).toBe(false);
    }
    expect(answer.total).toBe(answer.sections.reduce((sum, section) => sum + section.total, 0));
    const exhibitions = answer.sections[0]?.items ?? [];
    expect(exhibitions.every((item) => item.__typename === 'ExhibitionSummary' && ['Now On View', 'Closing Soon', 'Coming Soon', 'Upcoming'].includes(item.label ?? ''))).toBe(true);
    const tours = answer.sections[1]?.items ?? [];
    expect(tours.every((item) => item.__typename === 'EventSummary' && item.category === 'Tours')).toBe(true);
    const starts = tours.map((item) => Date.parse(item.startDate ?? ''));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('pages a section’s items and finds one section by its slug, from one call to the search service', async () => {
    const fresh = await startGateway({ upstreams: gateway.upstreams });
    try {
      const query = `query($from: Int, $size: Int) { calendar(range: "all") { section(slug: "Tours") { title total items(from: $from, size: $size) { ... on EventSummary { id } } } } }`;
      const first = await fresh.graphql(query, { from: 0, size: 8 }).expect(200);
      const second = await fresh.graphql(query, { from: 8, size: 8 }).expect(200);
      const all = await calendar(fresh, { range: 'all' });
      const tours = all.sections.find((section) => section.slug === 'tours')?.items.map((item) => item.id) ?? [];
      expect(first.body.data.calendar.section.items.map((item: Item) => item.id)).toEqual(tours.slice(0, 8));
      expect(second.body.data.calendar.section.items.map((item: Item) => item.id)).toEqual(tours.slice(8, 16));
      // The page query and every "View More" read one cached calendar answer.
      expect(fresh.upstreamRequests('search')).toBe(1);
      const none = await fresh.graphql('{ calendar { section(slug: "nope") { title } } }').expect(200);
      expect(none.body.data.calendar.section).toBeNull();
    } finally {
      await fresh.close();
    }
  });

  it('filters by category, audience and location, with the spec’s aliases (spec §9)', async () => {
    const social = await calendar(gateway, { categories: ['social'] });
    expect(social.sections.map((section) => section.title)).toEqual(['Social']);
    // Events filed under the older spelling "Gatherings" are found, and read as Social.
    const serviceHits = await fetch(`${gateway.upstreams.urls.search}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ index: 'events', filters: { category: ['Gatherings'] }, paging: { size: 0 } }) });
    expect(((await serviceHits.json()) as { total: { value: number } }).total.value).toBeGreaterThan(0);
    expect(allItems(social).every((item) => item.category === 'Social')).toBe(true);
    expect((await calendar(gateway, { categories: ['gatherings'] })).total).toBe(social.total);

    const families = await calendar(gateway, { audiences: ['kids-families'] });
    expect((await calendar(gateway, { audiences: ['Kids & Family'] })).total).toBe(families.total);
    expect(allItems(families).filter((item) => item.__typename === 'EventSummary').every((item) => item.audiences?.includes('Kids & Families'))).toBe(true);
    expect(families.filters[1]).toMatchObject({ label: 'Audience', selected: ['kids-families'] });

    const offSite = await calendar(gateway, { locations: ['off-site'] });
    expect(offSite.total).toBeGreaterThan(0);
    expect(allItems(offSite).every((item) => item.place?.isOffSite && item.place.building === null && !item.place.text.includes(', Off Site'))).toBe(true);
    const online = await calendar(gateway, { locations: ['online'] });
    expect(allItems(online).length).toBeGreaterThan(0);
    expect(allItems(online).every((item) => item.place?.building?.startsWith('Online'))).toBe(true);
    const combined = await calendar(gateway, { categories: ['talks', 'tours'], audiences: ['adults'], locations: ['main-building'] });
    expect(combined.sections.map((section) => section.title)).toEqual(['Tours', 'Talks']);
    expect(combined.filters.map((group) => group.selected)).toEqual([['tours', 'talks'], ['adults'], ['main-building']]);
  });

  it('shows the museum’s rules on cards: statuses hide tickets, Midnight, a course at its session in the selection', async () => {
    const everything = allItems(await calendar(gateway));
    const canceled = everything.filter((item) => item.status === 'CANCELED');
    const soldOut = everything.filter((item) => item.status === 'SOLD_OUT');
    expect(canceled.length).toBeGreaterThan(0);
    expect(soldOut.length).toBeGreaterThan(0);
    expect([...canceled, ...soldOut].every((item) => item.tickets === null && ['Canceled', 'Sold Out'].includes(item.statusLabel ?? ''))).toBe(true);

    // Art After 5 runs until 11:59 p.m. on the last Friday of the month.
    const lateNight = allItems(await calendar(gateway, { range: '2026-11-27', categories: ['social'] }));
    expect(lateNight.map((item) => [item.title, item.timeText])).toEqual([['Art After 5', '5:00 p.m.–Midnight']]);

    // The watercolor course meets weekly: on one of its later sessions, the card shows that session.
    const course = everything.find((item) => item.title === 'Studio Class: Watercolor Landscapes');
    if (!course?.startDate) throw new Error('the sample calendar has no watercolor course');
    const thirdSession = new Date(Date.parse(course.startDate) + 14 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    const onSession = allItems(await calendar(gateway, { range: thirdSession, categories: ['hands-on-activities'] })).find((item) => item.id === course.id);
    expect(dayOf(onSession?.startDate ?? null)).toBe(thirdSession);
    expect(onSession?.dateText).toMatch(/^Thursday, /);
  });

  it('lists highlights: only the most weighted items', async () => {
    const highlights = await calendar(gateway, { range: 'highlights' });
    expect(highlights.selection).toMatchObject({ kind: 'HIGHLIGHTS', text: 'Highlights', dates: [] });
    expect(highlights.total).toBeGreaterThan(0);
    expect(highlights.total).toBeLessThan((await calendar(gateway)).total / 3);
    const events = allItems(highlights).filter((item) => item.__typename === 'EventSummary');
    expect(events.every((item) => /^(Gallery Talk|Member Opening): /.test(item.title))).toBe(true);
  });
});

describe('the view-all listing (spec §2, §7)', () => {
  it('lists today’s exhibitions in one column, by weight then closing date', async () => {
    const answer = await calendar(gateway, { range: 'today', categories: ['exhibitions'], viewAll: true });
    const section = (await calendar(gateway, { range: 'today', categories: ['exhibitions'] })).sections[0];
    expect(answer.sections).toEqual([]);
    expect(answer.list).toMatchObject({ heading: `Viewing all Exhibitions (${section?.total})`, total: section?.total, prefersList: true });
    expect(answer.list?.items.map((item) => item.id)).toEqual(section?.items.map((item) => item.id));
    expect(answer.list?.items.every((item) => (item.startDate ?? '') <= TODAY && (item.endDate ?? '') >= TODAY)).toBe(true);
  });

  it('lists events of several categories by start, in a grid', async () => {
    const answer = await calendar(gateway, { range: 'this-month', categories: ['talks', 'tours'], viewAll: true });
    const items = answer.list?.items ?? [];
    expect(answer.list).toMatchObject({ heading: `Viewing all Tours and Talks (${items.length})`, prefersList: false });
    expect(new Set(items.map((item) => item.category))).toEqual(new Set(['Tours', 'Talks']));
    const starts = items.map((item) => Date.parse(item.startDate ?? ''));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(items.every((item) => dayOf(item.startDate) >= TODAY && dayOf(item.startDate) <= '2026-11-30')).toBe(true);
  });

  it('lists exhibitions first, then events, when every category is asked for', async () => {
    const answer = await calendar(gateway, { range: 'today', categories: ['all'], viewAll: true });
    const kinds = answer.list?.items.map((item) => item.__typename) ?? [];
    expect(answer.list?.heading).toBe(`Viewing all Events & Exhibitions (${kinds.length})`);
    expect(kinds.indexOf('EventSummary')).toBeGreaterThan(0);
    expect(kinds.slice(kinds.indexOf('EventSummary')).every((kind) => kind === 'EventSummary')).toBe(true);
  });
});

describe('bad input gets the fallback, never an error (spec §5)', () => {
  it('reads unknown range words and malformed dates as all, and says the range was not understood', async () => {
    const all = await calendar(gateway, { size: 1 });
    for (const range of ['tomorrow', '2026-02-30', '2026-11-27-to-', 'x'.repeat(10_240), '<script>']) {
      const answer = await calendar(gateway, { range, size: 1 });
      expect(answer.selection, range.slice(0, 20)).toMatchObject({ value: 'all', kind: 'ALL', isUnderstood: false });
      expect(answer.total).toBe(all.total);
    }
  });

  it('ignores unknown filter values, 40 categories joined by + and 10 KB values', async () => {
    const all = await calendar(gateway, { size: 1 });
    const forty = Array.from({ length: 40 }, (_, index) => `category-${index}`);
    const answer = await calendar(gateway, { categories: forty, audiences: ['x'.repeat(10_240)], locations: ['🎨', ''], size: 1 });
    expect(answer.total).toBe(all.total);
    expect(answer.filters.every((group) => group.selected.length === 0)).toBe(true);
  });
});

describe('a failing search service', () => {
  it('gives an empty calendar marked unavailable (no no-results message: nothing was looked for), not cached', async () => {
    const broken = await startGateway();
    try {
      await broken.upstreams.stop('search');
      const response = await broken.graphql(CALENDAR_QUERY, { range: 'today', size: 3 }).expect(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.calendar).toMatchObject({ total: 0, unavailable: true, sections: [], title: 'Calendar', notices: [] });
      expect(response.headers['cache-control']).toBe('no-store');
      const viewAll = await broken.graphql(CALENDAR_QUERY, { range: 'today', categories: ['talks'], viewAll: true, size: 3 }).expect(200);
      expect(viewAll.body.data.calendar.list).toMatchObject({ total: 0, items: [], heading: 'Viewing all Talks (0)' });
    } finally {
      await broken.close();
    }
  });

  it('keeps the listing when the content service fails, without closures or the page text, and not cached', async () => {
    const broken = await startGateway();
    try {
      await broken.upstreams.stop('content');
      const response = await broken.graphql(CALENDAR_QUERY, { range: '2026-11-26', size: 3 }).expect(200);
      expect(response.body.errors).toBeUndefined();
      expect(response.body.data.calendar).toMatchObject({ title: 'Calendar', intro: null, unavailable: false, notices: [], closures: { closedWeekdays: [], closedDates: [] } });
      expect(response.body.data.calendar.total).toBeGreaterThan(0);
      expect(response.headers['cache-control']).toBe('no-store');
    } finally {
      await broken.close();
    }
  });
});
