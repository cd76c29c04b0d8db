import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { buildPreschinaApp } from '../../../upstreams/preschina/app';
import { XSS_CORPUS_SLUG, xssSlug } from '../../../upstreams/preschina/hostile/pages';
import { XSS_PAYLOADS } from '../../../upstreams/preschina/hostile/payloads';
import { requestJson, serveApp } from './listen';

interface Post {
  id: number;
  slug: string;
  status: string;
  type: string;
  link: string;
  menu_order: number;
  title: { rendered: string };
  content: { rendered: string };
  excerpt: { rendered: string };
  dial_portrait: { ID: number };
}

interface Media {
  id: number;
  media_type: string;
  mime_type: string;
  alt_text: string;
  source_url: string;
  post: number;
  media_details: { width: number; height: number; sizes: Record<'medium' | 'full', { source_url: string; width: number; height: number }> };
}

interface WpErrorBody {
  code: string;
  message: string;
  data: { status: number; params?: Record<string, string> };
}

const service = serveApp(() => buildPreschinaApp());

const presidents = (query: string) => requestJson<Post[]>(`${service.base}/wp-json/wp/v2/president${query}`);
const invalid = (query: string) => requestJson<WpErrorBody>(`${service.base}/wp-json/wp/v2/president${query}`);

async function page(path: string) {
  const response = await fetch(`${service.base}${path}`, { redirect: 'manual' });
  return { status: response.status, type: response.headers.get('content-type'), $: load(await response.text()) };
}

describe('preschina REST: GET /wp-json/wp/v2/president', () => {
  it('lists every post with per_page=100 in menu order, the test post and the credits included', async () => {
    const { status, headers, body } = await presidents('?per_page=100');
    expect(status).toBe(200);
    expect(headers.get('x-wp-total')).toBe('40');
    expect(headers.get('x-wp-totalpages')).toBe('1');
    expect(headers.get('link')).toBeNull();
    const slugs = body.map((post) => post.slug);
    expect(slugs[0]).toBe('test-president');
    expect(slugs[1]).toBe('george-washington');
    expect(slugs.slice(-2)).toEqual(['james-earl-carter', 'acknowledgments']);
    expect(slugs).toContain('grover-cleveland');
    expect(slugs).not.toContain('ronald-wilson-reagan');
    expect(new Set(slugs).size).toBe(slugs.length);
    const orders = body.map((post) => post.menu_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(body[1]).toMatchObject({
      id: 1010,
      slug: 'george-washington',
      status: 'publish',
      type: 'president',
      link: `${service.base}/president/george-washington`,
      menu_order: 1,
      title: { rendered: 'George Washington' },
      excerpt: { rendered: '<p>George Washington served as the 1st President of the United States, 1789–1797.</p>\n' },
      dial_portrait: { ID: 1011 },
    });
    expect(body[1].content.rendered).toContain('<p class="lede">George Washington served as the 1st President');
  });

  it('pages by WordPress default of 10 with X-WP-Total, X-WP-TotalPages and Link headers', async () => {
    const first = await presidents('');
    expect(first.body.map((post) => post.slug)).toHaveLength(10);
    expect(first.headers.get('x-wp-total')).toBe('40');
    expect(first.headers.get('x-wp-totalpages')).toBe('4');
    expect(first.headers.get('link')).toBe(`<${service.base}/wp-json/wp/v2/president?page=2>; rel="next"`);

    const second = await presidents('?per_page=15&page=2');
    expect(second.headers.get('x-wp-totalpages')).toBe('3');
    expect(second.body.map((post) => post.menu_order)).toEqual([15, 16, 17, 18, 19, 20, 21, 22, 23, 25, 26, 27, 28, 29, 30]);
    expect(second.headers.get('link')).toBe(
      `<${service.base}/wp-json/wp/v2/president?per_page=15&page=1>; rel="prev", <${service.base}/wp-json/wp/v2/president?per_page=15&page=3>; rel="next"`,
    );

    const last = await presidents('?per_page=15&page=3');
    expect(last.body.map((post) => post.slug).slice(-1)).toEqual(['acknowledgments']);
    expect(last.body).toHaveLength(10);
  });

  it('answers a page past the last with rest_post_invalid_page_number', async () => {
    const { status, body } = await invalid('?per_page=100&page=2');
    expect(status).toBe(400);
    expect(body).toEqual({
      code: 'rest_post_invalid_page_number',
      message: 'The page number requested is larger than the number of pages available.',
      data: { status: 400 },
    });
  });

  it.each([
    ['0', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
    ['101', 'per_page must be between 1 (inclusive) and 100 (inclusive)'],
    ['ten', 'per_page is not of type integer.'],
  ])('rejects per_page=%s with rest_invalid_param', async (perPage, message) => {
    const { status, headers, body } = await invalid(`?per_page=${perPage}`);
    expect(status).toBe(400);
    expect(headers.get('content-type')).toMatch(/^application\/json/);
    expect(body).toMatchObject({ code: 'rest_invalid_param', message: 'Invalid parameter(s): per_page', data: { status: 400, params: { per_page: message } } });
  });

  it('rejects page=0 and names every invalid parameter', async () => {
    const { status, body } = await invalid('?page=0&per_page=500');
    expect(status).toBe(400);
    expect(body.message).toBe('Invalid parameter(s): page, per_page');
    expect(body.data.params?.page).toBe('page must be greater than or equal to 1');
  });

  it('honours orderby, order and slug like WordPress', async () => {
    const { body } = await presidents('?per_page=3&order=desc');
    expect(body.map((post) => post.slug)).toEqual(['acknowledgments', 'james-earl-carter', 'gerald-rudolph-ford-jr']);
    const bySlug = await presidents('?slug=abraham-lincoln,acknowledgments');
    expect(bySlug.body.map((post) => post.slug)).toEqual(['abraham-lincoln', 'acknowledgments']);
    expect((await invalid('?orderby=rand')).body).toMatchObject({ code: 'rest_invalid_param', data: { status: 400 } });
  });

  it('answers one post by id, and rest_post_invalid_id for an unknown one', async () => {
    const found = await requestJson<Post>(`${service.base}/wp-json/wp/v2/president/1160`);
    expect(found.body).toMatchObject({ slug: 'abraham-lincoln', title: { rendered: 'Abraham Lincoln' } });
    const missing = await requestJson<WpErrorBody>(`${service.base}/wp-json/wp/v2/president/9`);
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('rest_post_invalid_id');
  });
});

describe('preschina REST: GET /wp-json/wp/v2/media/{id}', () => {
  it("answers the portrait attachment: the collection portrait's credit, files under the site's uploads", async () => {
    const { status, body } = await requestJson<Media>(`${service.base}/wp-json/wp/v2/media/1161`);
    expect(status).toBe(200);
    const uploads = `${service.base}/wp-content/uploads/2019/01`;
    expect(body).toMatchObject({
      id: 1161,
      media_type: 'image',
      mime_type: 'image/jpeg',
      alt_text: 'Portrait of Abraham Lincoln',
      caption: { rendered: '<p>Abraham Lincoln, by George Peter Alexander Healy, 1887. National Portrait Gallery, Smithsonian Institution.</p>\n' },
      post: 1160,
      source_url: `${uploads}/abraham-lincoln-portrait.jpg`,
      media_details: {
        width: 800,
        height: 1200,
        sizes: {
          medium: { source_url: `${uploads}/abraham-lincoln-portrait-300x450.jpg`, width: 300, height: 450 },
          full: { source_url: `${uploads}/abraham-lincoln-portrait.jpg`, width: 800, height: 1200 },
        },
      },
    });
  });

  it('has a media record for the dial portrait of every post', async () => {
    const { body: posts } = await presidents('?per_page=100');
    const media = await Promise.all(posts.map((post) => requestJson<Media>(`${service.base}/wp-json/wp/v2/media/${post.dial_portrait.ID}`)));
    expect(media.map((answer) => answer.status)).toEqual(posts.map(() => 200));
    expect(media.map((answer) => answer.body.post)).toEqual(posts.map((post) => post.id));
    expect(media[1].body.media_details.sizes.medium.source_url).toMatch(new RegExp(`^${service.base}/wp-content/uploads/2019/01/george-washington-portrait-300x\\d+\\.jpg$`));
  });

  it.each([['999999', 'rest_post_invalid_id', 'Invalid post ID.'], ['abc', 'rest_no_route', 'No route was found matching the URL and request method.']])(
    'answers 404 for media %s',
    async (id, code, message) => {
      const { status, body } = await requestJson<WpErrorBody>(`${service.base}/wp-json/wp/v2/media/${id}`);
      expect(status).toBe(404);
      expect(body).toEqual({ code, message, data: { status: 404 } });
    },
  );
});

describe('preschina pages: GET /president/{slug}', () => {
  it('serves a whole WordPress document whose article holds the story, a script and inline handlers', async () => {
    const { status, type, $ } = await page('/president/abraham-lincoln');
    expect(status).toBe(200);
    expect(type).toBe('text/html; charset=UTF-8');
    expect($('header#masthead nav a').length).toBeGreaterThan(0);
    expect($('footer#colophon').length).toBe(1);
    const article = $('main article');
    expect(article).toHaveLength(1);
    expect(article.find('h1').text()).toBe('Abraham Lincoln');
    expect(article.text()).toContain('Abraham Lincoln served as the 16th President of the United States, 1861–1865.');
    expect(article.text()).toContain('February 12, 1809');
    expect(article.text()).toContain('Republican');
    expect(article.find('script').length).toBeGreaterThan(0);
    expect(article.find('img[onerror]').length).toBeGreaterThan(0);
    expect(article.find('a[onclick]').length).toBeGreaterThan(0);
    expect(article.find('a[rel="prev"]').attr('href')).toBe('/president/james-buchanan');
    expect(article.find('a[rel="next"]').attr('href')).toBe('/president/andrew-johnson');
    const sources = article.find('img').map((_, image) => $(image).attr('src')).get();
    expect(sources).toEqual(['/wp-content/uploads/2019/01/abraham-lincoln-portrait-300x450.jpg', '/wp-content/uploads/2019/01/abraham-lincoln-tableware-300x400.jpg']);
  });

  it('tells a two-term story from the data (Cleveland, 22nd and 24th)', async () => {
    const { $ } = await page('/president/grover-cleveland');
    expect($('article').text()).toContain('Grover Cleveland served as the 22nd and 24th President of the United States, 1885–1889 and 1893–1897.');
  });

  it("resolves the article's relative links: pages and upload files (JPEG pictures) answer 200", async () => {
    const { $ } = await page('/president/abraham-lincoln');
    const links = $('article a[href^="/"], article img').map((_, node) => $(node).attr('href') ?? $(node).attr('src')).get();
    expect(links.length).toBeGreaterThan(6);
    for (const href of links) {
      const response = await fetch(`${service.base}${href}`, { redirect: 'manual' });
      expect(response.status, href).toBe(200);
      if (href.startsWith('/wp-content/uploads/')) {
        expect(response.headers.get('content-type'), href).toBe('image/jpeg');
        expect(Buffer.from(await response.arrayBuffer()).subarray(0, 2).toString('hex'), href).toBe('ffd8');
      } else {
        await response.body?.cancel();
      }
    }
  });

  it('answers only the sizes WordPress generated', async () => {
    const response = await fetch(`${service.base}/wp-content/uploads/2019/01/abraham-lincoln-portrait-640x960.jpg`);
    expect(response.status).toBe(404);
    await response.body?.cancel();
  });

  it('has an acknowledgments article crediting the open data, and a test post page', async () => {
    const credits = await page('/president/acknowledgments');
    expect(credits.status).toBe(200);
    expect(credits.$('article h1').text()).toBe('Acknowledgments');
    expect(credits.$('article a[href="https://github.com/unitedstates/congress-legislators"]')).toHaveLength(1);
    const test = await page('/president/test-president');
    expect(test.$('article h1').text()).toBe('Test President');
  });

  it('answers an unknown slug and an unknown upload with the 404 page (no article)', async () => {
    for (const path of ['/president/ronald-wilson-reagan', '/wp-content/uploads/2019/01/nobody-portrait.jpg', '/no/such/page']) {
      const { status, type, $ } = await page(path);
      expect(status, path).toBe(404);
      expect(type, path).toBe('text/html; charset=UTF-8');
      expect($('article'), path).toHaveLength(0);
      expect($('h1').text(), path).toContain('can’t be found');
    }
  });

  it(`serves ${XSS_PAYLOADS.length} unlisted hostile pages, each with its payload unescaped in the article, and one with all of them`, async () => {
    const { body: posts } = await presidents('?per_page=100');
    expect(posts.some((post) => post.slug.startsWith('xss-'))).toBe(false);
    const lincoln = XSS_PAYLOADS.find((payload) => payload.id === 'img-onerror');
    const single = await page(`/president/${xssSlug(lincoln ?? XSS_PAYLOADS[0])}`);
    expect(single.status).toBe(200);
    expect(single.$('article img[onerror]')).toHaveLength(1);
    const all = await fetch(`${service.base}/president/${XSS_CORPUS_SLUG}`);
    const text = await all.text();
    for (const payload of XSS_PAYLOADS) expect(text, payload.id).toContain(payload.html);
  });

  it('redirects the trailing-slash permalink to the page', async () => {
    const response = await fetch(`${service.base}/president/john-adams/`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/president/john-adams');
  });
});
