import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { graphqlOperation, holdGraphql } from './support/graphql';
import { gotoHydrated } from './support/hydration';

/** Holds the page's content queries (`page(path)`) until the test releases them; `paths()` are the paths held. */
async function holdContentQueries(page: Page) {
  const hold = await holdGraphql(page, (operation) => operation.name === 'ContentPage');
  return { release: hold.release, paths: () => hold.held.map((operation) => String(operation.variables.path)) };
}

/** Follows a link of the page by its address (a client-side navigation). */
async function follow(page: Page, href: string) {
  await page.locator(`main a[href="${href}"]`).first().click();
}

// Spec §4 "Content: loaded, cleared (loader), or empty (not-found)", through client-side navigation.
test.describe('content states', () => {
  test('a detail page shows its placeholder, announced, while its content loads, then the page', async ({ page }) => {
    await gotoHydrated(page, '/');
    const hold = await holdContentQueries(page);
    await follow(page, '/calendar/exhibition/threads-of-light');
    await expect(page).toHaveURL(/\/calendar\/exhibition\/threads-of-light$/);
    const placeholder = page.locator('.page-placeholder--exhibition');
    await expect(placeholder).toBeVisible();
    await expect.poll(() => hold.paths()).toEqual(['/calendar/exhibition/threads-of-light']);
    await expect(placeholder.getByRole('status')).toHaveText('Loading page');
    // The visitor sees that it loads: the spinner is on screen, not below the page's grey shapes.
    await expect(placeholder.locator('.loader__spinner')).toBeInViewport();
    // The previous page is cleared, not left on show under the new address.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
    await expectNoAxeViolations(page);

    hold.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Threads of Light: Textiles from Four Centuries' })).toBeVisible();
    await expect(placeholder).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'Loading page' })).toHaveCount(0);
  });

  for (const { from, href, kind, heading, tiles } of [
    { from: '/', href: '/collection/departments/american-art', kind: 'collection', heading: 'American Art', tiles: 8 },
    { from: '/', href: '/visit/tickets', kind: 'page', heading: 'Tickets', tiles: 0 },
    { from: '/calendar/exhibition/threads-of-light', href: '/calendar/event-series/threads-of-light-lectures', kind: 'event-series', heading: 'Threads of Light Lectures', tiles: 0 },
    { from: '/calendar/exhibition/threads-of-light', href: '/calendar/event/threads-of-light-curator-walkthrough', kind: 'event', heading: 'Curator’s Walkthrough: Threads of Light', tiles: 0 },
  ]) {
    test(`${href} has the ${kind} placeholder while it loads`, async ({ page }) => {
      await gotoHydrated(page, from);
      const hold = await holdContentQueries(page);
      await follow(page, href);
      await expect(page.locator(`.page-placeholder--${kind}`)).toBeVisible();
      await expect(page.locator('.page-placeholder__tile')).toHaveCount(tiles);
      hold.release();
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.locator('.page-placeholder')).toHaveCount(0);
    });
  }

  test('a page with no content is the not-found view once its answer comes', async ({ page }) => {
    await gotoHydrated(page, '/about/editorial-checks');
    // A history entry for an address whose page is gone (unpublished since it was visited): going
    // back to it is a client-side navigation that asks for its content anew.
    await page.evaluate(() => window.history.pushState(null, '', '/about/a-page-since-unpublished'));
    await page.goBack();
    await expect(page).toHaveURL(/\/about\/editorial-checks$/);
    const hold = await holdContentQueries(page);
    await page.goForward();
    await expect(page.locator('.page-placeholder--page')).toBeVisible();
    await expect.poll(() => hold.paths()).toEqual(['/about/a-page-since-unpublished']);
    hold.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
    await expect(page.locator('.page-placeholder')).toHaveCount(0);
    await expect(page).toHaveTitle(/^Oops!/);
  });

  test('content that cannot be fetched is the unavailable view, never a false not-found', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.route(
      (url) => url.pathname === '/graphql',
      (route) => (graphqlOperation(route.request())?.name === 'ContentPage' ? route.abort('connectionrefused') : route.fallback()),
    );
    await follow(page, '/calendar/exhibition/threads-of-light');
    await expect(page.getByRole('heading', { level: 1, name: 'This page is temporarily unavailable' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
