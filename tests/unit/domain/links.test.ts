import { describe, expect, it } from 'vitest';
import { linkTarget } from '../../../server/domain/links';

describe('link resolution (spec "Links")', () => {
  it('reads query-only links as ticket launches by keyword, promocode, packageID or plainly', () => {
    expect(linkTarget('?keyword=GALA')).toEqual({ kind: 'TICKETS', url: '?keyword=GALA', opensInNewWindow: false, ticket: { keyword: 'GALA', promocode: null, packageId: null } });
    expect(linkTarget('?promocode=SPRING&packageID=42')?.ticket).toEqual({ keyword: null, promocode: 'SPRING', packageId: '42' });
    expect(linkTarget('?')?.ticket).toEqual({ keyword: null, promocode: null, packageId: null });
  });
  it('keeps anchors, paths and mail links in place and opens other sites in a new window', () => {
    expect(linkTarget('#hours')).toMatchObject({ kind: 'ANCHOR', url: '#hours' });
    expect(linkTarget('/visit')).toMatchObject({ kind: 'INTERNAL', url: '/visit', opensInNewWindow: false });
    expect(linkTarget(' visit/museum-map ')).toMatchObject({ kind: 'INTERNAL', url: '/visit/museum-map' });
    expect(linkTarget('https://example.org/x')).toMatchObject({ kind: 'EXTERNAL', opensInNewWindow: true });
    expect(linkTarget('//example.org/x')).toMatchObject({ kind: 'EXTERNAL', url: 'https://example.org/x', opensInNewWindow: true });
    expect(linkTarget('mailto:info@example.org')).toMatchObject({ kind: 'EXTERNAL', opensInNewWindow: false });
  });
  it('drops unsafe schemes and empty values', () => {
    for (const raw of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,<script>', 'vbscript:x', '', '   ', '#', null, undefined]) {
      expect(linkTarget(raw)).toBeNull();
    }
  });
});
