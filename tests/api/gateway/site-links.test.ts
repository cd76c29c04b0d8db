// Every link the site renders lands on a real page (issue 10, defect 13): a crawl of the sample site
// from the homepage over plain HTTP GETs of the server-rendered pages. Needs the client build.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { crawlSite, internalLinks, routeKind, samePageAnchors } from '../../support/site-crawl';

let gateway: TestGateway;
beforeAll(async () => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('This test crawls the built site: run `npm run build` first.');
  // One client crawls ~700 pages: the per-client rate limit (tested in edge.test.ts) would answer 429s.
  gateway = await startGateway({ env: { RATE_LIMIT_MAX: '0' } });
});
afterAll(() => gateway.close());

async function get(path: string) {
  const response = await gateway.http().get(path).set('accept', 'text/html').redirects(0);
  return { status: response.status, location: response.headers.location as string | undefined, html: response.status === 200 ? response.text : undefined };
}

describe('links of the sample site', () => {
  it('reads site links from a page: paths only, no anchors, ticket launches, other sites or assets', () => {
    const html = '<a href="/visit">a</a><a href="#main">b</a><a href="?keyword=X">c</a><a href="https://x.org/">d</a><a href="//cdn.x/y">e</a><a href="/assets/app.js">f</a><a href="/search?q=a&amp;b=1">g</a>';
    expect(internalLinks(html)).toEqual(['/visit', '/search?q=a&b=1']);
    expect(samePageAnchors(`${html}<a href="#">top</a>`)).toEqual(['#main']);
    expect(routeKind('/collection/object/6268')).toBe(routeKind('/collection/object/1001'));
    expect(routeKind('/visit/tickets')).not.toBe(routeKind('/visit/museum-map'));
  });

  it('reports anchors with no element of that id, on other pages and on the page itself', async () => {
    const pages: Record<string, string> = {
      '/': '<main id="main"><a href="#main">skip</a><a href="#nowhere">jump</a><a href="/a#here">a</a><a href="/a#gone">b</a></main>',
      '/a': '<p id="here">a</p><a name="old">old</a><a href="/#main">back</a><a href="#old">up</a>',
    };
    const { missingAnchors } = await crawlSite({ get: async (path) => ({ status: 200, html: pages[new URL(path, 'http://site').pathname] }) });
    expect(missingAnchors.map(({ href, foundOn }) => `${href} on ${foundOn}`).sort()).toEqual(['/#nowhere on /', '/a#gone on /']);
  });

  // A budget for a loaded machine: the crawl renders every linked page (about 700 with the detail
  // pages' events, exhibitions and series), under a minute on an idle one.
  it('lands every internal link on a real page and every anchor on its element, from the homepage on', { timeout: 600_000 }, async () => {
    const { checked, broken, missingAnchors } = await crawlSite({ get });
    // The chrome alone links dozens of pages; the crawl reached the content, the listings and the collection.
    expect(checked.length).toBeGreaterThan(60);
    for (const path of ['/visit/locations-hours', '/collection', '/search/collections', '/preschina']) expect(checked).toContain(path);
    expect(checked.some((path) => path.startsWith('/collection/object/'))).toBe(true);
    expect(broken.map(({ href, status, foundOn }) => `${href} answered ${status}, linked from ${foundOn}`)).toEqual([]);
    expect(missingAnchors.map(({ href, foundOn }) => `${href} has no target, linked from ${foundOn}`)).toEqual([]);
  });
});

describe('the addresses the spec’s pages link to (content spec §2)', () => {
  const TODAYS_EVENTS = '/calendar/today/talks+tours+performances+hands-on-activities+social/#listing';
  const TODAYS_EXHIBITIONS = '/calendar/today/exhibitions#listing';

  it('moves the old collection search address for good to the collection search, with its terms', async () => {
    expect(await get('/collections/search.html')).toMatchObject({ status: 301, location: '/search/collections' });
    expect(await get('/collections/search.html?q=monet')).toMatchObject({ status: 301, location: '/search/collections?q=monet' });
    expect((await get('/search/collections?q=monet')).status).toBe(200);
  });

  it('links today’s exhibitions and today’s talks and tours from the homepage and the detail pages', async () => {
    const home = internalLinks((await get('/')).html ?? '');
    expect(home).toEqual(expect.arrayContaining([TODAYS_EXHIBITIONS, TODAYS_EVENTS]));
    expect(internalLinks((await get('/calendar/exhibition/threads-of-light')).html ?? '')).toContain(TODAYS_EXHIBITIONS);
    for (const path of ['/calendar/event/threads-of-light-curator-walkthrough', '/calendar/event-series/threads-of-light-lectures']) {
      expect(internalLinks((await get(path)).html ?? ''), path).toContain(TODAYS_EVENTS);
    }
    const listing = await get(TODAYS_EVENTS.replace('#listing', ''));
    expect(listing.status).toBe(200);
    expect(listing.html).toContain('id="listing"');
  });

  it('offers a search of the events for an event that has no dates yet', async () => {
    const links = internalLinks((await get('/calendar/event/threads-of-light-artist-talk')).html ?? '');
    const search = links.find((href) => href.startsWith('/search/events?'));
    expect(new URL(search ?? '/', 'http://site').searchParams.get('q')).toBe('Artist Talk: Threads of Light');
    expect((await get(search ?? '')).status).toBe(200);
  });
});

