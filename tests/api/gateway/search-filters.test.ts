import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { SEARCH_FACET_QUERY, type Facet } from './search-queries';
import { NOT_OVER, search, serviceSearch } from './search-support';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

const facetOf = (facets: Facet[], field: string): Facet => {
  const facet = facets.find((candidate) => candidate.field === field);
  if (!facet) throw new Error(`no ${field} group`);
  return facet;
};

describe('search filters: every group', () => {
  const groups: [string, string, string[]][] = [
    ['COLLECTIONS', 'lincoln', ['Artists', 'Places', 'Dates', 'Curatorial Departments', 'Type', 'Medium', 'Context', 'On View', 'Provenance']],
    ['EVENTS', '', ['Category', 'Audiences', 'Locations', 'Dates']],
    ['EVENT_SERIES', '', ['Category', 'Audiences', 'Locations']],
    ['EXHIBITIONS', '', ['Type', 'Locations', 'Audiences', 'Dates']],
    ['VISITING', '', ['Category', 'Subcategory']],
    ['MEMBERSHIP', '', ['Category', 'Subcategory']],
    ['RESEARCH', '', ['Category', 'Subcategory', 'Departments', 'Pre-K–12 Subject', 'Grade Level']],
    ['ABOUT', '', ['Category', 'Subcategory']],
  ];

  for (const [type, query, labels] of groups) {
    it(`${type}: each group's first value finds as many results as its count says`, async () => {
      const answer = await search(gateway, { type, query });
      expect(answer.facets.map((facet) => facet.label)).toEqual(labels);
      for (const facet of answer.facets) {
        const option = facet.options.find((candidate) => !candidate.disabled);
        if (!option) continue;
        const chosen = await search(gateway, { type, query, filters: { [facet.field]: [option.value] }, size: 12 });
        expect(chosen.total, `${facet.label}: ${option.value}`).toBe(option.count);
        const echoed = facetOf(chosen.facets, facet.field).options.find((candidate) => candidate.value === option.value);
        expect(echoed?.selected, `${facet.label}: ${option.value}`).toBe(true);
        expect(chosen.applied.filters).toEqual([{ field: facet.field, values: [option.value] }]);
      }
    });
  }

  it('counts each group with the other groups’ filters, and lists only values that find something (issue 10, defect 7)', async () => {
    const answer = await search(gateway, { type: 'EVENTS', filters: { location: ['Rodin Museum'] } });
    const plain = await search(gateway, { type: 'EVENTS' });
    expect(facetOf(answer.facets, 'category').options.length).toBeLessThan(facetOf(plain.facets, 'category').options.length);
    for (const facet of answer.facets) {
      for (const option of facet.options) {
        expect(option.count > 0 || option.selected, `${facet.field}: ${option.value}`).toBe(true);
        expect(option.disabled, `${facet.field}: ${option.value}`).toBe(false);
      }
    }
    // The group's own filter does not narrow its counts: the other locations stay choosable.
    expect(facetOf(answer.facets, 'location').options.filter((option) => option.count > 0).length).toBeGreaterThan(1);
  });

  it('fills no group with values that would find nothing once a filter is chosen: Dates opens on periods with works (issue 10, defect 7)', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS', filters: { artist: ['Louis Comfort Tiffany'] } });
    for (const facet of answer.facets.filter((group) => group.kind !== 'BOOLEAN')) {
      for (const option of facet.options) expect(option.count > 0 || option.selected, `${facet.field}: ${option.value}`).toBe(true);
    }
    const periods = facetOf(answer.facets, 'dates').options;
    expect(periods.length).toBeGreaterThan(0);
    expect(periods.every((option) => !option.label.includes('BCE') && option.count > 0)).toBe(true);
  });

  it('lists a chosen value with its true count when it is not among the group’s top values (issue 10, defect 2)', async () => {
    const plain = await search(gateway, { type: 'COLLECTIONS' });
    expect(facetOf(plain.facets, 'artist').options.map((option) => option.value)).not.toContain('Louis Comfort Tiffany');
    const answer = await search(gateway, { type: 'COLLECTIONS', filters: { artist: ['Louis Comfort Tiffany'] } });
    expect(answer.total).toBeGreaterThan(0);
    expect(facetOf(answer.facets, 'artist').options).toContainEqual({ value: 'Louis Comfort Tiffany', label: 'Louis Comfort Tiffany', count: answer.total, selected: true, disabled: false });
    // With another group's filter the count applies it too; two chosen values of one group are each counted.
    const narrowed = await search(gateway, { type: 'COLLECTIONS', filters: { artist: ['Louis Comfort Tiffany', 'Alfred Jacob Miller'], onview: ['false'] } });
    const tiffany = await search(gateway, { type: 'COLLECTIONS', filters: { artist: ['Louis Comfort Tiffany'], onview: ['false'] } });
    const artists = facetOf(narrowed.facets, 'artist').options;
    expect(artists.find((option) => option.value === 'Louis Comfort Tiffany')?.count).toBe(tiffany.total);
    expect(artists.find((option) => option.value === 'Alfred Jacob Miller')?.count).toBe(narrowed.total - tiffany.total);
  });

  it('words the yes/no groups', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS', query: 'lincoln', filters: { onview: ['false'] } });
    expect(facetOf(answer.facets, 'onview').options.map(({ label, selected }) => [label, selected])).toEqual([
      ['On view', false],
      ['Not on view', true],
    ]);
    expect(facetOf(answer.facets, 'hasProvenance').options.map((option) => option.label)).toEqual(['With provenance', 'Without provenance']);
  });

  it('applies the hidden web package tag without a group', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS', filters: { 'metadata.webPackage.packageId': ['american-art'] } });
    expect(answer.total).toBe(48);
    expect(answer.applied.filters).toEqual([{ field: 'metadata.webPackage.packageId', values: ['american-art'] }]);
    expect(answer.facets.map((facet) => facet.field)).not.toContain('metadata.webPackage.packageId');
  });

  it('ignores fields a category has no group for, and malformed filters JSON altogether', async () => {
    const plain = await search(gateway, { type: 'EVENTS' });
    expect(await search(gateway, { type: 'EVENTS', filters: { artist: ['Claude Monet'] } })).toMatchObject({ total: plain.total, applied: { filters: [] } });
    expect(await search(gateway, { type: 'EVENTS', filters: '{"category":["Tours"' })).toMatchObject({ total: plain.total, applied: { filters: [] } });
    expect(await search(gateway, { type: 'EVENTS', filters: '["Tours"]' })).toMatchObject({ total: plain.total });
  });

  it('keeps a chosen value the search no longer finds, so it can be removed', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS', query: 'basket', filters: { artist: ['William Henry Rinehart'] } });
    expect(answer.total).toBe(0);
    expect(facetOf(answer.facets, 'artist').options).toContainEqual({ value: 'William Henry Rinehart', label: 'William Henry Rinehart', count: 0, selected: true, disabled: false });
  });
});

describe('search filters: dates (spec §5)', () => {
  it('exhibitions: lists every year with exhibitions, none skipped (issue 10, defect 7)', async () => {
    const answer = await search(gateway, { type: 'EXHIBITIONS' });
    const listed = facetOf(answer.facets, 'dates').options.map((option) => Number(option.value));
    const all = await serviceSearch(gateway, { index: 'exhibitions', query: '', paging: { size: 5000 } });
    const years = new Set<number>();
    for (const hit of all.result) {
      for (let year = Number(String(hit.startDate).slice(0, 4)); year <= Number(String(hit.endDate).slice(0, 4)); year += 1) years.add(year);
    }
    expect(listed).toEqual([...years].sort((a, b) => a - b));
    expect(listed.length).toBeGreaterThan(50);
  });


  it('collections: years "start to end", as the service filters them', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS', filters: { dates: ['1850 to 1860'], onview: ['true'] } });
    const service = await serviceSearch(gateway, { index: 'collections', query: '', filters: { dates: ['1850 to 1860'], onview: ['true'] }, paging: { size: 0 } });
    expect(answer.total).toBe(service.total.value);
    expect(answer.total).toBeGreaterThan(0);
    const dates = facetOf(answer.facets, 'dates');
    expect(dates.dateRange).toMatchObject({ start: '1850', end: '1860', error: null, yearsOnly: true });
    expect(dates.kind).toBe('DATES');
  });

  it('collections: periods listed by century, oldest first, each choosable', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS' });
    const periods = facetOf(answer.facets, 'dates').options;
    const firstYears = periods.map((option) => Number(option.value.split(' to ')[0]));
    expect(firstYears).toEqual([...firstYears].sort((a, b) => a - b));
    const nineteenth = periods.find((option) => option.value === '1800 to 1899');
    expect(nineteenth?.label).toBe('1800–1899');
    expect((await search(gateway, { type: 'COLLECTIONS', filters: { dates: ['1800 to 1899'] } })).total).toBe(nineteenth?.count);
  });

  it('collections: a range it cannot read is left out, and the group says why', async () => {
    const answer = await search(gateway, { type: 'COLLECTIONS', query: 'lincoln', filters: { dates: ['18x0 to 1900'] } });
    expect(answer.applied.filters).toEqual([]);
    expect(answer.total).toBe((await search(gateway, { type: 'COLLECTIONS', query: 'lincoln' })).total);
    expect(facetOf(answer.facets, 'dates').dateRange).toMatchObject({ start: '18x0', end: '1900', error: expect.stringContaining('up to 8 digits') });
    const reversed = await search(gateway, { type: 'COLLECTIONS', filters: { dates: ['1900 to 1850'] } });
    expect(facetOf(reversed.facets, 'dates').dateRange?.error).toBe('The start must not be after the end.');
  });

  it('events: a year means 1 January to 31 December; months and days also read', async () => {
    const count = async (dates: string[]) => (await search(gateway, { type: 'EVENTS', filters: { dates } })).total;
    // The gateway leaves out events that were over before today (rawFilters).
    const service = async (dates: string[]) => (await serviceSearch(gateway, { index: 'events', query: '', filters: { dates }, rawFilters: NOT_OVER, paging: { size: 0 } })).total.value;
    expect(await count(['2026'])).toBe(await service(['2026-01-01 to 2026-12-31']));
    expect(await count(['2026 to 2027'])).toBe(await service(['2026-01-01 to 2027-12-31']));
    expect(await count(['11/2026 to 11/2026'])).toBe(13);
    expect(await count(['2026/11 to 2026/11'])).toBe(13);
    expect(await count(['28/11/2026 to 28/11/2026'])).toBe(3);
    expect(await count(['28/11/2026 to 29/11/2026'])).toBe(6);
    const years = facetOf((await search(gateway, { type: 'EVENTS' })).facets, 'dates');
    expect(years.options.map((option) => option.value)).toEqual(['2026', '2027']);
    expect(years.dateRange).toMatchObject({ yearsOnly: false, hint: expect.stringContaining('28/11/2026') });
  });

  it('events: shapes the rules do not accept are left out with a reason', async () => {
    for (const value of ['2026-11-28 to 2026-11-29', '31/2/2026 to 1/3/2026', '2026 to']) {
      const answer = await search(gateway, { type: 'EVENTS', filters: { dates: [value] } });
      expect(answer.applied.filters, value).toEqual([]);
      expect(facetOf(answer.facets, 'dates').dateRange?.error, value).toBeTruthy();
    }
  });
});

describe('searchFacet: a group’s search box', () => {
  const facetSearch = async (variables: Record<string, unknown>) => {
    const response = await gateway.graphql(SEARCH_FACET_QUERY, variables).expect(200);
    expect(response.body.errors).toBeUndefined();
    return response.body.data.searchFacet as Facet | null;
  };

  it('finds the values starting with the typed text, counted for the search', async () => {
    const facet = await facetSearch({ type: 'COLLECTIONS', field: 'artist', text: 'ma', query: 'lincoln' });
    expect(facet?.options.length).toBeGreaterThan(0);
    expect(facet?.options.every((option) => option.value.toLowerCase().startsWith('ma'))).toBe(true);
    const brady = facet?.options.find((option) => option.value === 'Mathew Brady Studio');
    const chosen = await search(gateway, { type: 'COLLECTIONS', query: 'lincoln', filters: { artist: ['Mathew Brady Studio'] } });
    expect(chosen.total).toBe(brady?.count);
  });

  it('takes digits only for dates, and needs 2 characters and a known group', async () => {
    const periods = await facetSearch({ type: 'COLLECTIONS', field: 'dates', text: '1-8' });
    expect(periods?.options.map((option) => option.value)).toEqual(['1800 to 1899']);
    expect(await facetSearch({ type: 'COLLECTIONS', field: 'artist', text: 'm' })).toBeNull();
    expect(await facetSearch({ type: 'COLLECTIONS', field: 'nonsense', text: 'monet' })).toBeNull();
  });
});
