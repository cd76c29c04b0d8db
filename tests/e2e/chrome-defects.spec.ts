import { expect, test, type Page } from '@playwright/test';
import { chromeFacts } from './support/graphql';
import { gotoHydrated, holdPartCode, isHydrated } from './support/hydration';
import { openHeaderSearch } from './support/search';

/** Where an element's top edge is, in CSS px from the top of the viewport. */
function topOf(page: Page, selector: string): Promise<number> {
  return page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top));
}

// The chrome defects of issue 10 (spec "Global chrome", §3, "Modals").
test.describe('hash anchors', () => {
  test('a typed address with a hash lands its target 130 px below the top, clear of the sticky header', async ({ page }) => {
    await gotoHydrated(page, '/preschina#abraham-lincoln');
    await expect.poll(() => topOf(page, '#abraham-lincoln')).toBe(130);
    const headerBottom = await page.locator('header.site-header').evaluate((header) => header.getBoundingClientRect().bottom);
    expect(headerBottom).toBeLessThanOrEqual(130);
  });

  test('before the header is live, a typed address with a hash still lands its target clear of the sticky header', async ({ page }) => {
    await holdPartCode(page, 'Header');
    await gotoHydrated(page, '/preschina#abraham-lincoln');
    await expect.poll(() => topOf(page, '#abraham-lincoln')).toBe(130);
    const header = page.locator('header.site-header');
    expect(await isHydrated(header)).toBe(false);
    expect(await header.evaluate((element) => element.getBoundingClientRect().bottom)).toBeLessThanOrEqual(130);
  });

  test('a client-side link to another page with a hash lands its target 130 px below the top', async ({ page }) => {
    await gotoHydrated(page, '/preschina/abraham-lincoln');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'All presidents' }).click();
    await expect(page).toHaveURL(/\/preschina#abraham-lincoln$/);
    await expect.poll(() => topOf(page, '#abraham-lincoln')).toBe(130);
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });
});

test.describe('alert bar', () => {
  test("shows each alert's icon before its text, named for screen readers", async ({ page, request }) => {
    const facts = await chromeFacts(request);
    await gotoHydrated(page, '/');
    const alert = page.getByRole('region', { name: 'Alerts' }).locator('.alert-bar__item').first();
    await expect(alert).toContainText(facts.alerts[0].text);
    const icon = alert.locator('.alert-bar__icon');
    await expect(icon).toHaveAttribute('data-icon', 'info');
    await expect(icon.locator('svg')).toBeVisible();
    await expect(icon).toHaveText('Information:');
  });
});

test.describe('search dialog', () => {
  test('Escape with text typed closes the dialog (and keeps nothing half-done)', async ({ page }) => {
    const { button, dialog, input } = await openHeaderSearch(page);
    // Two characters: no suggestion list is open, so Escape belongs to the dialog.
    await input.fill('mo');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('Escape closes an open suggestion list first, then the dialog', async ({ page }) => {
    const { dialog, input, list } = await openHeaderSearch(page);
    await input.pressSequentially('monet');
    await expect(list).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();
    await expect(dialog).toBeVisible();
    await expect(input).toHaveValue('monet');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});
