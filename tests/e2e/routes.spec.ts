import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

/** Each listing/detail route of both specs and the heading its screen renders on the server. */
const SCREENS: [path: string, heading: string][] = [
  ['/calendar/upcoming-exhibitions', 'Upcoming Exhibitions'],
  ['/calendar/past-exhibitions/view-all/2019', 'All 2019 Exhibitions'],
  ['/calendar/past-exhibitions', 'Past Exhibitions'],
  ['/calendar/past-exhibitions/2018-2019', 'Past Exhibitions'],
  ['/calendar/view-all/today/exhibitions', 'Calendar'],
  ['/calendar/exhibition/some-exhibition', 'Exhibition'],
  ['/calendar/event/some-event/article', 'Event'],
  ['/calendar/event-series/some-series', 'Event Series'],
  ['/calendar', 'Calendar'],
  ['/calendar/today/talks+tours/adults/main-building', 'Calendar'],
  ['/search', 'Search'],
  ['/search/collections/monet?q=monet', 'Search'],
  ['/collection/object/104467', 'Collection Object'],
  ['/preschina', 'Presidential China, 1780–1980'],
  ['/preschina/washington', 'Presidential China'],
  ['/test', 'Test'],
];

test.describe('route table', () => {
  for (const [path, heading] of SCREENS) {
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

  for (const path of ['/calendar', '/search', '/calendar/upcoming-exhibitions', '/calendar/past-exhibitions', '/preschina', '/collection/object/104467']) {
    test(`${path} passes axe`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test('/test shows the blank grey placeholder block', async ({ page }) => {
    await gotoHydrated(page, '/test');
    const block = page.getByTestId('test-block');
    await expect(block).toBeVisible();
    await expect(block).toHaveCSS('background-color', 'rgb(204, 204, 204)');
    expect(((await block.boundingBox())?.height ?? 0) > 100).toBe(true);
    await expectNoAxeViolations(page);
  });
});
