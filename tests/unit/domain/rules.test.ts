import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { activeAlerts } from '../../../server/domain/alerts';
import { MUSEUM_ZONE, MUSEUM_ZONE_NAME, museumDate, museumNow, parseMuseumNow } from '../../../server/domain/clock';
import { isExternalUrl } from '../../../server/domain/links';
import { contentAddress } from '../../../server/domain/paths';

const now = DateTime.fromISO('2026-11-22T10:00:00-05:00', { zone: MUSEUM_ZONE });

describe('museum clock', () => {
  it('parses MUSEUM_NOW into the museum zone and rejects other text', () => {
    const pinned = parseMuseumNow('2026-11-22T15:00:00Z');
    expect(pinned?.zoneName).toBe(MUSEUM_ZONE_NAME);
    expect(pinned?.hour).toBe(10);
    expect(parseMuseumNow('next tuesday')).toBeNull();
  });

  it('uses the pinned instant when there is one', () => {
    expect(museumNow(now, DateTime.fromISO('2030-01-01T00:00:00Z')).toISO()).toBe(now.toISO());
    expect(museumDate(museumNow(null, DateTime.fromISO('2026-11-23T03:00:00Z')))).toBe('2026-11-22');
  });
});

describe('activeAlerts', () => {
  it('drops expired alerts and orders the rest newest first', () => {
    const alerts = [
      { id: 'old', expiresAt: null, publishedAt: '2026-10-01T00:00:00Z' },
      { id: 'expired', expiresAt: '2026-11-22T09:59:00-05:00', publishedAt: '2026-11-20T00:00:00Z' },
      { id: 'new', expiresAt: '2026-11-22T10:01:00-05:00', publishedAt: '2026-11-21T00:00:00Z' },
    ];
    expect(activeAlerts(alerts, now).map(({ id }) => id)).toEqual(['new', 'old']);
  });
});

describe('isExternalUrl', () => {
  it('marks absolute web URLs external and site paths internal', () => {
    expect(isExternalUrl('https://philamuseum.tix.com/')).toBe(true);
    expect(isExternalUrl('HTTP://example.org')).toBe(true);
    expect(isExternalUrl('//cdn.example.org/x')).toBe(true);
    expect(isExternalUrl('/visit')).toBe(false);
    expect(isExternalUrl('#listing')).toBe(false);
    expect(isExternalUrl('mailto:info@example.org')).toBe(false);
  });
});

describe('contentAddress', () => {
  it('splits the last segment off as the slug', () => {
    expect(contentAddress('/visit/locations-hours')).toEqual({ path: '/visit/locations-hours', slug: 'locations-hours', parentPath: '/visit' });
    expect(contentAddress('/visit')).toEqual({ path: '/visit', slug: 'visit', parentPath: '/' });
  });

  it('maps the root to the homepage', () => {
    expect(contentAddress('/')).toEqual({ path: '/', slug: 'home', parentPath: '/' });
    expect(contentAddress('')).toEqual({ path: '/', slug: 'home', parentPath: '/' });
  });

  it('normalises case, slashes, query strings and hashes', () => {
    expect(contentAddress('/Visit//Locations-Hours/?a=1#x')).toEqual({ path: '/visit/locations-hours', slug: 'locations-hours', parentPath: '/visit' });
    expect(contentAddress('collection/themes/impressionism/')).toEqual({ path: '/collection/themes/impressionism', slug: 'impressionism', parentPath: '/collection/themes' });
  });
});
