import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { sectionTitles } from './support/calendar';
import { gotoHydrated } from './support/hydration';

// Spec §2 and §9: below the 640 px breakpoint the calendar's filters are a modal (kind
// calendar-filters) opened by a Filters button; the URL stays the state.
test.describe('the calendar filters on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('open from a Filters button in a labelled dialog that keeps focus inside, filter through the URL, and give focus back', async ({ page }) => {
    await gotoHydrated(page, '/calendar/this-month');
    // Not inline on a phone: the tabs are in the dialog.
    await expect(page.getByRole('tablist', { name: 'Filter by:' })).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await expect(open).toHaveAttribute('aria-haspopup', 'dialog');
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    const done = dialog.getByRole('button', { name: 'Done' });
    await expect(done).toBeFocused();
    await expectNoAxeViolations(page);

    // A value is a link: the URL changes, the listing behind follows, and the dialog stays open on it.
    const talks = dialog.getByRole('tabpanel', { name: 'Type' }).getByRole('link', { name: 'Talks', exact: true });
    await talks.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calendar\/this-month\/talks$/);
    await expect(talks).toHaveAttribute('aria-current', 'true');
    await expect(talks).toBeFocused();
    await expect(dialog.getByRole('tab', { name: 'Type (1)' })).toBeVisible();
    await expect(sectionTitles(page)).toHaveText([/^Talks \(\d+\)$/]);

    // Tab stays inside: from the last stop it wraps to the first (Done), and Shift+Tab back again.
    const stops = await dialog.evaluate((element) => element.querySelectorAll('a[href], button:not([disabled]), [tabindex="0"]').length);
    expect(stops).toBeGreaterThan(2);
    await done.focus();
    await page.keyboard.press('Shift+Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await expect(done).not.toBeFocused();
    await page.keyboard.press('Tab');
    await expect(done).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    const reopen = page.getByRole('button', { name: 'Filters (1)', exact: true });
    await expect(reopen).toBeFocused();
    await expect(page).toHaveURL(/\/calendar\/this-month\/talks$/);

    // Opened on the URL's state after a reload too; Done closes it.
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.getByRole('button', { name: 'Filters (1)', exact: true }).click();
    await expect(dialog.getByRole('tabpanel', { name: /Type/ }).getByRole('link', { name: 'Talks', exact: true })).toHaveAttribute('aria-current', 'true');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });
    test('the filters stay inline, as links, and no button offers a dialog that cannot open', async ({ page }) => {
      await page.goto('/calendar/this-month');
      const tablist = page.getByRole('tablist', { name: 'Filter by:' });
      await expect(tablist).toBeVisible();
      await expect(page.getByRole('tabpanel', { name: 'Type' }).getByRole('link', { name: 'Talks', exact: true })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden();
    });
  });

  test.describe('on a wider screen', () => {
    test.use({ viewport: { width: 800, height: 900 } });
    test('the filters are inline and there is no Filters button', async ({ page }) => {
      await gotoHydrated(page, '/calendar/this-month');
      await expect(page.getByRole('tablist', { name: 'Filter by:' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Filters/ })).toHaveCount(0);
    });
  });
});
