import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { openHeaderSearch } from './support/search';

test.describe('search suggestions (header search box)', () => {
  test('suggest from 3 characters; arrow keys choose and Enter opens the suggestion', async ({ page }) => {
    const { dialog, input: box, list } = await openHeaderSearch(page);
    await expect(box).toBeFocused();
    await box.pressSequentially('pa');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.pressSequentially('poo');
    await expect(list).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const options = list.getByRole('option');
    expect(await options.count()).toBeLessThanOrEqual(5);
    await expect(options.first()).toContainText('Indian Girl with Papoose Crossing Stream');
    await expectNoAxeViolations(page);

    await box.press('ArrowDown');
    const first = options.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    // Up from the first wraps to the last, Down comes back.
    await box.press('ArrowUp');
    await expect(options.last()).toHaveAttribute('aria-selected', 'true');
    await box.press('ArrowDown');
    await expect(first).toHaveAttribute('aria-selected', 'true');

    await box.press('Enter');
    await expect(page).toHaveURL(/\/collection\/object\/5924$/);
    await expect(dialog).toBeHidden();
  });

  test('Escape closes the list first, then the dialog; fewer than 3 characters clear the list', async ({ page }) => {
    const { dialog, input: box, list } = await openHeaderSearch(page);
    await expect(box).toBeFocused();
    await box.pressSequentially('rodin');
    await expect(list).toBeVisible();
    await box.press('Escape');
    await expect(list).toBeHidden();
    await expect(dialog).toBeVisible();
    await box.press('ArrowDown');
    await expect(list).toBeVisible();
    for (const _ of 'din') await box.press('Backspace');
    await expect(box).toHaveValue('ro');
    await expect(list).toBeHidden();
    await box.fill('');
    await box.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('Enter without a chosen suggestion searches; accession numbers complete after #', async ({ page }) => {
    const { input: box, list } = await openHeaderSearch(page);
    await box.pressSequentially('#37.1940');
    await expect(list.getByRole('option').first()).toContainText('37.1940');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=%2337\.1940$/);
    await expect(page.locator('.search-layout__count')).toHaveText(/^[\d,]+ results? for "#37\.1940"$/);
  });
});

test('the search page suggests from the searched category', async ({ page }) => {
  await gotoHydrated(page, '/search/exhibitions');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search the site and collection' });
  await box.pressSequentially('art');
  const options = page.getByRole('main').getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toBeVisible();
  for (const text of await options.allTextContents()) expect(text).toContain('Exhibition');
  await page.mouse.move(0, 0);
  await options.first().click();
  await expect(page).toHaveURL(/\/calendar\/exhibition\/|\/calendar\/past-exhibitions\//);
});
