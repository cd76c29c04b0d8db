// The largest paint's image is asked for first (issue 11): the rendered page preloads it at high
// priority from the start of the document, nothing below the fold is preloaded beside it, and the
// scripts (which the first paint does not need) are asked for only once it has painted. Needs the client build.
import { load, type CheerioAPI } from 'cheerio';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCRIPT_LOADER } from '../../../server/ssr/page-scripts';
import { pageScriptsOf } from '../../support/page-scripts';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

let gateway: TestGateway;
beforeAll(async () => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
  gateway = await startGateway();
});
afterAll(() => gateway.close());

async function page(path: string): Promise<CheerioAPI> {
  const response = await gateway.http().get(path).set('accept', 'text/html').expect(200);
  return load(response.text);
}

const imagePreloads = ($: CheerioAPI) => $('link[rel="preload"][as="image"]').toArray().map((link) => $(link));

describe('the homepage carousel', () => {
  it('preloads each art-directed crop of the first slide at high priority, each for its own screens', async () => {
    const $ = await page('/');
    const picture = $('.hero-carousel__slide').first().find('picture');
    const source = picture.find('source');
    const img = picture.find('img');
    expect(img.attr('fetchpriority')).toBe('high');
    expect(img.attr('loading')).toBe('eager');
    const preloads = imagePreloads($);
    expect(preloads).toHaveLength(2);
    const [phone, wider] = preloads;
    expect(phone?.attr('imagesrcset')).toBe(source.attr('srcset'));
    expect(phone?.attr('media')).toBe(source.attr('media'));
    expect(wider?.attr('imagesrcset')).toBe(img.attr('srcset'));
    expect(wider?.attr('media')).toBe(`not all and ${source.attr('media')}`);
    for (const preload of preloads) expect(preload.attr('fetchpriority')).toBe('high');
  });

  it('sends no image of the other slides: the browser adds them once the page has loaded (tests/e2e)', async () => {
    const $ = await page('/');
    const slides = $('.hero-carousel__slide');
    expect(slides.length).toBeGreaterThan(1);
    expect(slides.first().find('img')).toHaveLength(1);
    expect(slides.slice(1).find('img, source')).toHaveLength(0);
    // Their text and links are there, for crawlers and for the carousel's first moves.
    expect(slides.slice(1).find('.hero-carousel__title').length).toBe(slides.length - 1);
  });
});

describe('an object page', () => {
  it('preloads the object image at high priority and no image of the More like this carousel', async () => {
    const $ = await page('/collection/object/6268');
    const viewer = $('.image-viewer__image');
    expect(viewer.attr('fetchpriority')).toBe('high');
    const preloads = imagePreloads($);
    expect(preloads.map((preload) => preload.attr('imagesrcset'))).toEqual([viewer.attr('srcset')]);
    expect(preloads[0]?.attr('fetchpriority')).toBe('high');
  });

  it('serves every related image to load lazily, at low priority (spec §9: lazy preload 10; the carousel preloads once near, tests/e2e)', async () => {
    const $ = await page('/collection/object/6268');
    const images = $('.object-card img.object-card__image').toArray();
    expect(images.length).toBeGreaterThan(0);
    for (const img of images) {
      expect($(img).attr('loading')).toBe('lazy');
      expect($(img).attr('fetchpriority')).toBe('low');
    }
  });
});

describe('the scripts of a rendered page', () => {
  it('are asked for by the script loader once the page has painted, none by the head: the entry, its imports and the page’s chunks', async () => {
    for (const path of ['/', '/collection/object/6268', '/calendar']) {
      const $ = await page(path);
      expect($('script[type="module"][src]'), path).toHaveLength(0);
      expect($('link[rel="modulepreload"], link[rel="prefetch"]'), path).toHaveLength(0);
      expect($('script[type="module"]:not([src])').text(), path).toBe(SCRIPT_LOADER);
      const scripts = pageScriptsOf($.html());
      expect(scripts.entry).toMatch(/^\/assets\/main-[\w-]+\.js$/);
      // The entry's own imports and the page's lazy chunk (its name is the page's).
      expect(scripts.preload.length).toBeGreaterThan(3);
      // Apollo Client's code, fetched when the browser is idle after the entry has run.
      expect(scripts.prefetch.length).toBeGreaterThan(0);
    }
    expect(pageScriptsOf((await page('/collection/object/6268')).html()).preload.filter((file) => file.includes('/CollectionObjectPage-'))).toHaveLength(1);
  });
});
