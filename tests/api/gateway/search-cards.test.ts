// What a search card says of an event or an exhibition (issue 10, defects 1, 4 and 5): the same
// status, ticket, date and place rules as the calendar's cards, worked out by the same functions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway, TEST_NOW } from '../../support/gateway';
import type { SearchResult } from './search-queries';
import { NOT_OVER, search, serviceSearch } from './search-support';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

interface PlaceFields {
  room: string | null;
  building: string | null;
  hoursUrl: string | null;
  buildingUrl: string | null;
  isOnline: boolean;
  isOffSite: boolean;
  text: string;
}
type DatedCard = SearchResult & {
  status: string | null;
  statusLabel: string | null;
  label: string;
  dateText: string | null;
  timeText: string | null;
  tickets: { kind: string; url: string } | null;
  place: PlaceFields | null;
};

/** Every upcoming event of the sample service, as it stores them. */
async function serviceEvents(): Promise<{ id: string; title: string; status: string | null; location: string; room: string | null; ticketUrl: string | null }[]> {
  const answer = await serviceSearch(gateway, { index: 'events', query: '', rawFilters: NOT_OVER, paging: { size: 2000 } });
  return answer.result as never;
}

/** The gateway's card of one event, searched by its title. */
async function eventCard(id: string, title: string): Promise<DatedCard> {
  const answer = await search(gateway, { type: 'EVENTS', query: title, size: 48 });
  const card = answer.results.find((result) => result.id === id);
  if (!card) throw new Error(`no card for ${id} (${title})`);
  return card as DatedCard;
}

describe('event cards in search (defect 1)', () => {
  it('say Canceled or Sold Out and hide the ticket link then', async () => {
    const events = await serviceEvents();
    const canceled = events.find((event) => event.status === 'isCanceled' && event.ticketUrl);
    const soldOut = events.find((event) => event.status === 'isSoldOut');
    if (!canceled || !soldOut) throw new Error('the sample events have a canceled event with tickets and a sold-out one');
    expect(await eventCard(canceled.id, canceled.title)).toMatchObject({ status: 'CANCELED', statusLabel: 'Canceled', tickets: null });
    expect(await eventCard(soldOut.id, soldOut.title)).toMatchObject({ status: 'SOLD_OUT', statusLabel: 'Sold Out', tickets: null });
  });

  it('offer the ticket store for an upcoming event with tickets and no status', async () => {
    const events = await serviceEvents();
    const open = events.find((event) => event.status === null && event.ticketUrl?.startsWith('?'));
    if (!open?.ticketUrl) throw new Error('the sample events have one with tickets');
    expect(await eventCard(open.id, open.title)).toMatchObject({ status: null, statusLabel: null, tickets: { kind: 'TICKETS', url: open.ticketUrl } });
  });
});

describe('places on search cards (defect 5)', () => {
  it('say the meeting place alone off site (Off Site is not a building), and flag online buildings for the click icon', async () => {
    const events = await serviceEvents();
    const offSite = events.find((event) => event.location === 'Off Site');
    const online = events.find((event) => /^online/i.test(event.location));
    const inBuilding = events.find((event) => event.location === 'Rodin Museum');
    if (!offSite || !online || !inBuilding) throw new Error('the sample events take place off site, online and in the Rodin Museum');
    expect((await eventCard(offSite.id, offSite.title)).place).toMatchObject({ building: null, isOffSite: true, isOnline: false, hoursUrl: null });
    // Off Site is a location filter value: the line is where to meet, never "…, Off Site".
    expect((await eventCard(offSite.id, offSite.title)).place?.text).toBe(offSite.room ?? 'Off Site');
    expect((await eventCard(offSite.id, offSite.title)).place?.text).not.toContain('Off Site');
    expect((await eventCard(online.id, online.title)).place).toMatchObject({ building: online.location, isOnline: true, isOffSite: false });
    expect((await eventCard(inBuilding.id, inBuilding.title)).place).toMatchObject({ building: 'Rodin Museum', hoursUrl: '/visit/locations-hours#rodin-museum', buildingUrl: '/visit/locations-hours#rodin-museum', isOnline: false });
    // The Main Building leads to the museum map (spec §2), not to its hours.
    const inMain = events.find((event) => event.location === 'Main Building');
    if (!inMain) throw new Error('the sample events take place in the Main Building');
    expect((await eventCard(inMain.id, inMain.title)).place).toMatchObject({ building: 'Main Building', buildingUrl: '/visit/museum-map' });
  });

  it('give exhibitions their place too', async () => {
    const answer = await search(gateway, { type: 'EXHIBITIONS', filters: { location: ['Perelman Building'] }, size: 12 });
    expect(answer.results.length).toBeGreaterThan(0);
    for (const result of answer.results as DatedCard[]) expect(result.place).toMatchObject({ building: 'Perelman Building', isOffSite: false });
  });
});

describe('exhibition cards in search (defect 4)', () => {
  it('date a past exhibition by its range, and label it Closed', async () => {
    const answer = await search(gateway, { type: 'EXHIBITIONS', query: 'Plants and Flowers in Medieval Manuscripts', size: 12 });
    const card = answer.results.find((result) => result.title === 'Plants and Flowers in Medieval Manuscripts') as DatedCard | undefined;
    expect(card).toMatchObject({ label: 'Closed', dateText: 'January 1–October 6, 1991', tickets: null });
  });

  it('date current exhibitions "Through …" or "Ongoing", and upcoming ones from their opening', async () => {
    const today = TEST_NOW.slice(0, 10);
    const answer = await search(gateway, { type: 'EXHIBITIONS', filters: { subcategory: ['In the galleries', 'Online Exhibition'] }, size: 48 });
    const cards = answer.results as (DatedCard & { startDate: string; endDate: string })[];
    expect(cards.length).toBeGreaterThan(2);
    for (const card of cards) {
      expect(card.dateText, card.title).toBeTruthy();
      if (card.startDate > today) expect(['Upcoming', 'Coming Soon'], card.title).toContain(card.label);
      else if (card.endDate.startsWith('2030-12-31')) expect(card.dateText, card.title).toBe('Ongoing');
      else if (card.endDate >= today) expect(card.dateText, card.title).toMatch(/^Through [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    }
    expect(cards.some((card) => card.label === 'Now On View' || card.label === 'Closing Soon')).toBe(true);
  });
});

describe('search thumbnails (issue 10, defect 10)', () => {
  it('load artwork images at 300 px, with 300, 800 and 1000 px for srcset', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS', query: 'Indian Girl with Papoose Crossing Stream', size: 12 });
    const image = answer.results[0]?.image;
    if (!image) throw new Error('the artwork has an image');
    const base = `${gateway.upstreams.urls.images}/iiif/obj-5924/full`;
    expect(image.url).toBe(`${base}/300,/0/default.jpg`);
    expect(image.sizes).toEqual([300, 800, 1000].map((width) => ({ width, url: `${base}/${width},/0/default.jpg` })));
    for (const size of image.sizes) {
      const response = await fetch(size.url);
      expect(response.headers.get('content-type')).toBe('image/jpeg');
    }
  });

  it('size every card image of the image service the same way, whatever the kind', async () => {
    for (const type of ['EVENTS', 'EXHIBITIONS', 'VISITING']) {
      const answer = await search(gateway, { type, size: 12 });
      const images = answer.results.flatMap((result) => (result.image ? [result.image] : []));
      expect(images.length, type).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.url, type).toMatch(/\/full\/300,\/0\/default\.jpg$/);
        expect(image.sizes.map((size) => size.width)).toEqual([300, 800, 1000]);
      }
    }
  });
});
