import { load } from 'cheerio';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { XSS_CORPUS_SLUG, xssSlug } from '../../../upstreams/preschina/hostile/pages';
import { XSS_PAYLOADS } from '../../../upstreams/preschina/hostile/payloads';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { unsafeParts } from './preschina-safety';

const GRID = '{ preschinaPresidents { slug name url portrait { url alt width height } } }';
const STORY = `query Story($slug: String!) {
  preschinaStory(slug: $slug) {
    slug title url
    body { __typename ... on PreschinaStoryHtml { html } ... on PreschinaStoryVideo { video { provider videoId embedUrl watchUrl caption showCaption title } } }
  }
}`;

interface President {
  slug: string;
  name: string;
  url: string;
  portrait: { url: string; alt: string; width: number; height: number } | null;
}
interface StoryVideo {
  provider: string;
  videoId: string;
  embedUrl: string;
  watchUrl: string;
  caption: string | null;
  showCaption: boolean;
  title: string;
}
type StoryPart = { __typename: 'PreschinaStoryHtml'; html: string } | { __typename: 'PreschinaStoryVideo'; video: StoryVideo };
interface Story {
  slug: string;
  title: string;
  url: string;
  body: StoryPart[];
  /** The HTML passages joined, as one document to read. */
  html: string;
  videos: StoryVideo[];
}

/** The sample WordPress site's own list, to compare the grid with. */
async function wordpressPosts(gateway: TestGateway): Promise<{ slug: string; menu_order: number }[]> {
  const response = await fetch(`${gateway.upstreams.urls.preschina}/wp-json/wp/v2/president?per_page=100`);
  return (await response.json()) as { slug: string; menu_order: number }[];
}

async function story(gateway: TestGateway, slug: string): Promise<Story | null> {
  const response = await gateway.graphql(STORY, { slug }).expect(200);
  expect(response.body.errors).toBeUndefined();
  const found = (response.body.data as { preschinaStory: Omit<Story, 'html' | 'videos'> | null }).preschinaStory;
  if (!found) return null;
  const html = found.body.flatMap((part) => (part.__typename === 'PreschinaStoryHtml' ? [part.html] : [])).join('\n');
  const videos = found.body.flatMap((part) => (part.__typename === 'PreschinaStoryVideo' ? [part.video] : []));
  return { ...found, html, videos };
}

describe('preschina gateway', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  it('lists every president in the site order, without the test post and the acknowledgments, each with a medium portrait', async () => {
    const before = { requests: gateway.upstreamRequests('preschina') };
    const response = await gateway.graphql(GRID).expect(200);
    expect(response.body.errors).toBeUndefined();
    const presidents = (response.body.data as { preschinaPresidents: President[] }).preschinaPresidents;
    const posts = await wordpressPosts(gateway);
    const expected = posts.filter((post) => !['test-president', 'acknowledgments'].includes(post.slug)).map((post) => post.slug);

    expect(presidents.map((president) => president.slug)).toEqual(expected);
    expect(presidents).toHaveLength(38);
    expect(presidents[0]).toMatchObject({ slug: 'george-washington', name: 'George Washington', url: '/preschina/george-washington' });
    expect(presidents.at(-1)).toMatchObject({ slug: 'james-earl-carter', name: 'James Earl Carter' });
    for (const president of presidents) {
      expect(president.portrait?.url, president.slug).toMatch(/^\/preschina\/uploads\/\d{4}\/\d{2}\/[a-z-]+-portrait-300x\d+\.jpg$/);
      expect(president.portrait?.alt).toBe(`Portrait of ${president.name}`);
      expect(president.portrait?.width).toBe(300);
    }
    // One list call and one media call per portrait (spec §7), nothing else.
    expect(gateway.upstreamRequests('preschina') - before.requests).toBe(1 + presidents.length);
    expect(response.headers['cache-control']).toBe('max-age=3600, public');

    // A second request is answered from the cache, upstream calls and all.
    const again = await gateway.graphql(`${GRID}\n# again`).expect(200);
    expect(again.body).toEqual(response.body);
    expect(gateway.upstreamRequests('preschina') - before.requests).toBe(1 + presidents.length);
  });

  it('serves the portrait files from this site, as pictures cached for a day', async () => {
    const response = await gateway.graphql(GRID).expect(200);
    const [first] = (response.body.data as { preschinaPresidents: President[] }).preschinaPresidents;
    const file = await gateway.http().get(first.portrait?.url ?? '').expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
    expect(file.headers['cache-control']).toBe('public, max-age=86400');
    expect(file.body.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it.each(['/preschina/uploads/2019/01/nobody-portrait.jpg', '/preschina/uploads/2019/1/x.jpg', '/preschina/uploads/2019/01/x.svg', '/preschina/uploads/2019/01/..%2Fsecret.jpg'])(
    'answers 404 for %s',
    async (path) => {
      const response = await gateway.http().get(path).expect(404);
      expect(response.headers['cache-control']).toBe('no-store');
    },
  );

  it("extracts a story's article: title apart, links to our routes, images to our upload path, no script or handlers", async () => {
    const lincoln = await story(gateway, 'abraham-lincoln');
    expect(lincoln).toMatchObject({ slug: 'abraham-lincoln', title: 'Abraham Lincoln', url: '/preschina/abraham-lincoln' });
    const $ = load(lincoln?.html ?? '');
    expect($('h1')).toHaveLength(0);
    expect($('p.lede').text()).toBe('Abraham Lincoln served as the 16th President of the United States, 1861–1865.');
    expect($.text()).toContain('Republican');
    expect($('figcaption').first().text()).toBe('Abraham Lincoln, by George Peter Alexander Healy, 1887. National Portrait Gallery, Smithsonian Institution.');
    expect($('nav[aria-label="Presidents"] a').map((_, link) => $(link).attr('href')).get()).toEqual(['/preschina/james-buchanan', '/preschina/andrew-johnson']);
    expect($('a[href="/preschina/acknowledgments"]').text()).toBe('acknowledgments');
    expect($('img').map((_, image) => $(image).attr('src')).get()).toEqual([
      expect.stringMatching(/^\/preschina\/uploads\/2019\/01\/abraham-lincoln-portrait-300x\d+\.jpg$/),
      expect.stringMatching(/^\/preschina\/uploads\/2019\/01\/abraham-lincoln-tableware-300x\d+\.jpg$/),
    ]);
    // The print link was an in-page anchor with an onclick: only its text is left.
    expect($('p').filter((_, paragraph) => $(paragraph).text() === 'Print this story').find('a')).toHaveLength(0);
    expect(unsafeParts(lincoln?.html ?? '')).toEqual([]);
  });

  it('keeps links to other sites, in a new window, on the acknowledgments', async () => {
    const credits = await story(gateway, 'acknowledgments');
    const $ = load(credits?.html ?? '');
    const source = $('a[href="https://github.com/unitedstates/congress-legislators"]');
    expect(source.attr('target')).toBe('_blank');
    expect(source.attr('rel')).toBe('noopener noreferrer');
    // Written scheme-relative (`//github.com/…`) on the WordPress page: https here, whatever scheme WordPress was reached by.
    expect($('a').filter((_, link) => $(link).text() === 'Carnegie Museum of Art').attr('href')).toBe('https://github.com/cmoa/collection');
    expect($('a').filter((_, link) => $(link).text() === 'Back to the presidents').attr('href')).toBe('/preschina');
  });

  it("turns a story's embedded player into a video the site loads on request, from youtube-nocookie, between its passages", async () => {
    const adams = await story(gateway, 'john-adams');
    // WordPress's embed block: a scheme-relative www.youtube.com frame with a caption.
    expect(adams?.videos).toEqual([
      {
        provider: 'YOUTUBE',
        videoId: 'aqz-KE-bpKQ',
        embedUrl: 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0',
        watchUrl: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
        caption: 'A walk up the museum steps, from the museum’s video channel.',
        showCaption: true,
        title: 'A walk up the museum steps, from the museum’s video channel.',
      },
    ]);
    expect(adams?.body.map((part) => part.__typename)).toEqual(['PreschinaStoryHtml', 'PreschinaStoryVideo', 'PreschinaStoryHtml']);
    const $ = load(adams?.html ?? '');
    expect($('iframe')).toHaveLength(0);
    expect($.text()).not.toContain('A walk up the museum steps');
    // The passages around the video keep their order: the tableware before it, the sources after.
    const [before, , after] = (adams?.body ?? []).map((part) => (part.__typename === 'PreschinaStoryHtml' ? load(part.html) : null));
    expect(before?.('figcaption').last().text()).toBe('Tableware of the John Adams administration');
    expect(after?.('a[href="/preschina/acknowledgments"]').text()).toBe('acknowledgments');
  });

  it('answers null for unknown, unpublished and malformed slugs, asking WordPress only when the slug can be a post', async () => {
    expect(await story(gateway, 'ronald-wilson-reagan')).toBeNull();
    const before = gateway.upstreamRequests('preschina');
    expect(await story(gateway, 'test-president')).toBeNull();
    expect(await story(gateway, '../wp-admin')).toBeNull();
    expect(await story(gateway, 'A B')).toBeNull();
    expect(gateway.upstreamRequests('preschina')).toBe(before);
  });

  it('has a safety check that flags every payload of the corpus as it stands', () => {
    const unflagged = XSS_PAYLOADS.filter((payload) => unsafeParts(payload.html).length === 0).map((payload) => payload.id);
    expect(unflagged).toEqual([]);
  });

  it(`lets none of the ${XSS_PAYLOADS.length} XSS payloads of the hostile pages through`, async () => {
    expect(XSS_PAYLOADS.length).toBeGreaterThanOrEqual(30);
    const problems: Record<string, string[]> = {};
    for (const payload of XSS_PAYLOADS) {
      const hostile = await story(gateway, xssSlug(payload));
      expect(hostile?.title, payload.id).toBe(`Hostile page: ${payload.attack}`);
      expect(hostile?.html, payload.id).toContain('Text before the hostile markup.');
      const found = unsafeParts(hostile?.html ?? '');
      if (found.length > 0) problems[payload.id] = found;
    }
    expect(problems).toEqual({});
  });

  it('makes the page holding every payload safe too, keeping the allowed player and well-formed markup', async () => {
    const corpus = await story(gateway, XSS_CORPUS_SLUG);
    expect(unsafeParts(corpus?.html ?? '')).toEqual([]);
    const $ = load(corpus?.html ?? '');
    // The allowed player is the site's click-to-load video (youtube-nocookie), not a frame of the HTML.
    expect($('iframe')).toHaveLength(0);
    expect(corpus?.videos.map((video) => [video.embedUrl, video.title])).toEqual([['https://www.youtube-nocookie.com/embed/M7lc1UVf-VE?autoplay=1&rel=0', 'Video']]);
    // What editors hid stays hidden (removed), rather than shown without its style.
    expect($.text()).not.toContain('cheap pills');
    // Positioning is dropped: the overlay's text is an ordinary block.
    expect($('div').filter((_, div) => $(div).text() === 'Log in again').attr('style')).toBeUndefined();
  });
});

describe('preschina gateway while WordPress is down', () => {
  let gateway: TestGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  it('serves kept stories, grid and files stale, and UPSTREAM_UNAVAILABLE for what was never kept', async () => {
    // Entries are stale at once and never revalidated in the background: every request asks WordPress.
    gateway = await startGateway({ cache: { ttlSeconds: { content: 0, search: 0, collection: 0, preschina: 0, images: 0 }, staleWhileRevalidateSeconds: 0 } });
    const fresh = await story(gateway, 'john-adams');
    const grid = await gateway.graphql(GRID).expect(200);
    const portrait = (grid.body.data as { preschinaPresidents: President[] }).preschinaPresidents[1].portrait?.url ?? '';
    await gateway.http().get(portrait).expect(200);

    await gateway.upstreams.stop('preschina');
    const before = gateway.upstreamRequests('preschina');
    expect(await story(gateway, 'john-adams')).toEqual(fresh);
    const staleGrid = await gateway.graphql(`${GRID}\n# stale`).expect(200);
    expect(staleGrid.body).toEqual(grid.body);
    await gateway.http().get(portrait).expect(200);
    expect(gateway.upstreamRequests('preschina')).toBeGreaterThan(before);

    const missing = await gateway.graphql(STORY, { slug: 'thomas-jefferson' }).expect(200);
    expect(missing.body.data).toEqual({ preschinaStory: null });
    expect(missing.body.errors[0].extensions).toEqual({ code: 'UPSTREAM_UNAVAILABLE', upstream: 'preschina' });
    expect(missing.headers['cache-control']).toBe('no-store');
    await gateway.http().get('/preschina/uploads/2019/01/thomas-jefferson-portrait-300x400.jpg').expect(503);
  });
});
