import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { chromeFacts, graphqlOperation } from './support/graphql';
import { gotoHydrated } from './support/hydration';

test.describe('primary navigation', () => {
  test('a dropdown opens and closes from the keyboard and focus returns to its button', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.locator('button[aria-expanded]').first();
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // The whole page with the dropdown open over it (contrast of the overlap included).
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Tabbing out of an open dropdown closes it, so it never hides what gets focus next.
    await page.keyboard.press('Enter');
    await panel.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('only one dropdown is open at a time', async ({ page }) => {
    await gotoHydrated(page, '/');
    const buttons = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]');
    expect(await buttons.count()).toBeGreaterThan(1);
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('following a dropdown link navigates client-side to the content page', async ({ page, request }) => {
    const facts = await chromeFacts(request);
    const section = facts.navigation.primary.find((item) => item.children.some((child) => child.url.startsWith('/')));
    if (!section) throw new Error('the sample primary menu has no internal dropdown link');
    const target = section.children.find((child) => child.url.startsWith('/'));
    if (!target) throw new Error('unreachable');

    await gotoHydrated(page, '/');
    // A full page load would lose this marker; client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const graphql = page.waitForRequest((req) => graphqlOperation(req)?.name === 'ContentPage');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: section.title }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.title, exact: false }).first().click();

    await expect(page).toHaveURL((url) => url.pathname === target.url);
    await graphql;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    await expect(page.locator('main#main')).toBeFocused();
    await expect(page).toHaveTitle(/\|/);
  });
});
