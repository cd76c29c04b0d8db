import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, holdPartCode, isHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';
import { countText, filterGroup, resultsRegion, resultTitles, searchFacts } from './support/search';

test.describe('search screen', () => {
  test('is server-rendered with its results, categories and counts', async ({ request }) => {
    const facts = await searchFacts(request, { query: 'rodin' });
    const $ = await rawPage(request, '/search?q=rodin');
    expect($('.search-layout__count').text()).toBe(facts.totalText);
    expect($('article.result-card h3').length).toBe(12);
    expect($('.category-list__items li').first().text()).toBe(`Artworks (${facts.categories[0]?.count})`);
    const artworks = await rawPage(request, '/search/collections?q=lincoln');
    expect(artworks('article.result-card h3').first().text()).toBe((await searchFacts(request, { type: 'COLLECTIONS', query: 'lincoln' })).results[0]?.title);
    expect(artworks('.collection-notice h3').text()).toBe('About our online collection');
    expect(artworks('a.search-page__back').attr('href')).toBe('/search?q=lincoln');
  });

  test('hydrates without asking /graphql again', async ({ page }) => {
    const graphql: string[] = [];
    const errors: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? '');
    });
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/search/collections?q=lincoln&filters=%7B%22onview%22%3A%5B%22false%22%5D%7D', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(graphql).toEqual([]);
    expect(errors).toEqual([]);
  });

  test('a visitor searches, picks a category, filters, sorts, pages, and goes back through every step', async ({ page, request }) => {
    await gotoHydrated(page, '/search');
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search the site and collection' });
    await box.fill('lincoln');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=lincoln$/);
    const all = await searchFacts(request, { query: 'lincoln' });
    await expect(countText(page)).toHaveText(all.totalText);

    await page.getByRole('navigation', { name: 'Categories' }).getByRole('link', { name: /^Artworks/ }).click();
    await expect(page).toHaveURL(/\/search\/collections\?q=lincoln$/);
    const artworks = await searchFacts(request, { type: 'COLLECTIONS', query: 'lincoln' });
    await expect(countText(page)).toHaveText(artworks.totalText);
    await expect(page.getByRole('link', { name: 'Back to all results' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Filter: the first department; the count becomes that option's count.
    const departments = artworks.facets.find((facet) => facet.field === 'department');
    const department = departments?.options[0];
    if (!department) throw new Error('no department to filter by');
    // A click navigates; the box shows the new URL's state once the navigation renders.
    await filterGroup(page, 'Curatorial Departments').getByRole('checkbox', { name: new RegExp(`^${department.label}`) }).click();
    await expect(page).toHaveURL(/filters=/);
    await expect(countText(page)).toHaveText(new RegExp(`^${department.count} Artwork results? for "lincoln"$`));
    await expect(filterGroup(page, 'Curatorial Departments').getByRole('checkbox', { name: new RegExp(`^${department.label}`) })).toBeChecked();

    // Sort A–Z.
    await page.getByLabel('Sort by').selectOption({ label: 'Title, A–Z' });
    await expect(page).toHaveURL(/sort=A-Z/);
    await expect(countText(page)).toHaveText(new RegExp(`^${department.count} `));
    const titles = await resultTitles(page).allTextContents();
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(titles).toEqual([...titles].sort(collator.compare));

    // Page 2, with its range text.
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/from=12/);
    await expect(page.locator('.search-layout__showing')).toHaveText(new RegExp(`^Showing 13-\\d+ of ${department.count}$`));
    await expect(page.getByRole('heading', { level: 2, name: 'Artworks' })).toBeFocused();

    // Back restores each state in turn; reload keeps the state.
    await page.goBack();
    await expect(page).not.toHaveURL(/from=/);
    await expect(page).toHaveURL(/sort=A-Z/);
    await page.goBack();
    await expect(page).not.toHaveURL(/sort=/);
    await expect(page.getByLabel('Sort by')).toHaveValue('relevance');
    await page.goBack();
    await expect(page).toHaveURL(/\/search\/collections\?q=lincoln$/);
    await expect(countText(page)).toHaveText(artworks.totalText);
    await expect(filterGroup(page, 'Curatorial Departments').getByRole('checkbox', { name: new RegExp(`^${department.label}`) })).not.toBeChecked();
    await page.goForward();
    await expect(countText(page)).toHaveText(new RegExp(`^${department.count} `));
    await page.reload();
    await expect(filterGroup(page, 'Curatorial Departments').getByRole('checkbox', { name: new RegExp(`^${department.label}`) })).toBeChecked();
    await expect(countText(page)).toHaveText(new RegExp(`^${department.count} `));
  });

  test('lists the best matches first unless another order is chosen, and reads an old Featured link as relevance (issue 30, item 10)', async ({ page, request }) => {
    await gotoHydrated(page, '/search/events?q=art');
    const sort = page.getByLabel('Sort by');
    await expect(sort).toHaveValue('relevance');
    await expect(sort.locator('option')).toHaveText(['Relevance', 'Date, oldest first', 'Date, newest first', 'Title, A–Z', 'Title, Z–A']);
    const best = (await searchFacts(request, { type: 'EVENTS', query: 'art', sort: 'RELEVANCE' })).results.map((result) => result.title);
    await expect(resultTitles(page)).toHaveText(best);
    await sort.selectOption({ label: 'Date, oldest first' });
    await expect(page).toHaveURL(/\/search\/events\?q=art&sort=date-asc$/);
    await expect(resultTitles(page)).toHaveText((await searchFacts(request, { type: 'EVENTS', query: 'art', sort: 'DATE_ASC' })).results.map((result) => result.title));
    await sort.selectOption({ label: 'Relevance' });
    await expect(page).toHaveURL(/\/search\/events\?q=art$/);
    await expect(resultTitles(page)).toHaveText(best);
    await expectNoAxeViolations(page);

    await gotoHydrated(page, '/search/events?q=art&sort=default');
    await expect(sort).toHaveValue('relevance');
    await expect(resultTitles(page)).toHaveText(best);
  });

  test('changes the page size, keeps the text and category on a new search, and resets the rest', async ({ page }) => {
    await gotoHydrated(page, '/search/collections?q=portrait&sort=A-Z&from=12');
    await page.getByLabel('Results per page').selectOption('24');
    await expect(page).toHaveURL(/size=24/);
    await expect(page).not.toHaveURL(/from=/);
    await expect(resultTitles(page)).toHaveCount(24);
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search the site and collection' });
    await box.fill('basket');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\/collections\?q=basket$/);
    await expect(resultTitles(page)).toHaveCount(12);
  });

  test('filter lists reveal 4 more at a time and search long lists by the start of their names', async ({ page }) => {
    await gotoHydrated(page, '/search/collections?q=lincoln');
    const artists = filterGroup(page, 'Artists');
    await expect(artists.getByRole('checkbox')).toHaveCount(4);
    await artists.getByRole('button', { name: 'View More Artists' }).click();
    await expect(artists.getByRole('checkbox')).toHaveCount(8);
    const search = artists.getByRole('searchbox', { name: 'Search Artists' });
    await search.fill('ma');
    await expect(artists.getByRole('checkbox').first()).toHaveAccessibleName(/^Ma/);
    for (const name of await artists.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.parentElement?.textContent ?? ''))) expect(name).toMatch(/^Ma/);
    await search.fill('qqq');
    await expect(artists.getByText('No results found.')).toBeVisible();

    await expectNoAxeViolations(page);
  });

  test('lists only values that find something once a filter is chosen, and writes yes/no values as booleans (issue 10, defect 7)', async ({ page, request }) => {
    const filters = JSON.stringify({ location: ['Rodin Museum'] });
    const facts = await searchFacts(request, { type: 'EVENTS', filters });
    const categories = facts.facets.find((facet) => facet.field === 'category')?.options ?? [];
    expect(categories.every((option) => option.count > 0)).toBe(true);
    await gotoHydrated(page, `/search/events?filters=${encodeURIComponent(filters)}`);
    const group = filterGroup(page, 'Category');
    // The first chunk of 4 shows (spec §9).
    await expect(group.getByRole('checkbox')).toHaveCount(Math.min(categories.length, 4));
    await expect(group.getByText(/\(0\)/)).toHaveCount(0);

    // Dates after choosing an artist: periods of that artist's works, no empty BCE centuries.
    await gotoHydrated(page, `/search/collections?filters=${encodeURIComponent(JSON.stringify({ artist: ['Louis Comfort Tiffany'] }))}`);
    const dates = filterGroup(page, 'Dates');
    await expect(dates.getByRole('checkbox').first()).toBeEnabled();
    await expect(dates.getByRole('checkbox', { name: /BCE/ })).toHaveCount(0);
    // The chosen artist reads its true count (issue 10, defect 2).
    const tiffany = await searchFacts(request, { type: 'COLLECTIONS', filters: JSON.stringify({ artist: ['Louis Comfort Tiffany'] }) });
    await expect(filterGroup(page, 'Artists').getByRole('checkbox', { name: `Louis Comfort Tiffany (${tiffany.total})` })).toBeChecked();

    await filterGroup(page, 'On View').getByRole('checkbox', { name: /^Not on view/ }).click();
    await expect(page).toHaveURL(/filters=%7B%22artist%22%3A%5B%22Louis\+Comfort\+Tiffany%22%5D%2C%22onview%22%3A%5Bfalse%5D%7D/);
  });

  test('a group with no values is left out; "No results found." answers only a filter search (issue 10, defect 7)', async ({ page }) => {
    await gotoHydrated(page, '/search/collections?q=qqxyzzy');
    await expect(countText(page)).toHaveText('No results for "qqxyzzy"');
    const sidebar = page.locator('.search-layout__sidebar');
    await expect(sidebar.getByText('No results found.')).toHaveCount(0);
    await expect(filterGroup(page, 'Artists')).toHaveCount(0);
    // The Dates group keeps its range inputs.
    await expect(filterGroup(page, 'Dates').getByLabel('Start')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a Dates list search takes digits only', async ({ page }) => {
    await gotoHydrated(page, '/search/collections');
    const dates = filterGroup(page, 'Dates');
    const search = dates.getByRole('searchbox', { name: 'Search Dates' });
    await search.pressSequentially('1a8');
    await expect(search).toHaveValue('18');
    await expect(dates.getByRole('checkbox')).toHaveCount(1);
    await expect(dates.getByRole('checkbox')).toHaveAccessibleName(/^1800–1899/);
  });

  test('the Dates range applies only with both ends, and says why it cannot read one', async ({ page, request }) => {
    await gotoHydrated(page, '/search/collections');
    const dates = filterGroup(page, 'Dates');
    const apply = dates.getByRole('button', { name: 'Apply' });
    const clear = dates.getByRole('button', { name: 'Clear' });
    await expect(apply).toBeDisabled();
    await dates.getByLabel('Start').fill('1850');
    await expect(apply).toBeDisabled();
    await expect(clear).toBeDisabled();
    await dates.getByLabel('End').fill('1860');
    await expect(apply).toBeEnabled();
    const applied = await searchFacts(request, { type: 'COLLECTIONS', filters: JSON.stringify({ dates: ['1850 to 1860'] }) });
    // The answer to the applied range is held until the visitor has typed again: its arrival
    // must not put back the range it answers over what they typed meanwhile.
    let answer = (): void => undefined;
    const held = new Promise<void>((resolve) => (answer = resolve));
    await page.route('**/graphql**', async (route) => {
      await held;
      await route.continue();
    });
    await apply.click();
    await expect(page).toHaveURL(/filters=%7B%22dates%22%3A%5B%221850\+to\+1860%22%5D%7D/);
    await dates.getByLabel('Start').fill('18x0');
    answer();
    await expect(countText(page)).toHaveText(applied.totalText);
    await page.unroute('**/graphql**');
    await expect(dates.getByLabel('Start')).toHaveValue('18x0');

    await apply.click();
    await expect(dates.getByRole('alert')).toHaveText(/up to 8 digits/);
    await expect(dates.getByLabel('Start')).toHaveValue('18x0');
    await expectNoAxeViolations(page);

    await dates.getByRole('button', { name: 'Clear' }).click();
    await expect(page).toHaveURL(/\/search\/collections$/);
    await expect(dates.getByLabel('Start')).toHaveValue('');
  });

  test("a category's filters go live after the page: a filter clicked before is held and applied once they are", async ({ page, request }) => {
    const letFiltersThrough = await holdPartCode(page, 'FilterPanel');
    await gotoHydrated(page, '/search/collections');
    const department = (await searchFacts(request, { type: 'COLLECTIONS' })).facets.find((facet) => facet.field === 'department')?.options[0];
    if (!department) throw new Error('no department to filter by');
    const option = filterGroup(page, 'Curatorial Departments').getByRole('checkbox', { name: new RegExp(`^${department.label}`) });
    expect(await isHydrated(option)).toBe(false);
    await option.click();
    await letFiltersThrough();
    await expect(page).toHaveURL(/filters=/);
    await expect(option).toBeChecked();
    const filtered = await searchFacts(request, { type: 'COLLECTIONS', filters: JSON.stringify({ department: [department.value] }) });
    await expect(countText(page)).toHaveText(filtered.totalText);
  });

  test("a category's filters go live after the page: dates typed before are kept, and apply", async ({ page, request }) => {
    const letFiltersThrough = await holdPartCode(page, 'FilterPanel');
    await gotoHydrated(page, '/search/collections');
    const dates = filterGroup(page, 'Dates');
    const start = dates.getByLabel('Start');
    expect(await isHydrated(start)).toBe(false);
    await start.fill('1850');
    await dates.getByLabel('End').fill('1860');
    await letFiltersThrough();
    await expect.poll(() => isHydrated(start)).toBe(true);
    await dates.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/filters=/);
    const applied = await searchFacts(request, { type: 'COLLECTIONS', filters: JSON.stringify({ dates: ['1850 to 1860'] }) });
    await expect(countText(page)).toHaveText(applied.totalText);
    await expect(start).toHaveValue('1850');
  });

  test('a page past the last result shows the last page, its range and a pager back (issue 10, defect 8)', async ({ page, request }) => {
    const facts = await searchFacts(request, { type: 'EVENTS' });
    const last = Math.ceil(facts.total / 12);
    expect(last).toBeGreaterThan(1);
    await gotoHydrated(page, '/search/events?from=4800');
    await expect(resultTitles(page)).toHaveCount(facts.total - (last - 1) * 12);
    await expect(page.locator('.search-layout__showing')).toHaveText(`Showing ${(last - 1) * 12 + 1}-${facts.total} of ${facts.total}`);
    const pager = page.getByRole('navigation', { name: 'Pagination' });
    await expect(pager.getByRole('link', { name: `Page ${last}` })).toHaveAttribute('aria-current', 'page');
    await pager.getByRole('link', { name: 'Previous page' }).click();
    if (last > 2) await expect(page).toHaveURL(new RegExp(`from=${(last - 2) * 12}$`));
    else await expect(page).not.toHaveURL(/from=/);
    await expect(resultTitles(page)).toHaveCount(12);
  });

  test('the page rendering again (the layout toggled) leaves a part still waiting for its code as the server sent it', async ({ page }) => {
    const letBoxCodeThrough = await holdPartCode(page, 'SearchBox');
    await gotoHydrated(page, '/search?q=rodin');
    const box = page.getByRole('main').getByRole('combobox', { name: 'Search the site and collection' });
    await box.evaluate((input) => input.setAttribute('data-server-node', ''));
    const list = page.getByRole('group', { name: 'Layout of results' }).getByRole('button', { name: 'List' });
    await list.click();
    await expect(resultsRegion(page).locator('ul.search-results--list')).toBeVisible();
    // Not rendered afresh (it would be gone while its code is held): the server's node, not live yet.
    await expect(page.locator('[data-server-node]')).toHaveValue('rodin');
    expect(await isHydrated(box)).toBe(false);
    await letBoxCodeThrough();
    await box.focus();
    await expect.poll(() => isHydrated(box)).toBe(true);
    await expect(page.locator('[data-server-node]')).toHaveCount(1);
  });

  test('switches between grid and list, and says when nothing matches', async ({ page }) => {
    await gotoHydrated(page, '/search?q=rodin');
    const list = page.getByRole('group', { name: 'Layout of results' }).getByRole('button', { name: 'List' });
    await list.click();
    await expect(list).toHaveAttribute('aria-pressed', 'true');
    await expect(resultsRegion(page).locator('ul.search-results--list')).toBeVisible();
    await gotoHydrated(page, '/search?q=qqxyzzy');
    await expect(countText(page)).toHaveText('No results for "qqxyzzy"');
    await expect(resultTitles(page)).toHaveCount(0);
  });
});

test.describe('search screen on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('hides the grid/list toggle and opens the filters in a dialog', async ({ page }) => {
    await gotoHydrated(page, '/search/events?q=tour');
    await expect(page.getByRole('group', { name: 'Layout of results' })).toBeHidden();
    await expect(page.locator('.search-layout__sidebar')).toBeHidden();
    await page.getByRole('button', { name: 'Filters' }).click();
    const dialog = page.getByRole('dialog', { name: 'Filters' });
    await expect(dialog).toBeVisible();
    const first = dialog.getByRole('group', { name: 'Category', exact: true }).getByRole('checkbox').first();
    await first.click();
    await expect(page).toHaveURL(/filters=/);
    await expect(first).toBeChecked();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
