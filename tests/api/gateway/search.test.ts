import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { primaryMaker } from '../../../upstreams/collection/people';
import { loadObjects } from '../../../upstreams/data/open-data';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { SEARCH_TYPES, type SearchResult } from './search-queries';
import { ALL_NOT_OVER, isOrdered, NOT_OVER, search, serviceSearch } from './search-support';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const TYPENAME: Record<(typeof SEARCH_TYPES)[number], string> = {
  COLLECTIONS: 'ArtworkResult',
  EVENTS: 'EventResult',
  EVENT_SERIES: 'EventSeriesResult',
  EXHIBITIONS: 'ExhibitionResult',
  VISITING: 'PageResult',
  MEMBERSHIP: 'PageResult',
  RESEARCH: 'PageResult',
  ABOUT: 'PageResult',
};

describe('search: all categories', () => {
  it('answers mixed results with every category and its count, in the screen’s order', async () => {
    const answer = await search(gateway, { query: 'rodin' });
    expect(answer.categories.map((category) => category.heading)).toEqual(['Artworks', 'Events', 'Event Series', 'Exhibitions', 'Visiting', 'Join & Support', 'Learn & Research', 'About Us']);
    expect(answer.categories.map((category) => category.type)).toEqual([...SEARCH_TYPES]);
    expect(answer.categories.find((category) => category.type === 'COLLECTIONS')?.count).toBe(5);
    expect(answer.categories.reduce((sum, category) => sum + category.count, 0)).toBe(answer.total);
    expect(answer).toMatchObject({ typeHeading: null, facets: [], pageSizes: [12, 24, 48], unavailable: false, totalText: `${answer.total} results for "rodin"`, start: 1, end: 12 });
    expect(answer.showingText).toBe(`Showing 1-12 of ${answer.total}`);
    const wide = await search(gateway, { query: 'rodin', size: 48 });
    expect(new Set(wide.results.map((result) => result.__typename))).toEqual(new Set(['EventResult', 'EventSeriesResult', 'ExhibitionResult', 'ArtworkResult', 'PageResult']));
    expect(answer.applied.sort).toBe('RELEVANCE');
    expect(answer.sortOptions.map((option) => option.value)).toEqual(['RELEVANCE', 'DATE_ASC', 'DATE_DESC', 'TITLE_ASC', 'TITLE_DESC']);
  });

  it('ignores filters when searching all, and lists without text by allWeight (spec §9)', async () => {
    const answer = await search(gateway, { filters: { artist: ['Claude Monet'] }, size: 48 });
    expect(answer.applied.filters).toEqual([]);
    const service = await serviceSearch(gateway, { index: 'global', query: '', sort: [{ allWeight: 'desc' }], rawFilters: ALL_NOT_OVER, paging: { size: 48 } });
    expect(answer.results.map((result) => result.id)).toEqual(service.result.map((hit) => hit.id));
    expect(answer.total).toBe(service.total.value);
  });
});

describe('search: each category', () => {
  for (const type of SEARCH_TYPES) {
    it(`${type}: results of that kind only, with its heading, label and filter groups`, async () => {
      const answer = await search(gateway, { type, size: 48 });
      expect(answer.total).toBeGreaterThan(0);
      expect(answer.categories).toEqual([]);
      expect(answer.applied.type).toBe(type);
      expect(answer.typeHeading).toBeTruthy();
      expect(answer.results.every((result) => result.type === type && result.__typename === TYPENAME[type])).toBe(true);
      expect(answer.results.every((result) => result.summary === null || result.summary.length <= 200)).toBe(true);
      expect(answer.facets.length).toBeGreaterThan(0);
      expect(answer.totalText).toMatch(new RegExp(`^\\d[\\d,]* ${answer.results[0]?.typeLabel} results?$`));
    });
  }

  it('makes artworks display-ready: artist with role phrase and dates, date, culture, accession number, image on the image host', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS', query: 'Indian Girl with Papoose Crossing Stream' });
    expect(answer.results[0]).toMatchObject({
      __typename: 'ArtworkResult',
      typeLabel: 'Artwork',
      category: 'Painting & Drawing',
      title: 'Indian Girl with Papoose Crossing Stream',
      objectId: 5924,
      objectNumber: '37.1940.14',
      dated: '1858-1860',
      url: '/collection/object/5924',
      artist: { name: 'Alfred Jacob Miller', role: 'Painter', rolePhrase: 'Painted by', line: 'Painted by Alfred Jacob Miller', dates: 'American, 1810-1874' },
    });
    const image = answer.results[0]?.image;
    expect(image?.url.startsWith(`${gateway.upstreams.urls.images}/iiif/`)).toBe(true);
    expect((await fetch(image?.url ?? '')).headers.get('content-type')).toBe('image/jpeg');

    // "Publisher" reads "Published by" (spec §9).
    const published = loadObjects().find((object) => primaryMaker(object)?.role === 'Publisher');
    const byNumber = await search(gateway, { type: 'COLLECTIONS', query: `#${published?.accessionNumber}` });
    expect((byNumber.results[0]?.artist as { line: string }).line).toBe(`Published by ${primaryMaker(published ?? loadObjects()[0]!)?.name}`);
  });

  it('labels events with their start, pages with their resource button', async () => {
    const events = await search(gateway, { type: 'EVENTS', query: 'Rodin Garden Tour', size: 12 });
    const event = events.results[0] as SearchResult & { dateText: string; timeText: string; startDate: string };
    expect(event.dateText).toMatch(/^[A-Z][a-z]+day, [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    expect(event.timeText).toMatch(/^\d{1,2}:\d{2}(?: [ap]\.m\.)?–\d{1,2}:\d{2} [ap]\.m\.$/);
    const research = await search(gateway, { type: 'RESEARCH', size: 48 });
    const buttons = Object.fromEntries(research.results.map((result) => [result.title, result.buttonLabel]));
    expect(buttons).toMatchObject({ 'Conserving a Masterpiece': 'Watch video', 'Handbook of the Collections': 'View publication', 'Family Activity Guide': 'View resource', 'Learning Resources': 'Learn more' });
    const about = await search(gateway, { type: 'ABOUT', size: 48 });
    expect(Object.fromEntries(about.results.map((result) => [result.title, result.buttonLabel]))).toMatchObject({
      'Major Gift of American Paintings Received': 'View press release',
      'Five Works to See on Your First Visit': 'Read blog',
    });
  });
});

describe('search: accession numbers', () => {
  it('searches accession numbers after #, in accession-number order', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS', query: '#37.1940.1' });
    expect(answer.applied.isAccessionSearch).toBe(true);
    const numbers = answer.results.map((result) => String(result.objectNumber));
    expect(numbers[0]).toBe('37.1940.1');
    expect(numbers.every((number) => number.startsWith('37.1940.1'))).toBe(true);
    expect(isOrdered(numbers, 'asc')).toBe(true);
    const all = await search(gateway, { query: '#37.1940.1' });
    expect(all.categories.filter((category) => category.count > 0)).toEqual([{ type: 'COLLECTIONS', heading: 'Artworks', count: answer.total }]);
  });
});

describe('search: sort (spec §9)', () => {
  it('asks for each category’s default order without text', async () => {
    // Events that were over before today are left out (rawFilters), as the gateway asks.
    const orders: [string, string, object[], object[]][] = [
      ['COLLECTIONS', 'collections', [{ weight: 'desc' }], []],
      ['EXHIBITIONS', 'exhibitions', [{ weight: 'desc' }, { endDate: 'desc' }], []],
      ['EVENTS', 'events', [{ startDate: 'asc' }], NOT_OVER],
      ['ABOUT', 'about', [{ weight: 'desc' }], []],
    ];
    for (const [type, index, sort, rawFilters] of orders) {
      const answer = await search(gateway, { type, size: 24 });
      const service = await serviceSearch(gateway, { index, query: '', sort, rawFilters, paging: { size: 24 } });
      expect(answer.results.map((result) => result.id), type).toEqual(service.result.map((hit) => hit.id));
    }
  });

  it('ranks by relevance by default: by text score, the category’s own order breaking ties (issue 30, item 10)', async () => {
    const cases: [string | undefined, string, string, object[], object[]][] = [
      ['EVENTS', 'events', 'tour', [{ _score: 'desc' }, { startDate: 'asc' }], NOT_OVER],
      ['EXHIBITIONS', 'exhibitions', 'american', [{ _score: 'desc' }, { weight: 'desc' }, { endDate: 'desc' }], []],
      ['COLLECTIONS', 'collections', 'portrait', [{ _score: 'desc' }, { weight: 'desc' }], []],
      [undefined, 'global', 'rodin', [{ _score: 'desc' }, { allWeight: 'desc' }], ALL_NOT_OVER],
    ];
    for (const [type, index, query, sort, rawFilters] of cases) {
      const answer = await search(gateway, { type, query, size: 48 });
      expect(answer.applied.sort, index).toBe('RELEVANCE');
      const service = await serviceSearch(gateway, { index, query, sort, rawFilters, paging: { size: 48 } });
      expect(answer.results.map((result) => result.id), index).toEqual(service.result.map((hit) => hit.id));
    }
    // Sessions of one tour match the text equally: the category's order (soonest first) decides among them.
    const tours = await search(gateway, { type: 'EVENTS', query: 'Rodin Garden Tour', size: 48 });
    const sessions = tours.results.filter((result) => result.title === 'Rodin Garden Tour').map((result) => Date.parse(String(result.startDate)));
    expect(sessions.length).toBeGreaterThan(2);
    expect(sessions).toEqual([...sessions].sort((a, b) => a - b));
    // The best match leads, not the soonest event.
    const art = await search(gateway, { type: 'EVENTS', query: 'art', size: 48 });
    const soonest = await search(gateway, { type: 'EVENTS', query: 'art', sort: 'DATE_ASC', size: 48 });
    expect(art.results.map((result) => result.id)).not.toEqual(soonest.results.map((result) => result.id));
  });

  it('reads the retired DEFAULT order as relevance', async () => {
    const retired = await search(gateway, { type: 'EVENTS', query: 'art', sort: 'DEFAULT', size: 24 });
    const relevance = await search(gateway, { type: 'EVENTS', query: 'art', size: 24 });
    expect(retired.applied.sort).toBe('RELEVANCE');
    expect(retired.results.map((result) => result.id)).toEqual(relevance.results.map((result) => result.id));
  });

  it('sorts by date both ways, and by title A–Z and Z–A', async () => {
    const starts = async (sort?: string) => (await search(gateway, { type: 'EVENTS', query: 'tour', sort, size: 48 })).results.map((result) => String(result.startDate));
    const instants = (values: string[]) => values.map((value) => Date.parse(value));
    const ascending = instants(await starts('DATE_ASC'));
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = instants(await starts('DATE_DESC'));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));

    const titles = async (sort: string) => (await search(gateway, { type: 'VISITING', sort, size: 48 })).results.map((result) => result.title);
    expect(isOrdered(await titles('TITLE_ASC'), 'asc')).toBe(true);
    expect(isOrdered(await titles('TITLE_DESC'), 'desc')).toBe(true);

    const artworks = await search(gateway, { type: 'COLLECTIONS', query: 'basket', sort: 'DATE_DESC', size: 12 });
    const service = await serviceSearch(gateway, { index: 'collections', query: 'basket', sort: [{ dateBegin: 'desc' }], paging: { size: 12 } });
    expect(artworks.results.map((result) => result.id)).toEqual(service.result.map((hit) => hit.id));
  });

  it('offers date orders only where results have dates, falling back to relevance', async () => {
    const series = await search(gateway, { type: 'EVENT_SERIES', sort: 'DATE_ASC' });
    expect(series.applied.sort).toBe('RELEVANCE');
    expect(series.sortOptions).toEqual([
      { value: 'RELEVANCE', label: 'Relevance' },
      { value: 'TITLE_ASC', label: 'Title, A–Z' },
      { value: 'TITLE_DESC', label: 'Title, Z–A' },
    ]);
    const events = await search(gateway, { type: 'EVENTS', sort: 'DATE_ASC' });
    expect(events.applied.sort).toBe('DATE_ASC');
    expect(events.sortOptions.map((option) => option.label)).toEqual(['Relevance', 'Date, oldest first', 'Date, newest first', 'Title, A–Z', 'Title, Z–A']);
  });
});

describe('search: rawFilters (spec §7; issue 10, defect 9)', () => {
  /** Nine days after the sample events were generated (22 November): the tours of 27 and 28 November are over. */
  const LATER = '2026-12-01T10:00:00-05:00';

  it('leaves out events that were over before today, in their category and among all results', async () => {
    const later = await startGateway({ env: { MUSEUM_NOW: LATER }, upstreams: gateway.upstreams });
    try {
      const today = LATER.slice(0, 10);
      const all = await serviceSearch(later, { index: 'events', query: 'Rodin Garden Tour', paging: { size: 200 } });
      const over = all.result.filter((hit) => String(hit.endDate).slice(0, 10) < today);
      expect(over.length).toBeGreaterThan(0);
      const events = await search(later, { type: 'EVENTS', query: 'Rodin Garden Tour', size: 48 });
      expect(events.total).toBe(all.total.value - over.length);
      for (const result of events.results) expect(String(result.endDate).slice(0, 10) >= today, String(result.endDate)).toBe(true);
      const everything = await search(later, { query: 'Rodin Garden Tour', size: 48 });
      expect(everything.categories.find((category) => category.type === 'EVENTS')?.count).toBe(events.total);
      expect(everything.categories.find((category) => category.type === 'EVENT_SERIES')?.count).toBeGreaterThan(0);
      expect(everything.results.map((result) => result.url)).not.toContain(over[0]?.url);
    } finally {
      await later.close();
    }
  });
});

describe('search: paging (spec §9)', () => {
  it('pages with from and size 12, 24 or 48; anything else means 12 and 0', async () => {
    const whole = await search(gateway, { type: 'COLLECTIONS', query: 'portrait', size: 24 });
    expect(whole.results).toHaveLength(24);
    const second = await search(gateway, { type: 'COLLECTIONS', query: 'portrait', from: 12, size: 12 });
    expect(second.results.map((result) => result.id)).toEqual(whole.results.slice(12).map((result) => result.id));
    expect(second).toMatchObject({ start: 13, end: 24, showingText: `Showing 13-24 of ${whole.total}` });
    const odd = await search(gateway, { type: 'COLLECTIONS', query: 'portrait', from: -7, size: 13 });
    expect(odd.applied).toMatchObject({ from: 0, size: 12 });
    expect((await search(gateway, { type: 'COLLECTIONS', size: 48 })).results).toHaveLength(48);
  });

  it('answers a page past the last result with the last page, and says so in `applied` (issue 10, defect 8)', async () => {
    const series = await search(gateway, { type: 'EVENT_SERIES', size: 48 });
    const beyond = await search(gateway, { type: 'EVENT_SERIES', from: 480 });
    const lastFrom = Math.floor((series.total - 1) / 12) * 12;
    expect(beyond.applied.from).toBe(lastFrom);
    expect(beyond).toMatchObject({ start: lastFrom + 1, end: series.total, showingText: `Showing ${lastFrom + 1}-${series.total} of ${series.total}`, totalText: `${series.total} Event Series results` });
    expect(beyond.results.map((result) => result.id)).toEqual(series.results.slice(lastFrom).map((result) => result.id));
    const artworks = await search(gateway, { type: 'COLLECTIONS', query: 'portrait', size: 24 });
    const past = await search(gateway, { type: 'COLLECTIONS', query: 'portrait', from: artworks.total + 100, size: 24 });
    expect(past.applied.from % 24).toBe(0);
    expect(past.end).toBe(artworks.total);
    expect(past.results.length).toBeGreaterThan(0);
  });

  it('says when nothing matches', async () => {
    expect(await search(gateway, { query: 'qqxyzzy' })).toMatchObject({ total: 0, totalText: 'No results for "qqxyzzy"', results: [], showingText: null });
    expect((await search(gateway, { type: 'ABOUT', filters: { category: ['Nothing'] } })).totalText).toBe('No results found');
  });
});
