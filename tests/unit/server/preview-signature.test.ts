import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPreview, previewLink, previewSignature, realNowSeconds } from '../../../server/preview/signature';

const SECRET = 'unit-test-preview-secret';
const NOW = 1_800_000_000;

function linkParams(link: string) {
  const params = new URL(link, 'https://museum.example').searchParams;
  return { id: params.get('id') ?? '', path: params.get('path') ?? '', expires: params.get('expires'), signature: params.get('signature') };
}

describe('signed, expiring preview links', () => {
  it('accepts its own link until it expires', () => {
    const request = linkParams(previewLink(SECRET, { id: 'drafts.page-visit', path: '/visit' }, NOW, 3600));
    expect(request).toMatchObject({ id: 'drafts.page-visit', path: '/visit', expires: String(NOW + 3600) });
    expect(checkPreview(SECRET, request, NOW)).toBe('valid');
    expect(checkPreview(SECRET, request, NOW + 3600)).toBe('valid');
    expect(checkPreview(SECRET, request, NOW + 3601)).toBe('expired');
  });

  it('refuses a link for another document or path, a longer life, another secret, or none at all', () => {
    const request = linkParams(previewLink(SECRET, { id: 'drafts.page-visit', path: '/visit' }, NOW, 3600));
    expect(checkPreview(SECRET, { ...request, id: 'drafts.page-about-anniversary' }, NOW)).toBe('invalid');
    expect(checkPreview(SECRET, { ...request, path: '/join' }, NOW)).toBe('invalid');
    expect(checkPreview(SECRET, { ...request, expires: String(NOW + 99_999) }, NOW)).toBe('invalid');
    expect(checkPreview('another-secret-of-length', request, NOW)).toBe('invalid');
    expect(checkPreview(SECRET, { ...request, signature: undefined }, NOW)).toBe('invalid');
    expect(checkPreview(SECRET, { ...request, expires: 'tomorrow' }, NOW)).toBe('invalid');
    expect(checkPreview(SECRET, { ...request, signature: 'short' }, NOW)).toBe('invalid');
    expect(checkPreview(null, request, NOW)).toBe('disabled');
  });

  it('signs id, path and expiry as HMAC-SHA256 in base64url, so a content studio can make links too', () => {
    expect(previewSignature(SECRET, { id: 'a', path: '/b', expires: '1' })).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(previewSignature(SECRET, { id: 'a', path: '/b', expires: '1' })).not.toBe(previewSignature(SECRET, { id: 'a\n/b', path: '', expires: '1' }));
  });

  describe('expiry by the real time', () => {
    afterEach(() => vi.useRealTimers());

    it('reads the system clock when no time is given (the museum clock never decides it)', () => {
      vi.useFakeTimers({ now: NOW * 1000 });
      expect(realNowSeconds()).toBe(NOW);
      const request = linkParams(previewLink(SECRET, { id: 'drafts.page-visit', path: '/visit' }, realNowSeconds(), 3600));
      expect(checkPreview(SECRET, request)).toBe('valid');
      vi.setSystemTime((NOW + 3601) * 1000);
      expect(checkPreview(SECRET, request)).toBe('expired');
    });
  });
});
