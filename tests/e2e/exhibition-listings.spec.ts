import { expect, test, type APIRequestContext } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

interface PastFacts {
  years: { year: number; total: number }[];
}

/** The past years the gateway lists, newest first. */
async function pastFacts(request: APIRequestContext): Promise<PastFacts> {
  const response = await request.post('/graphql', { data: { query: '{ pastExhibitions { years { year total } } }' } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { pastExhibitions: PastFacts } }).data.pastExhibitions;
}

test.describe('upcoming exhibitions', () => {
  test('lists them with their count, filters by month, type and audience in the URL, and says when none are found', async ({ page }) => {
    await gotoHydrated(page, '/calendar/upcoming-exhibitions');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^Upcoming Exhibitions \(\d+\)$/);
    const cards = page.getByRole('article');
    const total = Number((await page.getByRole('heading', { level: 1 }).textContent())?.match(/\((\d+)\)/)?.[1]);
    // The masonry's maxLoad first (spec §9: masonry 5), then 5 more per View More.
    await expect(cards).toHaveCount(Math.min(5, total));
    while (await page.getByRole('button', { name: /^View More/ }).isVisible()) await page.getByRole('button', { name: /^View More/ }).click();
    await expect(cards).toHaveCount(total);
    await expect(page.getByRole('link', { name: 'View full calendar' })).toHaveAttribute('href', '/calendar/all');

    await page.getByLabel('On view').selectOption({ label: 'March 2027' });
    await expect(page).toHaveURL(/\/calendar\/upcoming-exhibitions\?range=march-2027$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(`Upcoming Exhibitions (${total})`);
    await page.getByLabel('Type').selectOption({ label: 'Online Exhibition' });
    await expect(page).toHaveURL(/range=march-2027&type=online-exhibition$/);
    await expect(page.getByText("Hmm, we can't find upcoming exhibitions. Come back later.")).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Upcoming Exhibitions (0)');
    await expectNoAxeViolations(page);
  });
});

test.describe('past exhibitions', () => {
  test('toggles years into the path, sorted and hyphen-joined, with a year search box past 3 years', async ({ page, request }) => {
    const { years } = await pastFacts(request);
    const [newest, second] = years;
    if (!newest || !second) throw new Error('the sample data has fewer than two past years');
    await gotoHydrated(page, '/calendar/past-exhibitions');
    const yearHeadings = page.locator('main').getByRole('heading', { level: 2 });
    await expect(yearHeadings).toHaveText(years.slice(0, 5).map((group) => String(group.year)));
    // View More reveals five more years and moves focus to the first of them (its accordion button).
    await page.getByRole('button', { name: 'View More past years' }).click();
    await expect(yearHeadings).toHaveText(years.slice(0, 10).map((group) => String(group.year)));
    await expect(yearHeadings.nth(5).getByRole('button')).toBeFocused();
    // The page brought five years; each View More asks for the next five, until every year shows.
    const viewMore = page.getByRole('button', { name: 'View More past years' });
    for (let shown = 10; shown < years.length; shown += 5) {
      await viewMore.click();
      await expect(yearHeadings).toHaveCount(Math.min(shown + 5, years.length));
    }
    await expect(yearHeadings).toHaveText(years.map((group) => String(group.year)));
    await expect(viewMore).toBeHidden();
    const search = page.getByRole('searchbox', { name: 'Search years' });
    await expect(search).toHaveAttribute('placeholder', `Search year: ${years.at(-1)?.year}-${newest.year}`);

    await page.getByRole('checkbox', { name: new RegExp(`^${second.year}`) }).check();
    await expect(page).toHaveURL(new RegExp(`/calendar/past-exhibitions/${second.year}$`));
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([String(second.year)]);
    await page.getByRole('checkbox', { name: new RegExp(`^${newest.year}`) }).check();
    await expect(page).toHaveURL(new RegExp(`/calendar/past-exhibitions/${second.year}-${newest.year}$`));
    await expect(page.locator('main').getByRole('heading', { level: 2 })).toHaveText([String(newest.year), String(second.year)]);

    // The search box takes digits only and filters the years by their start.
    const old = years.find((group) => group.year < 1990);
    if (!old) throw new Error('the sample data has no year before 1990');
    await search.fill(`x${String(old.year).slice(0, 3)}`);
    await expect(search).toHaveValue(String(old.year).slice(0, 3));
    await expect(page.getByRole('group', { name: 'Year' }).getByRole('checkbox', { name: new RegExp(`^${old.year}`) })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Year' }).getByRole('checkbox', { name: new RegExp(`^${years[2]?.year}`) })).toBeHidden();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Reset years' }).click();
    await expect(page).toHaveURL(/\/calendar\/past-exhibitions$/);
  });

  test('links a year past 3 exhibitions to its own page: all of them, a list with a grid toggle', async ({ page, request }) => {
    const { years } = await pastFacts(request);
    const busy = years.find((group) => group.total > 12);
    if (!busy) throw new Error('the sample data has no past year with more than 12 exhibitions');
    await gotoHydrated(page, `/calendar/past-exhibitions/${busy.year}`);
    await page.getByRole('link', { name: `View all ${busy.total} exhibitions of ${busy.year}` }).click();
    await expect(page).toHaveURL(new RegExp(`/calendar/past-exhibitions/view-all/${busy.year}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`All ${busy.year} Exhibitions`);
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    // A grid's maxLoad first (spec §9: grid 8), then 5 more per View More (spec §4).
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(8);
    await page.getByRole('button', { name: /^View More/ }).click();
    await expect(cards).toHaveCount(Math.min(13, busy.total));
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to all past exhibitions' }).click();
    await expect(page).toHaveURL(/\/calendar\/past-exhibitions$/);
  });
});
