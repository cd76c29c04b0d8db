import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

const MESSAGE = "The page you're looking for has moved or no longer exists.";

test.describe('not-found view', () => {
  for (const path of ['/no/such/page-anywhere', '/not-found']) {
    test(`${path} answers 404 with the Oops! view from the server`, async ({ request }) => {
      const $ = await rawPage(request, path, 404);
      expect($('main h1').text()).toBe('Oops!');
      expect($('main').text()).toContain(MESSAGE);
      expect($('main a[href="/search"]')).toHaveLength(1);
      expect($('main a[href="/"]')).toHaveLength(1);
      expect($('title').text()).toMatch(/^Oops! \| /);
    });
  }

  // Its accessibility is checked with every other screen in a11y.spec.ts.
  test('renders in the browser and links to search and the homepage', async ({ page }) => {
    const response = await page.goto('/no/such/page-anywhere');
    expect(response?.status()).toBe(404);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(page.getByText(MESSAGE)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Go to the homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a client-side navigation to a missing page shows a loader, then Oops!', async ({ page }) => {
    await gotoHydrated(page, '/');
    // Hold the page query so the loading state is observable, then let it through.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route((url) => url.pathname === '/graphql', async (route) => {
      await held;
      await route.continue();
    });
    await page.evaluate(() => {
      window.history.pushState({}, '', '/gone/away');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('status')).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
  });
});
