// Absolute canonical, JSON-LD and share URLs from PUBLIC_ORIGIN, and the share tags (Open Graph and
// the Twitter card) of object and content pages (issue 10, defect 16). Needs the client build.
import { load, type CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

const ORIGIN = 'https://www.museum.example.org';

let gateway: TestGateway;
beforeAll(async () => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
  gateway = await startGateway({ env: { PUBLIC_ORIGIN: ORIGIN } });
});
afterAll(() => gateway.close());

async function page(path: string): Promise<CheerioAPI> {
  const response = await gateway.http().get(path).set('accept', 'text/html').expect(200);
  return load(response.text);
}

const meta = ($: CheerioAPI, key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');

describe('share tags and absolute URLs of an object page', () => {
  it('names the page by its absolute URL in the canonical link, og:url and the JSON-LD', async () => {
    const $ = await page('/collection/object/006268');
    const url = `${ORIGIN}/collection/object/6268`;
    expect($('link[rel="canonical"]').attr('href')).toBe(url);
    expect(meta($, 'og:url')).toBe(url);
    const jsonLd = JSON.parse($('script[type="application/ld+json"]').text()) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({ '@id': url, url });
  });

  it('shares title, description and a 1200 px image with a large-image Twitter card where the image may be downloaded', async () => {
    const $ = await page('/collection/object/6268');
    expect(meta($, 'og:type')).toBe('website');
    expect(meta($, 'og:site_name')).toBe('Philadelphia Museum of Art');
    expect(meta($, 'og:title')).toBe('Bust of William Thompson Walters');
    expect(meta($, 'og:description')).toBe($('meta[name="description"]').attr('content'));
    expect(meta($, 'og:description')?.length).toBeGreaterThan(10);
    expect(meta($, 'og:image')).toMatch(/^https?:\/\/.+\/iiif\/obj-6268\/full\/1200,\/0\/default\.jpg$/);
    expect(meta($, 'og:image:width')).toBe('1200');
    expect(meta($, 'og:image:alt')).toContain('Bust of William Thompson Walters');
    expect(meta($, 'twitter:card')).toBe('summary_large_image');
    expect(meta($, 'twitter:title')).toBe('Bust of William Thompson Walters');
    expect(meta($, 'twitter:image')).toBe(meta($, 'og:image'));
    expect(meta($, 'twitter:image:alt')).toBe(meta($, 'og:image:alt'));
    expect((await fetch(meta($, 'og:image') ?? '')).headers.get('content-type')).toBe('image/jpeg');
  });

  it('shares no larger image than the page shows where rights withhold a download, and none without an image', async () => {
    const restricted = await page('/collection/object/4360');
    expect(meta(restricted, 'og:image')).toMatch(/\/iiif\/obj-4360\/full\/800,\/0\/default\.jpg$/);
    expect(meta(restricted, 'og:image:width')).toBe('800');
    const none = await page('/collection/object/1015');
    expect(meta(none, 'og:image')).toBeUndefined();
    expect(meta(none, 'twitter:card')).toBe('summary');
    expect(meta(none, 'og:title')).toBe(none('main h1').text());
  });
});

describe('share tags of content pages', () => {
  it('carry the page’s title and description, its absolute URL and a summary card', async () => {
    const $ = await page('/visit');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/visit`);
    expect(meta($, 'og:url')).toBe(`${ORIGIN}/visit`);
    expect(meta($, 'og:title')).toBe('Plan Your Visit');
    expect(meta($, 'og:description')).toBe('Hours, tickets, directions and everything you need to know before you arrive.');
    expect(meta($, 'twitter:card')).toMatch(/^summary/);
    const home = await page('/');
    expect(home('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/`);
    expect(meta(home, 'og:title')).toBe('Philadelphia Museum of Art');
  });
});
