import { describe, expect, it } from 'vitest';
import { scrubPage, scrubText } from '../../../server/observability/browser-errors/scrub';

describe('what a browser error report may keep', () => {
  it('keeps what explains the error: names, years, line and column, chunk names, paths', () => {
    const line = 'at SearchPage (https://museum.example/assets/SearchPage-D4f9a1Bc.js:12:3456), 2026 results in 0.25 s';
    expect(scrubText(line)).toBe(line);
    expect(scrubText('Minified React error #418; visit https://react.dev/errors/418?args[]=text for the full message')).toBe('Minified React error #418; visit https://react.dev/errors/418 for the full message');
  });

  it('drops query strings, fragments and credentials of URLs, keeping a frame’s position', () => {
    expect(scrubText('at x (https://u:p@museum.example/search?q=ada#r:1:2)')).toBe('at x (https://museum.example/search:1:2)');
    expect(scrubText('blob:https://museum.example/5f2c?x=1')).toBe('blob:https://museum.example/5f2c');
    expect(scrubText('http://[::1')).toBe('[url]');
  });

  it('replaces email addresses, long numbers and opaque ids', () => {
    expect(scrubText('ada.lovelace@example.org wrote from +1 (215) 763 8100')).toBe('[email] wrote from +1 (215) [number]');
    expect(scrubText('card 4111-1111-1111-1111 session 8f14e45fceea167a5a36dedd4bea2543')).toBe('card [number] session [id]');
  });

  it('names a page by its path only', () => {
    expect(scrubPage('/search/:type?/:query?')).toBe('/search/:type');
    expect(scrubPage('/visit/locations-hours#main-building')).toBe('/visit/locations-hours');
    expect(scrubPage('/members/ada@example.org')).toBe('/members/[email]');
  });
});
