import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { CHROME_QUERY, PAGE_QUERY } from './queries';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

interface ChromeLocation {
  slug: string;
  title: string;
  isPrimary: boolean;
  hoursUrl: string;
  weeklyHours: { day: string; hours: string }[];
  today: { date: string; isOpen: boolean; text: string; hours: string | null; note: string | null };
}

describe('chrome query', () => {
  it('answers site, navigation, alerts and locations from the content service, cacheable for the shortest hint', async () => {
    const response = await gateway.graphql(CHROME_QUERY).expect(200);
    expect(response.body.errors).toBeUndefined();
    const { site, navigation, alerts, locations } = response.body.data;
    expect(site).toMatchObject({ title: 'Philadelphia Museum of Art', closedDaysOfWeek: ['Monday'], today: '2026-11-22', currentYear: 2026 });
    expect(site.socialLinks.map((link: { network: string }) => link.network)).toEqual(['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'pinterest', 'linkedin']);
    expect(site.openDates).toContainEqual({ date: '2026-10-12', name: "Indigenous Peoples' Day" });
    expect(navigation.primary.length).toBeGreaterThan(0);
    expect(navigation.deepFooter.length).toBeGreaterThan(0);
    expect(Array.isArray(alerts)).toBe(true);
    // alerts and locations are hinted 60 s, site and navigation 300 s: the response takes the minimum.
    expect(response.headers['cache-control']).toBe('max-age=60, public');

    const bySlug = new Map<string, ChromeLocation>(locations.map((location: ChromeLocation) => [location.slug, location]));
    expect(locations[0]).toMatchObject({ slug: 'main-building', title: 'Main Building', isPrimary: true, hoursUrl: '/visit/locations-hours#main-building' });
    expect(bySlug.get('main-building')?.today).toEqual({
      date: '2026-11-22',
      isOpen: true,
      text: 'Open today 10:00 a.m.–5:00 p.m.',
      hours: '10:00 a.m.–5:00 p.m.',
      note: null,
    });
    expect(bySlug.get('main-building')?.weeklyHours[0]).toEqual({ day: 'Monday', hours: 'Closed' });
    expect(bySlug.get('perelman-building')?.today.note).toBe('The galleries are closed for reinstallation; the library is open by appointment.');
    // November: the historic houses keep their regular hours (their tours are January to March).
    expect(bySlug.get('fairmount-park-houses')?.today).toMatchObject({ isOpen: true, text: 'Open today 10:00 a.m.–4:00 p.m.', note: null });
  });

  it('marks absolute menu links external', async () => {
    const response = await gateway.graphql('{ navigation { primary { url isExternal } secondary { url isExternal } deepFooter { url isExternal } } }').expect(200);
    const links: { url: string; isExternal: boolean }[] = Object.values(response.body.data.navigation).flat() as { url: string; isExternal: boolean }[];
    for (const link of links) expect(link.isExternal).toBe(/^https?:\/\//.test(link.url));
  });

  it("gives each building's hours title and whom to ask, the phone number and email address as links", async () => {
    const response = await gateway.graphql('{ locations { slug hoursTitle hoursContact { text href } } }').expect(200);
    const locations = response.body.data.locations as { slug: string; hoursTitle: string | null; hoursContact: { text: string; href: string | null }[] }[];
    expect(locations.map((location) => location.hoursTitle)).toEqual(['Main Building Hours', 'Perelman Building Hours', 'Rodin Museum Hours', 'Historic Houses Hours']);
    for (const location of locations) {
      expect(location.hoursContact.map((span) => span.text).join(''), location.slug).toBe('Questions? Call 215-763-8100 or email visitorservices@philamuseum.org.');
      expect(location.hoursContact.flatMap((span) => span.href ?? [])).toEqual(['tel:+12157638100', 'mailto:visitorservices@philamuseum.org']);
    }
  });

  it('finds one location by slug, and null for an unknown one', async () => {
    const response = await gateway.graphql('{ rodin: location(slug: "rodin-museum") { title today { text } } none: location(slug: "nowhere") { title } }').expect(200);
    expect(response.body.data).toEqual({ rodin: { title: 'Rodin Museum', today: { text: 'Open today 10:00 a.m.–5:00 p.m.' } }, none: null });
  });
});

describe('page(path)', () => {
  it('resolves a nested page by slug and parent path, normalising case and slashes', async () => {
    const response = await gateway.graphql(PAGE_QUERY, { path: '/Visit/Locations-Hours/' }).expect(200);
    expect(response.body.data.page).toMatchObject({ path: '/visit/locations-hours', title: 'Locations & Hours', type: 'PAGE' });
    expect(response.headers['cache-control']).toBe('max-age=60, public');
  });

  it('resolves / to the homepage', async () => {
    const response = await gateway.graphql(PAGE_QUERY, { path: '/' }).expect(200);
    expect(response.body.data.page).toMatchObject({ id: 'page-home', path: '/', title: 'Philadelphia Museum of Art' });
  });

  it('answers null for unknown paths and for pages that exist only as drafts', async () => {
    for (const path of ['/visit/no-such-page', '/about/anniversary']) {
      const response = await gateway.graphql(PAGE_QUERY, { path }).expect(200);
      expect(response.body).toEqual({ data: { page: null } });
    }
  });

  it('serves the published version of a page that also has a draft', async () => {
    const response = await gateway.graphql(PAGE_QUERY, { path: '/visit' }).expect(200);
    expect(response.body.data.page.title).toBe('Plan Your Visit');
  });
});
