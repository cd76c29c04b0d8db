// The sitemaps (issue 29): robots.txt names the index; the index and every child are valid by the
// sitemaps.org schemas (libxml2 against the XSDs), absolute on PUBLIC_ORIGIN, gzip when asked,
// with lastmod where the upstream has one; never-listed pages stay out; parts split by URL count
// and by bytes; built sitemaps are served from the cache.
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITEMAP_KIND_NAMES } from '../../../server/sitemap/kinds';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { fetchSitemap, readSitemap, type SitemapFile } from '../../support/sitemaps/read';

const ORIGIN = 'https://www.museum.example.org';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => gateway.close());

const path = (url: string) => url.slice(ORIGIN.length);

async function child(name: string, app = gateway.app): Promise<SitemapFile> {
  return fetchSitemap(app, `/sitemaps/${name}.xml`, 'urlset');
}

/** The total of the search service's collections index: every object a visitor can reach. */
async function collectionTotal(): Promise<number> {
  const response = await fetch(`${gateway.upstreams.urls.search}/v1/search`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ index: 'collections', paging: { from: 0, size: 0 }, option: [] }) });
  return ((await response.json()) as { total: { value: number } }).total.value;
}

describe('robots.txt', () => {
  it('names the sitemap index on the public origin and keeps crawlers out of previews and the GraphQL API', async () => {
    const response = await gateway.http().get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toContain(`Sitemap: ${ORIGIN}/sitemap.xml\n`);
    expect(response.text).toMatch(/^User-agent: \*$/m);
    expect(response.text).toMatch(/^Disallow: \/preview$/m);
    expect(response.text).toMatch(/^Disallow: \/graphql$/m);
  });
});

describe('the sitemap index', () => {
  it('is a valid sitemap index listing one child of each kind, absolute on PUBLIC_ORIGIN', async () => {
    const index = await fetchSitemap(gateway.app, '/sitemap.xml', 'sitemapindex');
    expect(index.entries.map((entry) => entry.loc)).toEqual(SITEMAP_KIND_NAMES.map((kind) => `${ORIGIN}/sitemaps/${kind}-1.xml`));
  });

  it('dates each child by its latest change where the upstream tells one', async () => {
    const index = await fetchSitemap(gateway.app, '/sitemap.xml', 'sitemapindex');
    const lastmods = Object.fromEntries(index.entries.map((entry) => [path(entry.loc), entry.lastmod]));
    const pages = await child('pages-1');
    expect(lastmods['/sitemaps/pages-1.xml']).toBe(pages.entries.map((entry) => entry.lastmod ?? '').sort().at(-1));
    expect(lastmods['/sitemaps/objects-1.xml']).toBeNull();
  });

  it('is sent identity-encoded to a client that does not take gzip, with the same XML', async () => {
    const plain = await gateway.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'identity' } });
    const zipped = await gateway.app.inject({ method: 'GET', url: '/sitemap.xml', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toContain('Accept-Encoding');
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(plain.payload);
    await readSitemap(plain.payload, 'sitemapindex');
  });
});

describe('the children', () => {
  it('are valid sitemaps of absolute URLs on PUBLIC_ORIGIN that never list previews, searches, the API or error pages', async () => {
    for (const kind of SITEMAP_KIND_NAMES) {
      const sitemap = await child(`${kind}-1`);
      expect(sitemap.entries.length, kind).toBeGreaterThan(0);
      const paths = sitemap.entries.map((entry) => path(entry.loc));
      for (const entry of sitemap.entries) expect(entry.loc.startsWith(`${ORIGIN}/`), entry.loc).toBe(true);
      expect(new Set(paths).size, `${kind}: no URL twice`).toBe(paths.length);
      for (const listed of paths) expect(listed, kind).not.toMatch(/^\/(preview|graphql|not-found|test|search)\b|\?/);
    }
  });

  it('list the content pages with the content service’s last change, the calendar, and no page kept out of search', async () => {
    const pages = await child('pages-1');
    const byPath = new Map(pages.entries.map((entry) => [path(entry.loc), entry.lastmod]));
    expect(byPath.get('/')).toBe('2026-09-22T04:00:00.000Z');
    expect(byPath.get('/about/mission-history')).toBe('2026-09-22T04:00:00.000Z');
    expect(byPath.get('/about/press/museum-announces-plans-for-its-150th-anniversary')).toBe('2026-11-10T14:00:00.000Z');
    expect(byPath.has('/collection/departments/american-art')).toBe(true);
    expect(byPath.has('/collection/curated/ceramics-and-porcelain')).toBe(true);
    expect(byPath.has('/calendar')).toBe(true);
    // The editors' hostile checks are kept out of search; the calendar's text document is not a page of its own.
    expect(byPath.has('/about/editorial-checks')).toBe(false);
    expect([...byPath.keys()].filter((listed) => listed.startsWith('/calendar/'))).toEqual([]);
  });

  it('list every exhibition, current, upcoming and past, with the listings and each past year', async () => {
    const exhibitions = (await child('exhibitions-1')).entries.map((entry) => path(entry.loc));
    const pages = exhibitions.filter((listed) => listed.startsWith('/calendar/exhibition/'));
    const documents = await gateway.app.gateway.upstreams.content.query('count(*[_type == "exhibition" && !(_id in path("drafts.**")) && noIndex != true])');
    expect(pages).toHaveLength(documents as number);
    expect(exhibitions).toContain('/calendar/exhibition/threads-of-light');
    expect(exhibitions).toEqual(expect.arrayContaining(['/calendar/upcoming-exhibitions', '/calendar/past-exhibitions', '/calendar/past-exhibitions/view-all/2019']));
    expect(exhibitions).not.toContain('/calendar/past-exhibitions/view-all/2027');
  });

  it('list the events not over yet, and only those', async () => {
    const listed = new Set((await child('events-1')).entries.map((entry) => path(entry.loc)));
    const query = `{ page(path: $path) { ... on EventPage { upcomingOccurrences { id } } } }`;
    const documents = (await gateway.app.gateway.upstreams.content.query('*[_type == "event" && !(_id in path("drafts.**")) && noIndex != true]{"path": path + "/" + slug.current}')) as { path: string }[];
    let over = 0;
    for (const { path: eventPath } of documents) {
      const response = await gateway.graphql(`query Event($path: String!) ${query}`, { path: eventPath }).expect(200);
      const upcoming = (response.body as { data: { page: { upcomingOccurrences: unknown[] } } }).data.page.upcomingOccurrences.length;
      if (upcoming === 0) over += 1;
      expect(listed.has(eventPath), eventPath).toBe(upcoming > 0);
    }
    expect(over, 'the sample data has events that are over').toBeGreaterThan(0);
    expect(listed.has('/calendar/event/daily-gallery-tour'), 'kept out of search').toBe(false);
  });

  it('list every collection object the search service knows, once, without a lastmod', async () => {
    const objects = await child('objects-1');
    expect(objects.entries).toHaveLength(await collectionTotal());
    expect(objects.entries.every((entry) => /^\/collection\/object\/\d+$/.test(path(entry.loc)) && entry.lastmod === null)).toBe(true);
    expect(objects.entries.map((entry) => path(entry.loc))).toContain('/collection/object/6268');
  });

  it('list the presidential china grid and every story but the editors’ test post, dated by WordPress', async () => {
    const preschina = await child('preschina-1');
    const paths = preschina.entries.map((entry) => path(entry.loc));
    expect(paths[0]).toBe('/preschina');
    expect(paths).toContain('/preschina/acknowledgments');
    expect(paths).not.toContain('/preschina/test-president');
    expect(paths.filter((listed) => listed.startsWith('/preschina/xss'))).toEqual([]);
    expect(preschina.entries.every((entry) => entry.lastmod !== null)).toBe(true);
  });

  it('answer 404 for a part or kind the index does not list', async () => {
    for (const name of ['pages-2', 'objects-0', 'nothing-1', 'pages-1.xml.gz', 'pages']) {
      await gateway.http().get(`/sitemaps/${name}.xml`).expect(404);
    }
  });

  it('are built once and then served from the cache, asking no upstream', async () => {
    await child('objects-1');
    const before = ['content', 'search', 'preschina'].map((name) => gateway.upstreamRequests(name as 'content'));
    await child('objects-1');
    await child('pages-1');
    await fetchSitemap(gateway.app, '/sitemap.xml', 'sitemapindex');
    expect(['content', 'search', 'preschina'].map((name) => gateway.upstreamRequests(name as 'content'))).toEqual(before);
  });
});

describe('parts', () => {
  it('split a kind into numbered parts of at most SITEMAP_PART_URLS URLs, paging through the upstream', async () => {
    const small = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN, SITEMAP_PART_URLS: '2000' }, upstreams: gateway.upstreams });
    try {
      const total = await collectionTotal();
      const parts = Math.ceil(total / 2000);
      expect(parts).toBeGreaterThan(1);
      const index = await fetchSitemap(small.app, '/sitemap.xml', 'sitemapindex');
      const objectParts = index.entries.map((entry) => path(entry.loc)).filter((listed) => listed.startsWith('/sitemaps/objects-'));
      expect(objectParts).toEqual(Array.from({ length: parts }, (_, part) => `/sitemaps/objects-${part + 1}.xml`));
      const urls: string[] = [];
      for (let part = 1; part <= parts; part += 1) {
        const searchesBefore = small.upstreamRequests('search');
        const { entries } = await child(`objects-${part}`, small.app);
        // A part of 2,000 is read in pages of 1,000: the collection is never loaded at once.
        expect(small.upstreamRequests('search') - searchesBefore).toBeLessThanOrEqual(2);
        expect(entries.length).toBe(part < parts ? 2000 : total - 2000 * (parts - 1));
        urls.push(...entries.map((entry) => entry.loc));
      }
      expect(new Set(urls).size).toBe(total);
      expect((await small.app.inject(`/sitemaps/objects-${parts + 1}.xml`)).statusCode).toBe(404);
    } finally {
      await small.close();
    }
  });

  it('split a kind into parts of at most SITEMAP_PART_BYTES uncompressed bytes', async () => {
    const limit = 2048;
    const small = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN, SITEMAP_PART_BYTES: String(limit) }, upstreams: gateway.upstreams });
    try {
      const whole = (await child('pages-1')).entries;
      const index = await fetchSitemap(small.app, '/sitemap.xml', 'sitemapindex');
      const parts = index.entries.map((entry) => path(entry.loc)).filter((listed) => listed.startsWith('/sitemaps/pages-'));
      expect(parts.length).toBeGreaterThan(1);
      const urls: string[] = [];
      for (const part of parts) {
        const sitemap = await fetchSitemap(small.app, part, 'urlset');
        expect(Buffer.byteLength(sitemap.xml), part).toBeLessThanOrEqual(limit);
        urls.push(...sitemap.entries.map((entry) => entry.loc));
      }
      expect(urls).toEqual(whole.map((entry) => entry.loc));
    } finally {
      await small.close();
    }
  });

  it('refuses limits beyond the protocol’s at start-up, naming the variable', async () => {
    await expect(startGateway({ env: { SITEMAP_PART_URLS: '50001' }, upstreams: gateway.upstreams })).rejects.toThrow(/SITEMAP_PART_URLS must be at most 50000/);
  });
});
