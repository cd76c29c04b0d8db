import { expect, test } from '@playwright/test';
import { chromeFacts } from './support/graphql';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';
import { SCREENS } from './support/screens';

// Accessibility of each of these screens is checked in a11y.spec.ts.
test.describe('route table', () => {
  for (const { path, heading } of SCREENS) {
    test(`${path} renders "${heading}" on the server`, async ({ request }) => {
      const $ = await rawPage(request, path);
      expect($('main h1').text()).toBe(heading);
      expect($('title').text().startsWith(`${heading} | `)).toBe(true);
    });
  }

  test('/calendar/current-exhibitions redirects to the view-all exhibitions of today', async ({ request, page }) => {
    const response = await request.get('/calendar/current-exhibitions', { maxRedirects: 0 });
    expect([301, 302, 307, 308]).toContain(response.status());
    expect(response.headers().location).toBe('/calendar/view-all/today/exhibitions');
    await page.goto('/calendar/current-exhibitions');
    await expect(page).toHaveURL(/\/calendar\/view-all\/today\/exhibitions$/);
  });

  test('a client-side link to /calendar/current-exhibitions lands on the view-all exhibitions of today', async ({ page, request }) => {
    const facts = await chromeFacts(request);
    const section = facts.navigation.primary.find((item) => item.children.some((child) => child.url === '/calendar/current-exhibitions'));
    const link = section?.children.find((child) => child.url === '/calendar/current-exhibitions');
    if (!section || !link) throw new Error('the sample primary menu has no link to /calendar/current-exhibitions');

    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: section.title }).click();
    await nav.getByRole('link', { name: link.title, exact: true }).click();
    await expect(page).toHaveURL(/\/calendar\/view-all\/today\/exhibitions$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
  });

  test('/test shows the blank grey placeholder block', async ({ page }) => {
    await gotoHydrated(page, '/test');
    const block = page.getByTestId('test-block');
    await expect(block).toBeVisible();
    await expect(block).toHaveCSS('background-color', 'rgb(204, 204, 204)');
    expect(((await block.boundingBox())?.height ?? 0) > 100).toBe(true);
  });
});
