import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { openHeaderSearch as openSearch } from './support/search';

test.describe('search modal', () => {
  test('traps focus, locks scrolling, and Escape returns focus to the Search button', async ({ page }) => {
    const { button, dialog, input } = await openSearch(page);
    await expect(input).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
    await expectNoAxeViolations(page);

    // Tab around the whole dialog: focus never leaves it.
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((node) => node.contains(document.activeElement))).toBe(true);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('submits to /search?q=… with a leading # URL-encoded', async ({ page }) => {
    const { dialog, input } = await openSearch(page);
    await input.fill('#1985-52-1');
    await input.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%231985-52-1$/);
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });

  test('an empty search goes to /search without q', async ({ page }) => {
    const { dialog } = await openSearch(page);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/search$/);
  });

  test('a filled spam-trap field silently drops the submit', async ({ page }) => {
    const { dialog, input } = await openSearch(page);
    await dialog.locator('input[name="website"]').fill('http://spam.example');
    await input.fill('monet');
    await input.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });
});
