// The sitemaps' crawl (issue 29): a sample of every child's URLs, each fetched from the gateway as
// a crawler would, is a 200 page whose canonical link is exactly the listed URL. Needs the client build.
import { load } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import { SITEMAP_KIND_NAMES } from '../../../server/sitemap/kinds';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { fetchSitemap } from '../../support/sitemaps/read';

const ORIGIN = 'https://www.museum.example.org';
/** URLs fetched per child: all of a small child, else this many spread evenly over it (first and last included). */
const SAMPLE = 24;

let gateway: TestGateway;
beforeAll(async () => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
  gateway = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => gateway.close());

function sample<T>(items: readonly T[]): T[] {
  if (items.length <= SAMPLE) return [...items];
  return Array.from({ length: SAMPLE }, (_, index) => items[Math.round((index * (items.length - 1)) / (SAMPLE - 1))] as T);
}

describe('every child of the sitemap index', () => {
  for (const kind of SITEMAP_KIND_NAMES) {
    it(`${kind}: lists pages that answer 200 with exactly that URL as their canonical link`, async () => {
      const index = await fetchSitemap(gateway.app, '/sitemap.xml', 'sitemapindex');
      const children = index.entries.filter((entry) => entry.loc.startsWith(`${ORIGIN}/sitemaps/${kind}-`));
      expect(children.length).toBeGreaterThan(0);
      for (const child of children) {
        const { entries } = await fetchSitemap(gateway.app, child.loc.slice(ORIGIN.length), 'urlset');
        for (const { loc } of sample(entries)) {
          const response = await gateway.http().get(loc.slice(ORIGIN.length)).set('accept', 'text/html');
          expect(response.status, loc).toBe(200);
          const $ = load(response.text);
          expect($('link[rel="canonical"]').attr('href'), loc).toBe(loc);
          expect($('meta[name="robots"]').attr('content'), `${loc} is not kept out of search`).toBeUndefined();
        }
      }
    });
  }
});
