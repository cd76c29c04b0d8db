import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { oneRoutePerScreen } from './support/screens';
import { openHeaderSearch } from './support/search';

// WCAG 2.2 AA (and the best-practice rules of support/axe.ts) on every screen as the visitor gets it
// (hydrated), and with each dialog open. Other interactive states (touch drawer, open dropdown,
// GraphiQL) are checked in their own specs.
test.describe('accessibility (axe, WCAG 2.2 AA)', () => {
  // Routes sharing a screen render the same markup but for their heading, so one route per screen;
  // and content pages where axe once found something (issue 31: an image whose text alternative
  // repeated its caption; the cookie bar's and the map's page).
  const pages = ['/', '/no/such/page-anywhere', ...oneRoutePerScreen().map(({ path }) => path), '/about/mission-history', '/visit/museum-map', '/preschina/john-adams'];
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

  // Dialogs and messages open, over the page they open on (issue 31: the ticket store's framed main
  // beside the page's was found with its dialog open).
  test.describe('with a dialog or a message open', () => {
    test('the ticket dialog, its store loaded in the frame', async ({ page }) => {
      await gotoHydrated(page, '/');
      await page.locator('header').getByRole('link', { name: 'Buy Tickets' }).click();
      await expect(page.getByRole('dialog', { name: /tickets/i })).toBeVisible();
      await expect(page.frameLocator('iframe[title="Ticket store"]').locator('main')).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the search dialog with its suggestions', async ({ page }) => {
      const { input, list } = await openHeaderSearch(page);
      await input.pressSequentially('papoo');
      await expect(list.getByRole('option').first()).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('the feedback form with its alert, and after sending', async ({ page }) => {
      await gotoHydrated(page, '/feedback?topic=website');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.getByRole('textbox', { name: /Your message/ }).fill('The opening hours in the footer look right; thank you.');
      await page.getByRole('button', { name: 'Send feedback' }).click();
      await expect(page.getByRole('heading', { level: 2, name: 'Feedback sent' })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test.describe('on a phone', () => {
      test.use({ viewport: { width: 375, height: 740 } });
      test('the calendar filters dialog', async ({ page }) => {
        await gotoHydrated(page, '/calendar/this-month/talks');
        await page.getByRole('button', { name: 'Filters (1)' }).click();
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        await expectNoAxeViolations(page);
      });

      test('the search filters dialog', async ({ page }) => {
        await gotoHydrated(page, '/search/collections?q=vase');
        await page.getByRole('button', { name: 'Filters', exact: true }).click();
        await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
        await expectNoAxeViolations(page);
      });
    });
  });

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
