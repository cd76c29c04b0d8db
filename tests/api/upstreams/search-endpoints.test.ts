import { describe, expect, it } from 'vitest';
import { requestJson } from './listen';
import { useSearchService, TODAY, type Hit, type ErrorBody } from './search-service';

const { get, url } = useSearchService();

describe('POST /v1/calendar', () => {
  it('groups the day’s events and exhibitions by category, in the screen’s order', async () => {
    const saturday = '2026-11-28';
    const response = await requestJson<{ data: Record<string, { items: Hit[]; total: number }> }>(url('/v1/calendar'), {
      body: { filters: { dates: [saturday], location: ['Rodin Museum', 'Main Building'] }, rawFilters: [{ range: { endDate: { gte: TODAY } } }] },
    });
    expect(response.status).toBe(200);
    const sections = response.body.data;
    expect(Object.keys(sections)).toEqual(['Exhibitions', 'Tours']);
    expect(sections.Tours?.items.map((item) => [item.title, item.startDate])).toEqual([
      ['Collection Highlights Tour', '2026-11-28T11:00:00-05:00'],
      ['Rodin Garden Tour', '2026-11-28T13:00:00-05:00'],
    ]);
    const exhibitions = sections.Exhibitions?.items ?? [];
    expect(sections.Exhibitions?.total).toBe(exhibitions.length);
    expect(exhibitions.every((item) => String(item.startDate) <= saturday && String(item.endDate) >= saturday && ['Main Building', 'Rodin Museum'].includes(String(item.location)))).toBe(true);
    const weights = exhibitions.map((item) => Number(item.weight));
    expect(weights).toEqual([...weights].sort((a, b) => b - a));
  });

  it('files older category spellings under the spec’s sections and caps items by paging, not total', async () => {
    const response = await requestJson<{ data: Record<string, { items: Hit[]; total: number }> }>(url('/v1/calendar'), {
      body: { filters: { startDate: [TODAY], endDate: ['2027-02-19'] }, rawFilters: [{ range: { endDate: { gte: TODAY } } }], paging: { size: 2 } },
    });
    const sections = response.body.data;
    expect(Object.keys(sections)).toEqual(['Exhibitions', 'Tours', 'Talks', 'Social', 'Hands-On Activities', 'Performances']);
    expect(sections.Social?.total).toBe(15);
    expect(sections['Hands-On Activities']?.total).toBe(24);
    expect(Object.values(sections).every((section) => section.items.length === Math.min(2, section.total))).toBe(true);
  });
});

describe('GET /v1/suggest', () => {
  it('suggests as the words are typed, five by default, one line per title', async () => {
    const response = await get<{ data: { index: string; title: string; url: string; matchedField: string; objectNumber?: string }[] }>('/v1/suggest?index=collections&query=papoo');
    expect(response.status).toBe(200);
    expect(response.body.data[0]).toEqual({ index: 'collections', matchedField: 'title', title: 'Indian Girl with Papoose Crossing Stream', objectNumber: '37.1940.14', url: '/collection/object/5924' });
    expect((await get<{ data: unknown[] }>('/v1/suggest?index=global&query=portrait')).body.data).toHaveLength(5);
    expect((await get<{ data: unknown[] }>('/v1/suggest?index=global&query=portrait&size=2')).body.data).toHaveLength(2);
    const program = await get<{ data: { index: string; title: string }[] }>('/v1/suggest?index=global&query=rodin%20garden');
    expect(program.body.data.map((entry) => `${entry.index}: ${entry.title}`).sort()).toEqual(['eventSeries: Rodin Garden Tour', 'events: Rodin Garden Tour']);
  });

  it('completes accession numbers after #, and answers nothing for an empty query', async () => {
    const response = await get<{ data: { objectNumber: string; matchedField: string }[] }>(`/v1/suggest?index=collections&query=${encodeURIComponent('#37.1940')}&size=3`);
    expect(response.body.data).toHaveLength(3);
    expect(response.body.data.every((entry) => entry.objectNumber.startsWith('37.1940') && entry.matchedField === 'objectNumber')).toBe(true);
    expect((await get('/v1/suggest?index=global&query=')).body).toEqual({ data: [] });
  });

  it('answers 400 for an unknown index or a bad size', async () => {
    expect(await get('/v1/suggest?index=nope&query=art')).toMatchObject({ status: 400, body: { error: 'Bad Request', message: 'unknown index: nope' } });
    expect(await get('/v1/suggest?query=art&size=0')).toMatchObject({ status: 400, body: { message: 'size must be an integer from 1 to 50' } });
  });
});

describe('GET /v1/exhibition', () => {
  it('groups past exhibitions by end year, newest first within a year, with totals', async () => {
    const response = await get<{ data: Record<string, { total: number; items: Hit[] }> }>('/v1/exhibition');
    expect(response.status).toBe(200);
    const years = Object.keys(response.body.data);
    expect(years.length).toBeGreaterThan(30);
    expect(years.at(-1)).toBe('2026');
    for (const [year, group] of Object.entries(response.body.data)) {
      expect(group.total).toBe(group.items.length);
      const ends = group.items.map((item) => String(item.endDate));
      expect(ends.every((end) => end.startsWith(year) && end < TODAY)).toBe(true);
      expect(ends).toEqual([...ends].sort().reverse());
    }
    // This year's recently closed exhibitions come from the content service, with detail pages.
    expect(response.body.data['2026']?.items.every((item) => String(item.url).startsWith('/calendar/exhibition/'))).toBe(true);

    const capped = await get<{ data: Record<string, { total: number; items: Hit[] }> }>('/v1/exhibition?size=2');
    expect(capped.body.data['2026']).toMatchObject({ total: response.body.data['2026']?.total });
    expect(capped.body.data['2026']?.items).toHaveLength(2);
    expect((await get('/v1/exhibition?size=-1')).status).toBe(400);
  });
});

describe('GET /v1/document/collections/{id}', () => {
  it('answers related objects (same artist first) and related content', async () => {
    const response = await get<{ relatedContent: string; relatedCollectionAssets: { objectId: number; title: string; artist: string | null; url: string }[] }>('/v1/document/collections/6268');
    expect(response.status).toBe(200);
    const assets = response.body.relatedCollectionAssets;
    expect(assets).toHaveLength(12);
    expect(assets.slice(0, 4).map((asset) => asset.artist)).toEqual(Array(4).fill('William Henry Rinehart'));
    expect(assets.map((asset) => asset.objectId)).not.toContain(6268);
    expect(JSON.parse(response.body.relatedContent)).toEqual([]);

    // An object shown by an exhibition lists that exhibition as related content.
    const shown = await get<{ relatedContent: string }>('/v1/document/collections/1001');
    expect(JSON.parse(shown.body.relatedContent)).toContainEqual(expect.objectContaining({ type: 'exhibitions', url: '/calendar/exhibition/a-measure-of-the-earth-the-cole-ware-collection-of-american-baskets' }));
  });

  it('answers 404 for an unknown or non-numeric id', async () => {
    for (const id of ['999999', 'abc']) {
      const response = await get<ErrorBody>(`/v1/document/collections/${id}`);
      expect(response.status, id).toBe(404);
      expect(response.body).toEqual({ error: 'Not Found', message: `No collection document ${id}.` });
    }
  });
});
