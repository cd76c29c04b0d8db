import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { oneRoutePerScreen } from './support/screens';

// WCAG 2.2 AA on every screen as the visitor gets it (hydrated). Screens in an interactive state
// (search modal, touch drawer, open dropdown, GraphiQL) are checked in their own specs.
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Routes sharing a screen render the same markup but for their heading, so one route per screen.
  const pages = ['/', '/no/such/page-anywhere', ...oneRoutePerScreen().map(({ path }) => path)];
  for (const path of pages) {
    test(`${path} has no violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    });
  }

  // Reflow (WCAG 1.4.10) is beyond axe: nothing may need horizontal scrolling at 320 CSS px, nor at
  // the narrowest desktop layout (1088 px), where the header is at its fullest.
  for (const width of [320, 1088]) {
    test.describe(`at ${width} px wide`, () => {
      test.use({ viewport: { width, height: 700 } });
      for (const path of ['/', '/no/such/page-anywhere']) {
        test(`${path} reflows without horizontal scrolling`, async ({ page }) => {
          const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);
          await gotoHydrated(page, path);
          expect(await scrollWidth()).toBeLessThanOrEqual(width);
          if (width < 1088) {
            await page.getByRole('button', { name: 'Menu' }).click();
            await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
          } else {
            await page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]').last().click();
          }
          expect(await scrollWidth()).toBeLessThanOrEqual(width);
        });
      }
    });
  }

  test.describe('on a phone-sized viewport', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    for (const path of ['/', '/visit/locations-hours']) {
      test(`${path} has no violations`, async ({ page }) => {
        await gotoHydrated(page, path);
        await expectNoAxeViolations(page);
      });
    }
  });
});
