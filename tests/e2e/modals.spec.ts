import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

interface ModalCase {
  /** The modal kind (spec "Modals"). */
  kind: string;
  path: string;
  viewport: { width: number; height: number };
  opener: (page: Page) => Locator;
  dialog: string;
}

// Spec "Modals": Escape closes a modal, body scrolling is locked while one is open; focus stays
// inside and returns to what opened it. Every modal the site has, opened and used from the keyboard
// alone. (Add to calendar and the calendar filters belong to the detail and calendar screens.)
const MODALS: ModalCase[] = [
  { kind: 'search', path: '/', viewport: { width: 1280, height: 800 }, opener: (page) => page.locator('header').getByRole('button', { name: 'Search', exact: true }), dialog: 'Search' },
  { kind: 'nav', path: '/', viewport: { width: 800, height: 800 }, opener: (page) => page.getByRole('button', { name: 'Menu' }), dialog: 'Menu' },
  { kind: 'tickets', path: '/', viewport: { width: 1280, height: 800 }, opener: (page) => page.locator('header').getByRole('link', { name: 'Buy Tickets' }), dialog: 'Tickets' },
  { kind: 'share', path: '/collection/object/6268', viewport: { width: 1280, height: 800 }, opener: (page) => page.getByRole('button', { name: 'Share' }), dialog: 'Share' },
  { kind: 'search-filters', path: '/search/collections?q=portrait', viewport: { width: 800, height: 800 }, opener: (page) => page.getByRole('button', { name: 'Filters' }), dialog: 'Filters' },
];

for (const modal of MODALS) {
  test.describe(`the ${modal.kind} modal`, () => {
    test.use({ viewport: modal.viewport });

    test('opens from the keyboard, keeps focus inside, locks scrolling, and Escape closes it back to its opener', async ({ page }) => {
      await gotoHydrated(page, modal.path);
      const opener = modal.opener(page);
      await opener.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: modal.dialog });
      await expect(dialog).toBeVisible();
      await expect.poll(() => dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');

      for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((node) => node.contains(document.activeElement)), `focus after ${key}`).toBe(true);
      }
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    });
  });
}
