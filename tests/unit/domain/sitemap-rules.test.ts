import { describe, expect, it } from 'vitest';
import { entryBytes, isListableUrl, latest, partCount, partSlice, PROTOCOL_MAX_BYTES, PROTOCOL_MAX_URLS, urlsPerPart } from '../../../server/domain/sitemap/parts';
import { reachablePath } from '../../../server/domain/sitemap/site-paths';
import { ancestorPaths, storedPath } from '../../../server/domain/paths';

const SHAPE_TYPES = { page: ['page', 'resource'], collection: ['webPackage', 'collectionObjectGroup'], exhibition: ['exhibition'], event: ['event'], eventSeries: ['eventSeries'] } as const;
const shapeTypes = (shape: keyof typeof SHAPE_TYPES) => SHAPE_TYPES[shape];

describe('sitemap parts', () => {
  it('hold at most the URL limit, lowered so a full part of the largest entries stays within the byte limit', () => {
    const limits = { maxUrls: PROTOCOL_MAX_URLS, maxBytes: PROTOCOL_MAX_BYTES };
    expect(urlsPerPart(limits, 120)).toBe(PROTOCOL_MAX_URLS);
    const large = urlsPerPart(limits, 2000);
    expect(large).toBeLessThan(PROTOCOL_MAX_URLS);
    expect(large * 2000).toBeLessThanOrEqual(PROTOCOL_MAX_BYTES);
    expect(urlsPerPart({ maxUrls: 10, maxBytes: 1024 }, 5000)).toBe(1);
  });

  it('count an entry as written, escapes and lastmod included', () => {
    const plain = entryBytes({ url: 'https://a.example/x', lastmod: null });
    expect(entryBytes({ url: 'https://a.example/x&y', lastmod: null })).toBe(plain + '&amp;y'.length);
    expect(entryBytes({ url: 'https://a.example/x', lastmod: '2026-11-22T15:00:00.000Z' })).toBe(plain + '<lastmod>2026-11-22T15:00:00.000Z</lastmod>'.length);
  });

  it('number parts from 1 as fixed slices', () => {
    expect(partCount(0, 10)).toBe(0);
    expect(partCount(25, 10)).toBe(3);
    expect(partSlice(3, 10)).toEqual({ from: 20, size: 10 });
  });

  it('take absolute http(s) URLs under 2,048 characters', () => {
    expect(isListableUrl('https://www.example.org/visit')).toBe(true);
    expect(isListableUrl('/visit')).toBe(false);
    expect(isListableUrl(`https://www.example.org/${'a'.repeat(2048)}`)).toBe(false);
  });

  it('date a set by its latest change', () => {
    expect(latest(['2026-01-02T00:00:00Z', null, '2026-03-01T12:00:00Z', 'nonsense'])).toBe('2026-03-01T12:00:00.000Z');
    expect(latest([null])).toBeNull();
  });
});

describe('which documents are pages', () => {
  it('lists a document at its path when the path asks for its type and no screen claims it', () => {
    expect(reachablePath({ type: 'page', slug: 'home', path: '/' }, shapeTypes)).toBe('/');
    expect(reachablePath({ type: 'page', slug: 'mission-history', path: '/about' }, shapeTypes)).toBe('/about/mission-history');
    expect(reachablePath({ type: 'exhibition', slug: 'threads-of-light', path: '/calendar/exhibition' }, shapeTypes)).toBe('/calendar/exhibition/threads-of-light');
    expect(reachablePath({ type: 'webPackage', slug: 'american-art', path: '/collection/departments' }, shapeTypes)).toBe('/collection/departments/american-art');
  });

  it('leaves out documents no visitor reaches at their path', () => {
    // The calendar's text, the search screen, a page under a detail prefix, an exhibition elsewhere, a capitalised slug.
    expect(reachablePath({ type: 'page', slug: 'calendar', path: '/' }, shapeTypes)).toBeNull();
    expect(reachablePath({ type: 'page', slug: 'search', path: '/' }, shapeTypes)).toBeNull();
    expect(reachablePath({ type: 'page', slug: 'x', path: '/calendar/event' }, shapeTypes)).toBeNull();
    expect(reachablePath({ type: 'exhibition', slug: 'x', path: '/about' }, shapeTypes)).toBeNull();
    expect(reachablePath({ type: 'page', slug: 'Visit', path: '/' }, shapeTypes)).toBeNull();
  });
});

describe('breadcrumb paths', () => {
  it('are the paths above a page, the homepage first, as the content service stores them', () => {
    expect(ancestorPaths('/about/press/news')).toEqual(['/', '/about', '/about/press']);
    expect(ancestorPaths('/about')).toEqual(['/']);
    expect(ancestorPaths('/')).toEqual([]);
    expect(ancestorPaths('/about/press/news').map(storedPath)).toEqual(['/home', '/about', '/about/press']);
  });
});
