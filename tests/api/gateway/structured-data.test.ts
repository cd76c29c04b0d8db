// Structured data (issue 29): every page type's JSON-LD parses, carries what search engines
// require and recommend for event results, and agrees with what the page shows; hostile text never
// closes its script. Needs the client build.
import { load, type CheerioAPI } from 'cheerio';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import { HOSTILE_PLAIN_TEXT } from '../../../upstreams/content/authored/editorial-checks';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { eventProblems, jsonLdBlocks, nodesOfType, type LdNode } from '../../support/structured-data';

const ORIGIN = 'https://www.museum.example.org';
const ZONE = 'America/New_York';

let gateway: TestGateway;
beforeAll(async () => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
  gateway = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => gateway.close());

async function page(path: string): Promise<{ $: CheerioAPI; html: string }> {
  const response = await gateway.http().get(path).set('accept', 'text/html').expect(200);
  return { $: load(response.text), html: response.text };
}

/** The day as pages write it: `Saturday, December 12, 2026`. */
const longDay = (iso: string) => DateTime.fromISO(iso, { setZone: true }).setZone(ZONE).toFormat('cccc, LLLL d, yyyy');

async function contentDocument<T>(groq: string): Promise<T> {
  return (await gateway.app.gateway.upstreams.content.query(groq)) as T;
}

function expectEligible(nodes: LdNode[]): void {
  expect(nodes.length).toBeGreaterThan(0);
  expect(nodes.flatMap(eventProblems)).toEqual([]);
}

describe('exhibition pages', () => {
  it('describe the exhibition as an ExhibitionEvent search engines can list, with the run the page shows', async () => {
    const { $ } = await page('/calendar/exhibition/threads-of-light');
    const [exhibition] = nodesOfType($, 'ExhibitionEvent');
    expectEligible([exhibition as LdNode]);
    expect(exhibition).toMatchObject({
      name: $('h1').first().text(),
      url: `${ORIGIN}/calendar/exhibition/threads-of-light`,
      description: $('meta[name="description"]').attr('content'),
      image: $('meta[property="og:image"]').attr('content'),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: 'Dorrance Galleries, Main Building', address: { '@type': 'PostalAddress', streetAddress: '2600 Benjamin Franklin Parkway', addressLocality: 'Philadelphia', addressRegion: 'PA', postalCode: '19130' } },
      organizer: { '@type': 'Organization', name: 'Philadelphia Museum of Art', url: `${ORIGIN}/` },
    });
    const { startDate, endDate } = await contentDocument<{ startDate: string; endDate: string }>('*[_id == "exhibition-threads-of-light"][0]{startDate, endDate}');
    expect([exhibition?.startDate, exhibition?.endDate]).toEqual([startDate, endDate]);
    // The page's date line ("Through March 22, 2027") names the same last day.
    expect($('.detail-meta__date').text()).toContain(DateTime.fromISO(endDate).toFormat('LLLL d, yyyy'));
    // Tickets are sold through the ticket store: the offer leads where the page's button does.
    const button = $('a[data-ticket-link]').filter((_, link) => $(link).text().startsWith('Get Tickets'));
    expect(exhibition?.offers).toEqual({ '@type': 'Offer', availability: 'https://schema.org/InStock', url: button.attr('href') });
  });

  it('name no end date for an open-ended exhibition, as the page reads "Ongoing"', async () => {
    const path = await contentDocument<string>('*[_type == "exhibition" && !(_id in path("drafts.**")) && (duration == "ongoing" || endDate == "2030-12-31")][0]{"path": path + "/" + slug.current}.path');
    const { $ } = await page(path);
    const [exhibition] = nodesOfType($, 'ExhibitionEvent');
    expectEligible([exhibition as LdNode]);
    expect($('.detail-meta__date').text()).toBe('Ongoing');
    expect(exhibition).not.toHaveProperty('endDate');
  });
});

describe('event pages', () => {
  it('describe each upcoming date as an Event with its own status, times and tickets, as the page lists them', async () => {
    const path = '/calendar/event/threads-of-light-curator-walkthrough';
    const { $ } = await page(path);
    const events = nodesOfType($, 'Event');
    expectEligible(events);
    const listed = $('#dates a')
      .toArray()
      .map((link) => $(link).attr('href'));
    expect(events.map((event) => String(event.url).slice(ORIGIN.length))).toEqual(listed);
    for (const event of events) {
      const url = new URL(String(event.url));
      const start = DateTime.fromISO(String(event.startDate), { setZone: true }).setZone(ZONE);
      // The date the page's link names is the date the event starts, in the museum's zone.
      expect([url.searchParams.get('d'), url.searchParams.get('s')]).toEqual([start.toFormat('yyyy-MM-dd'), start.toFormat('HH:mm')]);
      expect($(`#dates a[href="${url.pathname}${url.search}"]`).text()).toContain(longDay(String(event.startDate)));
    }
    const byStatus = (text: string) => events.filter((event) => $(`#dates a[href="${new URL(String(event.url)).pathname}${new URL(String(event.url)).search}"]`).text().includes(text));
    const [canceled] = byStatus('CANCELED');
    const [soldOut] = byStatus('SOLD OUT');
    expect(canceled).toMatchObject({ eventStatus: 'https://schema.org/EventCancelled' });
    expect(canceled).not.toHaveProperty('offers');
    expect(soldOut).toMatchObject({ eventStatus: 'https://schema.org/EventScheduled', offers: { availability: 'https://schema.org/SoldOut' } });
    const onSale = events.filter((event) => event !== canceled && event !== soldOut);
    expect(onSale.length).toBeGreaterThan(0);
    for (const event of onSale) expect(event.offers).toEqual({ '@type': 'Offer', availability: 'https://schema.org/InStock', url: `${gateway.config.upstreams.tickets.url}/?packageID=THREADS-TOUR` });
  });

  it('place an online event at a virtual location, and an off-site one at its meeting point', async () => {
    // The next event of each kind that is not over on the test clock.
    const upcoming = (filter: string) =>
      contentDocument<string>(`*[_type == "event" && ${filter} && !(_id in path("drafts.**")) && dateTime(endDate) > dateTime("${gateway.config.museumNow?.toISO()}")] | order(startDate asc)[0]{"path": path + "/" + slug.current}.path`);
    const online = nodesOfType((await page(await upcoming('locationType == "Online"'))).$, 'Event');
    expectEligible(online);
    expect(online[0]).toMatchObject({ eventAttendanceMode: 'https://schema.org/OnlineEventAttendanceMode', location: { '@type': 'VirtualLocation', url: online[0]?.url } });
    const offSite = nodesOfType((await page(await upcoming('location == "Off Site"'))).$, 'Event');
    expectEligible(offSite);
    expect(offSite[0]?.location).toEqual({ '@type': 'Place', name: 'Meet at 23rd Street and Fairmount Avenue', address: 'Meet at 23rd Street and Fairmount Avenue' });
  });

  it('keep hostile plain text as typed and never let it close the JSON-LD script', async () => {
    const { $, html } = await page('/calendar/event/daily-gallery-tour');
    const events = nodesOfType($, 'Event');
    expect(events).toHaveLength(50);
    expect(events[0]?.description).toBe(`A 45-minute tour of the collection highlights, every day at 1:00 p.m. ${HOSTILE_PLAIN_TEXT}`);
    const raw = /<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(raw).toContain('\\u003c/script>');
    expect(raw).not.toMatch(/<\/?script|<!--/i);
    // The pasted script is text: no script element of the page holds it.
    expect($('script:not([type="application/ld+json"])').text()).not.toContain('alert("json-ld")');
    expect($('.page__intro').text()).toContain(HOSTILE_PLAIN_TEXT);
  });
});

describe('event series pages', () => {
  it('describe the series as an EventSeries whose sub-events are the upcoming events it lists', async () => {
    const { $ } = await page('/calendar/event-series/threads-of-light-lectures');
    const [series] = nodesOfType($, 'EventSeries');
    expect(series).toMatchObject({ '@type': 'EventSeries', name: $('h1').first().text(), url: `${ORIGIN}/calendar/event-series/threads-of-light-lectures` });
    const subEvents = series?.subEvent as LdNode[];
    expectEligible(subEvents);
    const cards = $('a[href^="/calendar/event/"]')
      .toArray()
      .map((link) => $(link).attr('href'));
    for (const event of subEvents) expect(cards).toContain(String(event.url).slice(ORIGIN.length));
    expect(subEvents.some((event) => (event.offers as LdNode | undefined)?.availability === 'https://schema.org/SoldOut')).toBe(true);
  });
});

describe('the homepage and the hours page', () => {
  it('describe the museum from the data the header and footer show', async () => {
    for (const path of ['/', '/visit/locations-hours']) {
      const { $ } = await page(path);
      const [museum] = nodesOfType($, 'Museum');
      expect(museum, path).toMatchObject({
        '@id': `${ORIGIN}/#museum`,
        name: 'Philadelphia Museum of Art',
        url: `${ORIGIN}/`,
        address: { '@type': 'PostalAddress', streetAddress: '2600 Benjamin Franklin Parkway', addressLocality: 'Philadelphia', addressRegion: 'PA', postalCode: '19130' },
        geo: { '@type': 'GeoCoordinates', latitude: 39.96557, longitude: -75.18099 },
      });
      expect(String(museum?.logo)).toMatch(new RegExp(`^${ORIGIN}/assets/museum-mark-[\\w-]+\\.svg$`));
      expect((await gateway.http().get(String(museum?.logo).slice(ORIGIN.length)).expect(200)).headers['cache-control']).toContain('immutable');
      // sameAs: the footer's social links.
      const social = $('footer a[href^="https://"]')
        .toArray()
        .map((link) => $(link).attr('href'))
        .filter((href) => (museum?.sameAs as string[]).includes(href ?? ''));
      expect(social).toEqual(museum?.sameAs);
      expect(social).toHaveLength(7);
      // Sunday 22 November: the header says "Open today 10:00 a.m.–5:00 p.m."; Mondays are closed.
      expect($('header').text()).toContain('Open today 10:00 a.m.–5:00 p.m.');
      const weekly = museum?.openingHoursSpecification as { dayOfWeek: string[]; opens: string; closes: string }[];
      expect(weekly.find((hours) => hours.dayOfWeek.includes('https://schema.org/Sunday'))).toMatchObject({ opens: '10:00', closes: '17:00' });
      expect(weekly.flatMap((hours) => hours.dayOfWeek)).not.toContain('https://schema.org/Monday');
      const special = museum?.specialOpeningHoursSpecification as { validFrom: string; opens: string; closes: string }[];
      expect(special.find((day) => day.validFrom === '2026-11-26')).toMatchObject({ opens: '00:00', closes: '00:00', validThrough: '2026-11-26' });
      expect(special.find((day) => day.validFrom === '2026-12-28')).toMatchObject({ opens: '10:00', closes: '17:00' });
    }
  });
});

describe('content pages', () => {
  it('carry their breadcrumbs from the homepage down, each a page of the site', async () => {
    const { $ } = await page('/about/mission-history');
    const [crumbs] = nodesOfType($, 'BreadcrumbList');
    const items = crumbs?.itemListElement as { position: number; name: string; item: string }[];
    expect(items.map((item) => [item.position, item.item])).toEqual([
      [1, `${ORIGIN}/`],
      [2, `${ORIGIN}/about`],
      [3, `${ORIGIN}/about/mission-history`],
    ]);
    expect(items.map((item) => item.name)).toEqual(['Philadelphia Museum of Art', 'About Us', $('h1').first().text()]);
    for (const item of items) await gateway.http().get(item.item.slice(ORIGIN.length)).set('accept', 'text/html').expect(200);
    expect(nodesOfType($, 'Museum')).toEqual([]);
  });

  it('leave the object page its VisualArtwork', async () => {
    const { $ } = await page('/collection/object/6268');
    const blocks = jsonLdBlocks($) as LdNode[];
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ '@type': 'VisualArtwork', '@id': `${ORIGIN}/collection/object/6268`, name: $('h1').first().text() });
  });
});
