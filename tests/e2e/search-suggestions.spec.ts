import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, holdPartCode, isHydrated } from './support/hydration';
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

test.describe('the first suggestions', () => {
  /**
   * What the page imports of Apollo Client's chunk, in order with the test's own steps (its
   * `<link rel="prefetch">` is a request of another type, made while the browser is idle).
   */
  function recordSteps(page: Page): string[] {
    const steps: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/\/assets\/browserSession-[\w-]+\.js$/.test(url.pathname) && request.resourceType() === 'script') steps.push('apollo');
      if (url.pathname === '/graphql' && url.searchParams.get('operationName') === 'Suggest') steps.push('suggest');
    });
    return steps;
  }

  // Measured by state, not time: what the first answer needs (Apollo Client's chunk) is imported
  // once the box has focus, before any key, so the first request leaves when typing pauses with
  // nothing to load first. Before, the chunk was imported only after that pause, 1.4–1.6 s late.
  test('need nothing loaded after typing: Apollo Client is imported when the box opens with focus', async ({ page }) => {
    const steps = recordSteps(page);
    const { input: box, list } = await openHeaderSearch(page);
    await expect(box).toBeFocused();
    await expect.poll(() => steps).toEqual(['apollo']);
    steps.push('typed');
    await box.pressSequentially('papoo');
    await expect(list.getByRole('option').first()).toContainText('Indian Girl with Papoose Crossing Stream');
    // A slow machine's typing may pause past the debounce more than once (a suggestion request each):
    // what matters is that nothing was loaded after typing began.
    expect(steps.slice(0, 3)).toEqual(['apollo', 'typed', 'suggest']);
    expect(steps.slice(3).every((step) => step === 'suggest')).toBe(true);
  });

  test('on the search page, when its box gets focus', async ({ page }) => {
    const steps = recordSteps(page);
    await gotoHydrated(page, '/search');
    expect(steps).toEqual([]);
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search the site and collection' });
    await box.focus();
    await expect.poll(() => steps).toEqual(['apollo']);
  });
});

test('on the search page, what is typed before the box is live is kept, and suggested for once it is', async ({ page }) => {
  const letBoxCodeThrough = await holdPartCode(page, 'SearchBox');
  await gotoHydrated(page, '/search');
  const box = page.getByRole('main').getByRole('combobox', { name: 'Search the site and collection' });
  expect(await isHydrated(box)).toBe(false);
  await box.pressSequentially('papoo');
  await letBoxCodeThrough();
  await expect.poll(() => isHydrated(box)).toBe(true);
  await expect(box).toHaveValue('papoo');
  const options = page.getByRole('main').getByRole('listbox', { name: 'Suggestions' }).getByRole('option');
  await expect(options.first()).toContainText('Indian Girl with Papoose Crossing Stream');
  await box.press('Escape');
  await box.press('Enter');
  await expect(page).toHaveURL(/papoo/);
  await expect(page.getByRole('main').getByRole('status').first()).not.toHaveText('Searching...');
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
