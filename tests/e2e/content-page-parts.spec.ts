import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

// Page parts of spec §2 and §5 that need no data from the test: the map and "Back to top".
test.describe('maps (spec §5: only with lat, lng, address, place and url; no map service reachable)', () => {
  test('a complete map degrades to its place, address and a map link, asking no map service for tiles', async ({ page, baseURL }) => {
    const elsewhere: string[] = [];
    // Nothing off this machine loads here (the sample upstreams, images included, are local): any
    // map service would fail, as it does on a network that blocks it.
    const host = new URL(baseURL ?? '').hostname;
    await page.route(
      (url) => url.hostname !== host,
      (route) => {
        elsewhere.push(route.request().url());
        return route.abort('internetdisconnected');
      },
    );
    await gotoHydrated(page, '/visit/locations-hours');
    const location = page.locator('.location-section').first();
    const map = location.getByRole('group', { name: 'Map: Philadelphia Museum of Art' });
    await expect(map).toBeVisible();
    await expect(map).toContainText('2600 Benjamin Franklin Parkway, Philadelphia, PA 19130');
    const link = map.getByRole('link', { name: 'View on a map (opens in a new window)' });
    await expect(link).toHaveAttribute('href', /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=2600%20Benjamin%20Franklin%20Parkway/);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /noopener/);
    // Reachable from the keyboard: the next Tab stop after the location's hours link.
    await location.getByRole('link', { name: /^Hours and directions/ }).focus();
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(page.locator('iframe, img[src*="maps"], img[src*="tile"]')).toHaveCount(0);
    expect(elsewhere).toEqual([]);
    await expectNoAxeViolations(page, '.map-fallback');
  });

  test('a map missing its place or link is left out, not half shown', async ({ page }) => {
    await gotoHydrated(page, '/about/editorial-checks');
    await expect(page.getByRole('heading', { level: 1, name: 'Editorial Checks' })).toBeVisible();
    await expect(page.locator('.map-fallback')).toHaveCount(0);
    await expect(page.getByText('An address without a place or link')).toHaveCount(0);
  });
});

test.describe('Back to top', () => {
  // Detail pages end with it: an exhibition's, and an event series' (which ends with its events).
  for (const path of ['/calendar/exhibition/threads-of-light', '/calendar/event-series/threads-of-light-lectures']) {
    test(`${path}: is reached with the keyboard after the page, and takes the view and focus back to the main content`, async ({ page }) => {
      await gotoHydrated(page, path);
      const backToTop = page.getByRole('link', { name: 'Back to top' });
      // The last stop of the page: Shift+Tab from the footer's first link reaches it.
      await page.locator('footer a').first().focus();
      await page.keyboard.press('Shift+Tab');
      await expect(backToTop).toBeFocused();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

      await page.keyboard.press('Enter');
      await expect(page.locator('#main')).toBeFocused();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      // The next Tab continues from the top of the main content, not from the end of the page.
      await page.keyboard.press('Tab');
      const next = await page.evaluate(() => {
        const active = document.activeElement;
        return { inMain: Boolean(active?.closest('main')), top: active?.getBoundingClientRect().top ?? -1 };
      });
      expect(next.inMain).toBe(true);
      expect(next.top).toBeLessThan(await page.evaluate(() => window.innerHeight));
      expect(page.url()).not.toContain('#');
    });
  }
});
