import { load } from 'cheerio';
import { expect, test } from '@playwright/test';
import { chromeFacts } from './support/graphql';
import { gotoHydrated } from './support/hydration';

test.describe('state the server reads from cookies (no flash on first paint)', () => {
  test("a returning visitor's page comes without the cookie bar, a new visitor's with it", async ({ page, context }) => {
    const bars: number[] = [];
    // What the server sent, before any script ran.
    page.on('response', async (response) => {
      if (response.url().endsWith('/visit') && response.request().resourceType() === 'document') {
        bars.push(load(await response.text())('section[aria-label="Cookie consent"]').length);
      }
    });
    await gotoHydrated(page, '/visit');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await page.getByRole('button', { name: 'I agree' }).click();
    expect((await context.cookies()).some((cookie) => cookie.name === 'pma_cookie')).toBe(true);
    await gotoHydrated(page, '/visit');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toHaveCount(0);
    expect(bars).toEqual([1, 0]);
  });

  test('a closed alert is not in the next page the server sends', async ({ page, request }) => {
    const facts = await chromeFacts(request);
    await gotoHydrated(page, '/');
    const bar = page.getByRole('region', { name: 'Alerts' });
    for (let open = facts.alerts.length; open > 0; open -= 1) await bar.getByRole('button', { name: 'Close alert' }).first().click();
    const next = await page.context().request.get('/visit', { headers: { accept: 'text/html' } });
    const $ = load(await next.text());
    expect($('.alert-bar')).toHaveLength(0);
    expect($('main h1').text()).toBe('Plan Your Visit');
  });
});

test.describe('sticky header', () => {
  test('sets sticky once scrolled past its place, keeping only its main row in view', async ({ page }) => {
    await gotoHydrated(page, '/preschina');
    const header = page.locator('header.site-header');
    await expect(header).toHaveAttribute('data-sticky', 'false');
    await page.mouse.wheel(0, 1500);
    await expect(header).toHaveAttribute('data-sticky', 'true');
    await expect.poll(() => header.evaluate((element) => Math.round(element.getBoundingClientRect().bottom))).toBeLessThanOrEqual(130);
    await expect(header.getByRole('button', { name: 'Search', exact: true })).toBeInViewport();
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-sticky', 'false');
  });

  test('brings its top bar back when focus goes there while stuck', async ({ page }) => {
    await gotoHydrated(page, '/preschina');
    await page.mouse.wheel(0, 1500);
    await expect(page.locator('header.site-header')).toHaveAttribute('data-sticky', 'true');
    const hours = page.locator('header .secondary-nav__hours');
    await hours.focus();
    await expect(hours).toBeInViewport({ ratio: 1 });
  });
});

test.describe('page views', () => {
  test('pushes a page view to the data layer for the landing page and on every title change', async ({ page, request }) => {
    const facts = await chromeFacts(request);
    await gotoHydrated(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name: facts.navigation.primary[0].title, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === facts.navigation.primary[0].url);
    await expect.poll(() => page.evaluate(() => (window.dataLayer ?? []).length)).toBe(2);
    const events = (await page.evaluate(() => window.dataLayer)) as { event: string; page_title: string; page_path: string }[];
    expect(events[0]).toMatchObject({ event: 'page_view', page_title: facts.site.title, page_path: '/' });
    expect(events[1]).toMatchObject({ event: 'page_view', page_path: facts.navigation.primary[0].url });
    expect(events[1].page_title).toBe(await page.title());
  });
});

test.describe('outdated-browser banner', () => {
  test('is loaded only by browsers without JavaScript modules, and shows itself to Internet Explorer', async ({ page }) => {
    await gotoHydrated(page, '/');
    await expect(page.locator('script[nomodule][src="/outdated-browser.js"]')).toHaveCount(1);
    await expect(page.getByText('It looks like you are using an outdated browser')).toHaveCount(0);

    // What Internet Explorer does with the page: it runs the nomodule script (here, loaded by hand) in a document with a documentMode.
    await page.evaluate(async () => {
      Object.defineProperty(document, 'documentMode', { value: 11, configurable: true });
      await new Promise<void>((resolve, reject) => {
        const script = document.createElement('script');
        script.src = '/outdated-browser.js';
        script.onload = () => resolve();
        script.onerror = () => reject(new Error('the banner script did not load'));
        document.head.append(script);
      });
    });
    const banner = page.getByRole('alert').filter({ hasText: 'It looks like you are using an outdated browser…'.slice(0, -1) });
    await expect(banner).toBeVisible();
    expect(await page.evaluate(() => document.body.firstElementChild?.id)).toBe('outdated-browser');
  });
});
