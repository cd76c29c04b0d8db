import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './hydration';

interface FacetFacts {
  field: string;
  label: string;
  options: { value: string; label: string; count: number; disabled: boolean }[];
}

interface SearchFacts {
  total: number;
  totalText: string;
  facets: FacetFacts[];
  categories: { heading: string; count: number }[];
  results: { title: string }[];
}

/** Asks the gateway what a search finds, so the browser tests follow the sample data instead of copying it. */
export async function searchFacts(request: APIRequestContext, variables: Record<string, unknown>): Promise<SearchFacts> {
  const response = await request.post('/graphql', {
    data: {
      query: `query($type: SearchType, $query: String, $size: Int, $sort: SearchSort, $filters: String) {
        search(type: $type, query: $query, size: $size, sort: $sort, filters: $filters) {
          total totalText categories { heading count } results { title }
          facets { field label options { value label count disabled } } } }`,
      variables,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { search: SearchFacts } }).data.search;
}

/** The results column of the search screen. */
export function resultsRegion(page: Page): Locator {
  return page.locator('section[aria-labelledby="search-results-heading"]');
}

/** The titles of the result cards shown. */
export function resultTitles(page: Page): Locator {
  return resultsRegion(page).getByRole('article').getByRole('heading', { level: 3 });
}

/** The result-count text (spec §8). */
export function countText(page: Page): Locator {
  return page.locator('.search-layout__count');
}

/** A filter group by its label. */
export function filterGroup(page: Page, label: string): Locator {
  return page.locator('.search-layout__sidebar').getByRole('group', { name: label, exact: true });
}

/** Opens the header's search dialog on the homepage: its opener, the dialog, the box and its suggestion list. */
export async function openHeaderSearch(page: Page): Promise<{ button: Locator; dialog: Locator; input: Locator; list: Locator }> {
  await gotoHydrated(page, '/');
  const button = page.locator('header').getByRole('button', { name: 'Search', exact: true });
  await button.click();
  const dialog = page.getByRole('dialog', { name: 'Search' });
  await expect(dialog).toBeVisible();
  return { button, dialog, input: dialog.getByRole('combobox', { name: 'Search the site and collection' }), list: dialog.getByRole('listbox', { name: 'Suggestions' }) };
}
