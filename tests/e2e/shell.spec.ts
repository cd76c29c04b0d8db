import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { chromeFacts, primaryLocationOf } from './support/graphql';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

test.describe('site chrome', () => {
  test('renders on the server: header nav, hours, alert and footer are in the raw HTML', async ({ request }) => {
    const facts = await chromeFacts(request);
    const location = primaryLocationOf(facts);
    const $ = await rawPage(request, '/');

    expect($('html').attr('lang')).toBe('en');
    expect($('title').text()).toContain(facts.site.title);
    expect($('link[rel="canonical"]').attr('href')).toBe('/');
    const mainNav = $('nav[aria-label="Main"]').text();
    for (const item of facts.navigation.primary) expect(mainNav).toContain(item.title);
    const hours = $('nav[aria-label="Secondary"] a.secondary-nav__hours');
    expect(hours.text()).toBe(location.today.text);
    expect(hours.attr('href')).toBe(location.hoursUrl);
    expect(facts.alerts.length).toBeGreaterThan(0);
    expect($('.alert-bar').text()).toContain(facts.alerts[0].text);
    const footer = $('footer').text();
    expect(footer).toContain(location.title);
    expect(footer).toContain(location.today.text);
    expect(footer).toContain(`© ${facts.site.currentYear} ${facts.site.title}`);
    expect($('footer .social-links a')).toHaveLength(7);
    expect($('main#main').attr('tabindex')).toBe('-1');
    expect($('script').text()).toContain('window.__APOLLO_STATE__');
  });

  test('the homepage passes axe (WCAG 2.2 AA)', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expectNoAxeViolations(page);
  });

  test('the skip link is the first focusable element and focuses main', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
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
    await expect(page.locator('header.site-header')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Alerts' })).toHaveCount(0);
  });

  test('the cookie bar asks once and remembers consent in pma_cookie for 150 days', async ({ page, context }) => {
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await bar.getByRole('button', { name: 'I agree' }).click();
    await expect(bar).toHaveCount(0);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'pma_cookie');
    expect(cookie).toBeDefined();
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(149);
    expect(days).toBeLessThanOrEqual(150);
    await gotoHydrated(page, '/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
  });
});
