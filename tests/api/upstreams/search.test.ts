import { describe, expect, it } from 'vitest';
import { requestJson } from './listen';
import { useSearchService, TODAY, titles, millis, bucket, type SearchResponse, type ErrorBody } from './search-service';

const { search, url } = useSearchService();

describe('POST /v1/search: relevance', () => {
  it('ranks the exact title first, and still finds it with misspelt words', async () => {
    const exact = await search({ index: 'collections', query: 'Indian Girl with Papoose Crossing Stream', paging: { size: 3 } });
    expect(exact.status).toBe(200);
    expect(exact.body.result[0]).toMatchObject({ objectId: 5924, title: 'Indian Girl with Papoose Crossing Stream', artist: 'Alfred Jacob Miller', objectNumber: '37.1940.14', url: '/collection/object/5924' });
    expect(exact.body.total).toEqual({ value: expect.any(Number), relation: 'eq' });

    const fuzzy = await search({ index: 'collections', query: 'papose crosing', paging: { size: 3 } });
    expect(fuzzy.body.result[0]?.objectId).toBe(5924);
    const misspeltName = await search({ index: 'collections', query: 'abraham lincon', paging: { size: 5 } });
    expect(titles(misspeltName)).toEqual(Array(5).fill('Abraham Lincoln'));
  });

  it('is word relevance, not substring matching', async () => {
    // "rodin" finds Rodin's own work first, then the word in a title ("TV Rodin").
    const rodin = await search({ index: 'collections', query: 'rodin', paging: { size: 2 } });
    expect(rodin.body.result.map((hit) => hit.artist)).toEqual(['Auguste Rodin', 'Nam June Paik']);
    // Words match from their start: "lincoln" finds Lincoln, the inside of the word finds nothing.
    expect((await search({ index: 'collections', query: 'lincoln', paging: { size: 0 } })).body.total.value).toBe(59);
    expect((await search({ index: 'collections', query: 'ncoln', paging: { size: 0 } })).body.total.value).toBe(0);
    const nonsense = await search({ index: 'collections', query: 'qqxyzzy', paging: { size: 2 } });
    expect(nonsense.body).toMatchObject({ result: [], total: { value: 0, relation: 'eq' } });
  });

  it('lists the occurrences of one event in time order when relevance and weight tie', async () => {
    const tours = (await search({ index: 'global', query: 'rodin garden tour', sort: [{ _score: 'desc' }, { allWeight: 'desc' }], paging: { size: 50 } })).body.result.filter(
      (hit) => hit.title === 'Rodin Garden Tour',
    );
    expect(tours.length).toBeGreaterThan(3);
    const starts = tours.map((hit) => millis(hit.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('searches every index at once with counts per index, and each section index on its own', async () => {
    const global = await search({ index: 'global', query: 'rodin', paging: { size: 50 } });
    const perIndex = Object.fromEntries(global.body.options._index?.map((entry) => [entry.key, entry.doc_count]) ?? []);
    expect(Object.keys(perIndex)).toEqual(['collections', 'events', 'eventSeries', 'exhibitions', 'visiting', 'membership', 'research', 'about']);
    expect(perIndex.collections).toBe(5);
    expect(perIndex.eventSeries).toBe(1);
    expect(global.body.total.value).toBe(Object.values(perIndex).reduce((sum, count) => sum + count, 0));
    expect(new Set(global.body.result.map((hit) => hit.type))).toEqual(new Set(['events', 'eventSeries', 'exhibitions', 'collections', 'visiting', 'research', 'about']));

    const series = await search({ index: 'eventSeries', query: '', paging: { size: 1 } });
    expect(series.body.total.value).toBe(13);
    expect(series.body.result[0]).toMatchObject({ type: 'eventSeries', title: 'Art After 5', url: '/calendar/event-series/art-after-5', weight: 50 });
    const visiting = await search({ index: 'visiting', query: 'hours', paging: { size: 3 } });
    expect(visiting.body.result[0]).toMatchObject({ title: 'Locations & Hours', url: '/visit/locations-hours', type: 'visiting' });
    const membership = await search({ index: 'membership', query: '', paging: { size: 20 } });
    expect(titles(membership)).toEqual(expect.arrayContaining(['Membership', 'Ways to Give', 'Member News: This Month at the Museum']));
    const about = await search({ index: 'about', query: 'press', paging: { size: 20 } });
    expect(about.body.result.map((hit) => hit.url)).toContain('/about/press');
  });

  it('never indexes drafts', async () => {
    const anniversary = await search({ index: 'about', query: 'anniversary' });
    expect(titles(anniversary)).toEqual(['Museum Announces Plans for Its 150th Anniversary']);
  });
});

describe('POST /v1/search: filters, rawFilters, sort, paging and options', () => {
  it('applies term filters (OR within a field, AND across fields)', async () => {
    const response = await search({ index: 'events', query: '', filters: { category: ['Tours'], location: ['Rodin Museum', 'Sculpture Garden'] }, paging: { size: 100 } });
    expect(response.body.total.value).toBe(24);
    expect(response.body.result.every((hit) => hit.category === 'Tours' && hit.location === 'Rodin Museum')).toBe(true);
    // Artwork pages link to the collection search filtered by artist or place (spec §2).
    const byArtist = await search({ index: 'collections', query: '', filters: { artist: ['William Henry Rinehart'], place: ['Roma'] }, option: ['artist'], paging: { size: 100 } });
    expect(byArtist.body.total.value).toBeGreaterThan(3);
    expect(byArtist.body.result.every((hit) => (hit.artists as string[]).includes('William Henry Rinehart') && (hit.place as string[]).includes('Roma'))).toBe(true);
    expect(bucket(byArtist.body.options.artist, 'William Henry Rinehart')).toBe(byArtist.body.total.value);
    // '*' means "all" (spec §4) and filters nothing.
    const all = await search({ index: 'events', query: '', filters: { category: ['*'] }, paging: { size: 0 } });
    expect(all.body.total.value).toBe(139);
  });

  it('lets a spec filter value find the older spellings (aliases)', async () => {
    const families = await search({ index: 'events', query: '', filters: { audience: ['Kids & Families'] }, paging: { size: 100 } });
    const audiences = new Set(families.body.result.flatMap((hit) => hit.audience as string[]));
    expect(audiences).toContain('Kids & Family');
    expect(families.body.total.value).toBe(60);
    const social = await search({ index: 'events', query: '', filters: { category: ['Social'] }, paging: { size: 100 }, option: ['category'] });
    expect(new Set(social.body.result.map((hit) => hit.category))).toEqual(new Set(['Social', 'Gatherings']));
    // The option count of a value is what choosing it returns.
    expect(bucket(social.body.options.category, 'Social')).toBe(social.body.total.value);
    expect(bucket(social.body.options.category, 'Gatherings')).toBeUndefined();
    const houses = await search({ index: 'events', query: '', filters: { location: ['Historic Houses'] }, paging: { size: 100 } });
    expect(houses.body.total.value).toBe(11);
    expect(houses.body.result.every((hit) => hit.location === 'Fairmount Park Houses' && hit.room === 'Mount Pleasant')).toBe(true);
  });

  it('answers the calendar view-all request for exhibitions "in the galleries" (spec §7)', async () => {
    const response = await search({
      index: 'exhibitions',
      query: '',
      filters: { category: ['In the galleries'] },
      rawFilters: [{ bool: { must: [{ range: { endDate: { gte: 'now/d' } } }] } }],
      sort: [{ weight: 'desc' }, { endDate: 'asc' }],
      paging: { from: 0, size: 5000 },
    });
    expect(response.body.total.value).toBe(4);
    expect(response.body.result.every((hit) => hit.category === 'Exhibitions' && hit.subcategory === 'In the galleries' && String(hit.endDate) >= TODAY)).toBe(true);
    const weights = response.body.result.map((hit) => Number(hit.weight));
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('filters collections by year range ("YYYY to YYYY") and booleans', async () => {
    const response = await search({ index: 'collections', query: '', filters: { dates: ['1850 to 1860'], onview: ['true'] }, paging: { size: 100 } });
    expect(response.body.total.value).toBe(28);
    for (const hit of response.body.result) {
      expect(hit.onview).toBe(true);
      expect(Number(hit.dateBegin)).toBeLessThanOrEqual(1860);
      expect(Number(hit.dateEnd)).toBeGreaterThanOrEqual(1850);
    }
  });

  it('filters dated content by days, months and ranges in every accepted shape', async () => {
    const count = async (dates: string[]) => (await search({ index: 'events', query: '', filters: { dates }, paging: { size: 0 } })).body.total.value;
    expect(await count(['2026-11-28'])).toBe(3);
    expect(await count(['28/11/2026'])).toBe(3);
    expect(await count(['2026-11-28 to 2026-11-29'])).toBe(6);
    expect(await count(['2026-11-28/2026-11-29'])).toBe(6);
    // A month: the rest of November after the clock's Sunday.
    expect(await count(['11/2026'])).toBe(13);
    expect(await count(['2026-11'])).toBe(13);
    expect(await count(['2026-11-28', '2026-11-29'])).toBe(6);
    const window = await search({ index: 'events', query: '', filters: { startDate: ['2026-12-01'], endDate: ['2026-12-31'] }, paging: { size: 200 } });
    expect(window.body.total.value).toBe(61);
    expect(window.body.result.every((hit) => String(hit.startDate).startsWith('2026-12'))).toBe(true);
  });

  it('pages a web package gallery through the hidden metadata.webPackage.packageId filter', async () => {
    const gallery = await search({ index: 'collections', query: '', filters: { 'metadata.webPackage.packageId': ['american-art'] }, paging: { from: 0, size: 12 } });
    expect(gallery.body.total.value).toBe(48);
    expect(gallery.body.result).toHaveLength(12);
    expect(gallery.body.result.every((hit) => (hit.metadata as { webPackage: { packageId: string[] } }).webPackage.packageId.includes('american-art'))).toBe(true);
    const page = await search({ index: 'research', query: '', filters: { 'metadata.webPackage.packageId': ['american-art'] } });
    expect(titles(page)).toEqual(['American Art']);
  });

  it('applies range rawFilters on dates: one year of past exhibitions, newest first', async () => {
    const response = await search({ index: 'exhibitions', query: '', rawFilters: [{ range: { endDate: { gte: '2025-01-01', lte: '2025-12-31' } } }], sort: [{ endDate: 'desc' }], paging: { size: 50 } });
    const ends = response.body.result.map((hit) => String(hit.endDate));
    expect(ends.length).toBe(response.body.total.value);
    expect(ends).toEqual(['2025-10-15', '2025-08-15', '2025-06-15', '2025-04-15', '2025-02-15']);
    // Upcoming exhibitions: startDate after today, soonest first (spec §7).
    const upcoming = await search({ index: 'exhibitions', query: '', rawFilters: [{ range: { startDate: { gt: TODAY } } }], sort: [{ startDate: 'asc' }], paging: { size: 50 } });
    expect(upcoming.body.result.map((hit) => hit.startDate)).toEqual(['2026-12-06', '2027-01-01', '2027-02-05', '2027-03-02', '2027-04-01', '2027-06-10']);
    // A bool clause: current exhibitions in the Perelman Building.
    const current = await search({ index: 'exhibitions', query: '', rawFilters: [{ bool: { must: [{ range: { startDate: { lte: TODAY } } }, { range: { endDate: { gte: TODAY } } }, { term: { building: 'Perelman Building' } }] } }] });
    expect(current.body.total.value).toBe(2);
    expect(current.body.result.every((hit) => String(hit.startDate) <= TODAY && String(hit.endDate) >= TODAY && hit.building === 'Perelman Building')).toBe(true);
  });

  it('sorts ascending and descending, by number, date and title', async () => {
    const body = { index: 'collections', query: 'basket', paging: { size: 13 } };
    const newest = await search({ ...body, sort: [{ dateBegin: 'desc' }] });
    const oldest = await search({ ...body, sort: [{ dateBegin: 'asc' }] });
    const years = (response: { body: SearchResponse }) => response.body.result.map((hit) => hit.dateBegin).filter((year) => year !== null) as number[];
    expect(years(newest)).toEqual([...years(newest)].sort((a, b) => b - a));
    expect(years(oldest)).toEqual([...years(newest)].reverse());
    expect(newest.body.result[0]?.dateBegin).toBe(2013);

    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    const az = await search({ index: 'membership', query: '', sort: [{ title: 'asc' }] });
    expect(titles(az)).toEqual([...titles(az)].sort(collator.compare));
    const za = await search({ index: 'membership', query: '', sort: [{ title: 'desc' }] });
    expect(titles(za)).toEqual([...titles(az)].reverse());

    // Events default to startDate ascending (spec §9).
    const events = await search({ index: 'events', query: '', paging: { size: 200 } });
    const starts = events.body.result.map((hit) => millis(hit.startDate));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
  });

  it('pages with from and size', async () => {
    const body = { index: 'events', query: '', filters: { location: ['Main Building'] } };
    const whole = await search({ ...body, paging: { from: 0, size: 10 } });
    const first = await search({ ...body, paging: { from: 0, size: 5 } });
    const second = await search({ ...body, paging: { from: 5, size: 5 } });
    expect([...first.body.result, ...second.body.result].map((hit) => hit.id)).toEqual(whole.body.result.map((hit) => hit.id));
    expect(first.body.total.value).toBe(whole.body.total.value);
    const beyond = await search({ ...body, paging: { from: 5000, size: 5 } });
    expect(beyond.body).toMatchObject({ result: [], total: { value: whole.body.total.value } });
    // Without paging the page size is 12 (spec §9).
    expect((await search({ index: 'collections', query: 'portrait' })).body.result).toHaveLength(12);
  });

  it('aggregates the requested options, counting each value with the other filters applied', async () => {
    const response = await search({ index: 'collections', query: 'lincoln', filters: { onview: ['false'] }, option: ['onview', 'department'], paging: { size: 0 } });
    const { onview, department } = response.body.options;
    expect(Object.keys(response.body.options)).toEqual(['onview', 'department']);
    expect(onview).toEqual([
      { key: 'false', doc_count: 58 },
      { key: 'true', doc_count: 1 },
    ]);
    expect(response.body.total.value).toBe(58);
    expect(department?.reduce((sum, entry) => sum + entry.doc_count, 0)).toBe(58);
    expect(bucket(department, 'Prints, Drawings and Photographs')).toBe(41);
    // optionQuery keeps the keys that start with the typed text.
    const typed = await search({ index: 'collections', query: 'lincoln', option: ['department'], optionQuery: { department: 'amer' }, paging: { size: 0 } });
    expect(typed.body.options.department?.map((entry) => entry.key)).toEqual(['American Painting and Sculpture', 'American Decorative Arts']);
  });

  it('counts `dates` as centuries of artworks and years of dated content, each key a dates filter of its own', async () => {
    const artworks = await search({ index: 'collections', query: '', option: ['dates'], paging: { size: 0 } });
    const centuries = artworks.body.options.dates ?? [];
    for (const { key } of centuries) {
      const [start, end] = key.split(' to ').map(Number);
      expect(start !== undefined && start % 100 === 0 && end === start + 99, key).toBe(true);
    }
    for (const entry of centuries.slice(0, 3)) {
      expect((await search({ index: 'collections', query: '', filters: { dates: [entry.key] }, paging: { size: 0 } })).body.total.value, entry.key).toBe(entry.doc_count);
    }
    const events = await search({ index: 'events', query: '', option: ['dates'], paging: { size: 0 } });
    expect(events.body.options.dates?.map((entry) => entry.key).sort()).toEqual(['2026', '2027']);
    const in2027 = bucket(events.body.options.dates, '2027');
    expect((await search({ index: 'events', query: '', filters: { dates: ['2027'] }, paging: { size: 0 } })).body.total.value).toBe(in2027);
  });

  it('answers every `dates` period whatever the option size (a histogram, like a date_histogram)', async () => {
    const small = await search({ index: 'exhibitions', query: '', paging: { size: 0 }, option: ['dates', 'location'], optionSize: 2 });
    const large = await search({ index: 'exhibitions', query: '', paging: { size: 0 }, option: ['dates'], optionSize: 5000 });
    expect(small.body.options.dates?.length).toBeGreaterThan(50);
    expect(small.body.options.dates?.length).toBe(large.body.options.dates?.length);
    expect(small.body.options.location).toHaveLength(2);
  });

  it('reads `_index` in rawFilters as the hit’s index: past events left out among all results', async () => {
    const notOver = { bool: { should: [{ bool: { must_not: [{ term: { _index: 'events' } }] } }, { range: { endDate: { gte: '2026-12-01' } } }] } };
    const response = await search({ index: 'global', query: 'tour', rawFilters: [notOver], paging: { size: 500 } });
    const events = response.body.result.filter((hit) => hit.type === 'events');
    expect(events.length).toBeGreaterThan(0);
    expect(events.every((hit) => String(hit.endDate) >= '2026-12-01')).toBe(true);
    expect(response.body.result.some((hit) => hit.type === 'eventSeries')).toBe(true);
    const unfiltered = await search({ index: 'global', query: 'tour', paging: { size: 500 } });
    expect(unfiltered.body.result.some((hit) => hit.type === 'events' && String(hit.endDate) < '2026-12-01')).toBe(true);
  });

  it('counts what choosing a value finds, aliases included', async () => {
    const response = await search({ index: 'exhibitions', query: '', option: ['subcategory'], paging: { size: 0 } });
    const exhibition = bucket(response.body.options.subcategory, 'Exhibition');
    // "Exhibition" also finds "In the galleries" (spec §9 category aliases).
    expect(exhibition).toBe((await search({ index: 'exhibitions', query: '', filters: { subcategory: ['Exhibition'] }, paging: { size: 0 } })).body.total.value);
    expect(exhibition).toBeGreaterThan(bucket(response.body.options.subcategory, 'In the galleries') ?? 0);
  });

  it('files teaching resources by department, Pre-K–12 subject and grade level', async () => {
    const response = await search({ index: 'research', query: '', option: ['department', 'subject', 'gradeLevel'], paging: { size: 0 } });
    expect(bucket(response.body.options.department, 'Education')).toBe(2);
    expect(bucket(response.body.options.subject, 'Science')).toBe(2);
    expect(bucket(response.body.options.gradeLevel, '9–12')).toBe(3);
  });

  it('finds accession numbers with a leading #', async () => {
    const response = await search({ index: 'collections', query: '#37.1940.1', paging: { size: 3 } });
    expect(response.body.result.every((hit) => String(hit.objectNumber).startsWith('37.1940.1'))).toBe(true);
    expect(response.body.result[0]?.objectNumber).toBe('37.1940.1');
  });
});

describe('POST /v1/search: bad requests', () => {
  it.each([
    [{ index: 'artworks' }, 'unknown index: artworks'],
    [{ query: 42 }, 'query must be a string'],
    [{ paging: { size: -1 } }, 'paging.size must be an integer from 0 to 10000'],
    [{ sort: [{ title: 'up' }] }, 'sort.title must be "asc" or "desc"'],
    [{ filters: ['Tours'] }, 'filters must be an object of field to values'],
    [{ rawFilters: [{ near: { endDate: 1 } }] }, 'unknown rawFilters clause: near'],
    [{ rawFilters: [{ range: { endDate: { after: '2026-01-01' } } }] }, 'range.endDate: unknown operator after'],
  ])('answers 400 with a clear message for %j', async (body, message) => {
    const response = await requestJson<ErrorBody>(url('/v1/search'), { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ error: 'Bad Request', message });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await fetch(url('/v1/search'), { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"index":' });
    expect(response.status).toBe(400);
    expect(((await response.json()) as ErrorBody).error).toBe('Bad Request');
  });
});
