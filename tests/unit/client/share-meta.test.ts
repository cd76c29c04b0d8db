import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { renderHead } from '../../../client/render/head';
import { absoluteUrl } from '../../../client/render/publicOrigin';
import { createRenderCollector } from '../../../client/render/RenderContext';

const ORIGIN = 'https://www.museum.example.org';

describe('the head of a page (issue 10, defect 16)', () => {
  it('names the page by its absolute URL and shares it with an image, escaping what it writes', () => {
    const collector = { ...createRenderCollector(), pageTitle: 'Vase "Blue" <Ming>', pageDescription: 'A & B', siteTitle: 'Museum', canonicalPath: '/collection/object/1', shareImage: { url: '/iiif/x/full/1200,/0/default.jpg', alt: 'A vase', width: 1200 } };
    const $ = load(`<head>${renderHead(collector, '/collection/object/001', ORIGIN)}</head>`);
    const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
    expect($('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/collection/object/1`);
    expect(meta('og:url')).toBe(`${ORIGIN}/collection/object/1`);
    expect(meta('og:title')).toBe('Vase "Blue" <Ming>');
    expect(meta('og:description')).toBe('A & B');
    expect(meta('og:image')).toBe(`${ORIGIN}/iiif/x/full/1200,/0/default.jpg`);
    expect(meta('og:image:width')).toBe('1200');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image:alt')).toBe('A vase');
    expect(renderHead(collector, '/', ORIGIN)).not.toContain('<Ming>');
  });

  it('shares a page without an image as a summary card titled like the site when it has no title of its own', () => {
    const $ = load(`<head>${renderHead({ ...createRenderCollector(), siteTitle: 'Museum', siteDescription: 'Art' }, '/', ORIGIN)}</head>`);
    expect($('meta[name="twitter:card"]').attr('content')).toBe('summary');
    expect($('meta[property="og:title"]').attr('content')).toBe('Museum');
    expect($('meta[property="og:image"]')).toHaveLength(0);
    expect($('link[rel="canonical"]').attr('href')).toBe(`${ORIGIN}/`);
  });

  it('makes paths absolute on the origin and leaves absolute URLs alone', () => {
    expect(absoluteUrl(ORIGIN, '/visit?a=1')).toBe(`${ORIGIN}/visit?a=1`);
    expect(absoluteUrl(ORIGIN, 'https://images.example.org/x.jpg')).toBe('https://images.example.org/x.jpg');
    expect(absoluteUrl('', '/visit')).toBe('/visit');
  });
});
