import { expect, test } from '@playwright/test';
import { chromeFacts, primaryLocationOf } from './support/graphql';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

/** The seven networks of the spec's site settings, in footer order. */
const SOCIAL_NETWORKS = ['facebook', 'instagram', 'x', 'youtube', 'tiktok', 'pinterest', 'linkedin'];

// "View source shows the content": these read the server's HTML with no JavaScript running.
test.describe('site chrome in the server-rendered HTML', () => {
  test('head, skip link, alert bar and header: primary nav with dropdowns, hours, search and calls to action', async ({ request, baseURL }) => {
    const facts = await chromeFacts(request);
    const location = primaryLocationOf(facts);
    const $ = await rawPage(request, '/');

    expect($('html').attr('lang')).toBe('en');
    // The homepage's title is the site's own, not "Site | Site".
    expect($('title').text()).toBe(facts.site.title);
    expect($('link[rel="canonical"]').attr('href')).toBe(new URL('/', baseURL).href);
    expect($('a.skip-link').attr('href')).toBe('#main');
    expect($('main#main').attr('tabindex')).toBe('-1');
    expect(facts.alerts.length).toBeGreaterThan(0);
    expect($('.alert-bar').text()).toContain(facts.alerts[0].text);

    const mainNav = $('header nav[aria-label="Main"]');
    for (const item of facts.navigation.primary) {
      expect(mainNav.text()).toContain(item.title);
      // Dropdown links are in the markup (hidden until opened), so crawlers and no-JS visitors get them.
      for (const child of item.children) expect(mainNav.find(`a[href="${child.url}"]`).length).toBeGreaterThan(0);
    }
    const hours = $('header nav[aria-label="Secondary"] a.secondary-nav__hours');
    expect(hours.text()).toBe(location.today.text);
    expect(hours.attr('href')).toBe(location.hoursUrl);
    expect($('header button').filter((_, button) => $(button).text().trim() === 'Search')).toHaveLength(1);
    const cta = (name: string) => $('header a').filter((_, link) => $(link).text().trim() === name);
    expect(cta('Membership').attr('href')).toBe('/join/membership');
    // Buy Tickets opens the ticket dialog; without JavaScript its href leads to the store itself.
    expect(facts.site.ticketStoreUrl).toMatch(/^https?:\/\//);
    expect(new URL(cta('Buy Tickets').attr('href') ?? '').href).toBe(new URL(facts.site.ticketStoreUrl ?? '').href);
    expect(cta('Buy Tickets').attr('aria-haspopup')).toBe('dialog');
    expect($('script').text()).toContain('window.__ROUTE_ANSWERS__');
  });

  test('footer: address, hours, primary nav, deep footer, seven social networks and the current year', async ({ request }) => {
    const facts = await chromeFacts(request);
    const location = primaryLocationOf(facts);
    const $ = await rawPage(request, '/');
    const footer = $('footer');

    expect(footer.text()).toContain(location.title);
    expect(footer.find('address').text()).toContain(location.address?.street ?? 'a street');
    const hours = footer.find(`a[href="${location.hoursUrl}"]`);
    expect(hours.text()).toBe(location.today.text);
    for (const item of facts.navigation.primary) {
      expect(footer.find(`nav a[href="${item.url}"]`).text()).toContain(item.title);
    }
    expect(facts.navigation.deepFooter.length).toBeGreaterThan(0);
    for (const link of facts.navigation.deepFooter) {
      expect(footer.find(`nav a[href="${link.url}"]`).text()).toContain(link.title);
    }

    const social = footer.find('.social-links a');
    expect(facts.site.socialLinks.map((link) => link.network)).toEqual(SOCIAL_NETWORKS);
    expect(social.map((_, link) => $(link).attr('href')).get()).toEqual(facts.site.socialLinks.map((link) => link.url));

    // The museum clock is pinned to 2026-11-22 (playwright.config.ts), so the year is known.
    expect(facts.site.currentYear).toBe(2026);
    expect(footer.text()).toContain(`© 2026 ${facts.site.title}`);
  });
});

test.describe('site chrome in the browser', () => {
  test('the skip link is the first focusable element and focuses main', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
  });

  test('Membership leads to /join/membership and the hours link to the primary building hours', async ({ page, request }) => {
    const location = primaryLocationOf(await chromeFacts(request));
    await gotoHydrated(page, '/');
    const header = page.locator('header.site-header');
    await header.getByRole('link', { name: 'Membership', exact: true }).click();
    await expect(page).toHaveURL(/\/join\/membership$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Membership' })).toBeVisible();
    await header.getByRole('navigation', { name: 'Secondary' }).getByRole('link', { name: location.today.text }).click();
    await expect(page).toHaveURL(new RegExp(`${location.hoursUrl}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the alert bar closes, takes its space with it and stays closed in this session', async ({ page, request }) => {
    const facts = await chromeFacts(request);
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: 'Alerts' });
    await expect(bar).toContainText(facts.alerts[0].text);
    const headerTop = async () => (await page.locator('header.site-header').boundingBox())?.y ?? -1;
    const before = await headerTop();
    for (let open = facts.alerts.length; open > 0; open -= 1) {
      await bar.getByRole('button', { name: 'Close alert' }).first().click();
    }
    await expect(bar).toHaveCount(0);
    expect(await headerTop()).toBeLessThan(before);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('region', { name: 'Alerts' })).toHaveCount(0);
  });

  test('closing an alert by keyboard moves focus on to the next alert, then into the header, never to the page', async ({ page, request }) => {
    const facts = await chromeFacts(request);
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: 'Alerts' });
    const closers = bar.getByRole('button', { name: 'Close alert' });
    await expect(closers).toHaveCount(facts.alerts.length);
    for (let open = facts.alerts.length; open > 1; open -= 1) {
      await closers.first().focus();
      await page.keyboard.press('Enter');
      await expect(closers).toHaveCount(open - 1);
      await expect(closers.first()).toBeFocused();
    }
    await closers.first().focus();
    await page.keyboard.press('Space');
    await expect(bar).toHaveCount(0);
    // The next stop Tab would have reached: the header's first link.
    const focused = page.locator(':focus');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((element) => element.closest('header.site-header') !== null)).toBe(true);
  });

  test('a keyboard user meets the cookie bar early: the skip link, then I agree', async ({ page }) => {
    await gotoHydrated(page, '/visit/museum-map');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('region', { name: 'Cookie consent' }).getByRole('button', { name: 'I agree' })).toBeFocused();
  });

  test('the cookie bar asks once and remembers consent in pma_cookie for 150 days', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await bar.getByRole('button', { name: 'I agree' }).focus();
    await page.keyboard.press('Enter');
    await expect(bar).toHaveCount(0);
    // Focus is not lost with the button: it moves to the page's content.
    await expect(page.locator('main#main')).toBeFocused();
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'pma_cookie');
    expect(cookie).toBeDefined();
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(149);
    expect(days).toBeLessThanOrEqual(150);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });
});
