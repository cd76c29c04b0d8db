import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { chromeFacts, primaryLocationOf } from './support/graphql';
import { gotoHydrated } from './support/hydration';

// Spec "Global chrome": touch navigation with drawers and a Back button below the 1088 px desktop
// layout. On phones (under 640 px) the header's secondary nav is hidden, so the drawer carries it.
for (const width of [800, 375]) {
  test.describe(`touch navigation at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('the drawer opens sections with a Back button and closes with Escape', async ({ page, request }) => {
      const facts = await chromeFacts(request);
      const location = primaryLocationOf(facts);
      const section = facts.navigation.primary.find((item) => item.children.length > 0);
      if (!section) throw new Error('the sample primary menu has no dropdown');

      await gotoHydrated(page, '/');
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
      const menuButton = page.getByRole('button', { name: 'Menu' });
      await menuButton.click();
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      await expect(drawer.getByRole('link', { name: location.today.text })).toHaveAttribute('href', location.hoursUrl);
      await expect(drawer.getByRole('link', { name: 'Membership', exact: true })).toHaveAttribute('href', '/join/membership');
      await expect(drawer.getByRole('link', { name: 'Buy Tickets', exact: true })).toBeVisible();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('hidden');
      await expectNoAxeViolations(page);

      await drawer.getByRole('button', { name: section.title }).click();
      await expect(drawer.getByRole('link', { name: section.children[0].title }).first()).toBeVisible();
      const back = drawer.getByRole('button', { name: 'Back' });
      await expect(back).toBeFocused();
      // The submenu level is a screen of its own: check it too.
      await expectNoAxeViolations(page);
      await back.click();
      await expect(drawer.getByRole('button', { name: section.title })).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expect(menuButton).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
    });
  });
}

test.describe('touch navigation', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('a drawer link navigates client-side and closes the drawer', async ({ page, request }) => {
    const facts = await chromeFacts(request);
    const section = facts.navigation.primary.find((item) => item.children.some((child) => child.url.startsWith('/')));
    const target = section?.children.find((child) => child.url.startsWith('/') && child.url !== section.url);
    if (!section || !target) throw new Error('the sample primary menu has no internal dropdown link');

    await gotoHydrated(page, '/');
    // A full page load would lose this marker; client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await drawer.getByRole('button', { name: section.title }).click();
    await drawer.getByRole('link', { name: target.title, exact: true }).click();

    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL((url) => url.pathname === target.url);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    expect(await page.evaluate(() => document.body.style.overflow)).toBe('');
  });

  test('widening the window past 1087 px hides the drawer (spec "Modals")', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  });
});
