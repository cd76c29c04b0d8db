import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { calendarFacts } from './support/calendar';
import { holdGraphql } from './support/graphql';
import { gotoHydrated } from './support/hydration';

// Issue 30, items 1–9: listings and cards as a visitor sees them. The museum clock is Sunday 22 November 2026.

const busyListing = (page: Page) => page.locator('.listing-state');

test.describe('a listing while a client-side change loads (item 1)', () => {
  const changes: { name: string; from: string; operation: string; what: string; act: (page: Page) => Promise<void> }[] = [
    { name: 'a category chip on the calendar', from: '/calendar', operation: 'CalendarPage', what: 'the calendar', act: (page) => page.locator('.filter-chip', { hasText: 'Tours' }).click() },
    { name: 'a date on the calendar', from: '/calendar', operation: 'CalendarPage', what: 'the calendar', act: (page) => page.getByRole('gridcell').getByRole('button', { name: /^Friday, November 27, 2026/ }).click() },
    { name: 'a chip on a view-all list', from: '/calendar/view-all/all/all', operation: 'CalendarPage', what: 'the calendar', act: (page) => page.locator('.filter-chip', { hasText: 'Talks' }).click() },
    { name: 'a filter of upcoming exhibitions', from: '/calendar/upcoming-exhibitions', operation: 'UpcomingExhibitionsPage', what: 'upcoming exhibitions', act: async (page) => void (await page.getByLabel('On view').selectOption({ label: 'March 2027' })) },
    { name: 'a year of past exhibitions', from: '/calendar/past-exhibitions', operation: 'PastExhibitionsPage', what: 'past exhibitions', act: (page) => page.getByRole('group', { name: 'Year' }).getByRole('checkbox').nth(1).check() },
  ];
  for (const { name, from, operation, what, act } of changes) {
    test(`${name}: placeholders, aria-busy and an announcement until the answer comes`, async ({ page }) => {
      await gotoHydrated(page, from);
      await expect(busyListing(page)).toHaveAttribute('aria-busy', 'false');
      const hold = await holdGraphql(page);
      await act(page);
      await expect.poll(() => hold.held.map((held) => held.name)).toContain(operation);
      await expect(busyListing(page)).toHaveAttribute('aria-busy', 'true');
      await expect(busyListing(page).locator('.card-placeholder').first()).toBeVisible();
      await expect(busyListing(page).getByRole('status')).toHaveText(`Loading ${what}`);
      // The old cards are gone, not left on show under the new address.
      await expect(page.locator('main article')).toHaveCount(0);
      await expectNoAxeViolations(page);
      hold.release();
      await expect(busyListing(page)).toHaveAttribute('aria-busy', 'false');
      await expect(busyListing(page).getByRole('status')).toHaveText('');
      await expect(busyListing(page).locator('.card-placeholder')).toHaveCount(0);
    });
  }
});

test.describe('cards (items 2, 5, 8)', () => {
  test('off site, the place line is the meeting text alone; the Main Building leads to the museum map', async ({ page }) => {
    await gotoHydrated(page, '/calendar/view-all/all/tours/all/off-site');
    const card = page.getByRole('article').first();
    await expect(card).toContainText('Meet at 23rd Street and Fairmount Avenue');
    await expect(card).not.toContainText('Off Site');

    await gotoHydrated(page, '/calendar/view-all/all/tours/all/main-building');
    const mainBuilding = page.getByRole('article').first().getByRole('link', { name: 'Main Building' });
    await expect(mainBuilding).toHaveAttribute('href', '/visit/museum-map');
    await mainBuilding.click();
    await expect(page).toHaveURL(/\/visit\/museum-map$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Museum Map');
  });

  test('Get Tickets on an exhibition card opens a dialog titled with the exhibition', async ({ page }) => {
    await gotoHydrated(page, '/calendar/view-all/all/exhibitions');
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: /^Get Tickets/ }) }).first();
    const title = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name: /^Get Tickets/ }).click();
    const dialog = page.getByRole('dialog', { name: `Tickets: ${title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading')).toHaveText(`Tickets: ${title}`);
  });
});

test.describe('View More and long listings (items 3, 4)', () => {
  test('a view-all list shows 8 cards (grid maxLoad), View More adds 5, and Back to top returns to the main content', async ({ page, request }) => {
    const facts = await calendarFacts(request, { range: 'all', viewAll: true });
    const total = facts.list?.total ?? 0;
    expect(total).toBeGreaterThan(13);
    await gotoHydrated(page, '/calendar/view-all/all/all');
    const cards = page.locator('main').getByRole('article');
    await expect(cards).toHaveCount(8);
    await page.getByRole('button', { name: /^View More/ }).click();
    await expect(cards).toHaveCount(13);
    await expect(cards.nth(8).getByRole('link').first()).toBeFocused();
    const backToTop = page.getByRole('link', { name: 'Back to top' });
    await backToTop.scrollIntoViewIfNeeded();
    await backToTop.click();
    await expect(page.locator('#main')).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('upcoming exhibitions are a masonry: 2 columns at 1280 px, 1 below 769 px, re-laid after a resize; phones keep the scroller', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/calendar/upcoming-exhibitions');
    const list = page.locator('main ul.masonry');
    await expect(list).toHaveAttribute('data-columns', '2');
    const lefts = async () => list.locator(':scope > li').evaluateAll((items) => [...new Set(items.map((item) => (item as HTMLElement).style.left))]);
    expect((await lefts()).length).toBe(2);
    // The second column starts one column and the 60 px gutter from the first.
    const [first, second] = await list.locator(':scope > li').evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect()));
    expect(Math.round((second?.left ?? 0) - (first?.right ?? 0))).toBe(60);
    await page.setViewportSize({ width: 700, height: 900 });
    await expect(list).toHaveAttribute('data-columns', '1');
    expect((await lefts()).length).toBe(1);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(list).toHaveAttribute('data-columns', '2');
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(list).not.toHaveAttribute('data-columns', /.*/);
    await expect.poll(() => list.evaluate((element) => getComputedStyle(element).overflowX)).toBe('auto');
  });

  test('the content page’s masonry gallery is the same layout', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/about/mission-history');
    const gallery = page.locator('ul.gallery--masonry');
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery).toHaveAttribute('data-columns', '2');
  });
});

test.describe('accordions and the related-events carousel (item 4)', () => {
  test('past years are accordion sections, open until closed; a year’s view-all page holds it open and disabled', async ({ page }) => {
    await gotoHydrated(page, '/calendar/past-exhibitions');
    const firstYear = page.locator('.accordion__button').first();
    await expect(firstYear).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator('.accordion__panel').first();
    await expect(panel.getByRole('article').first()).toBeVisible();
    await firstYear.click();
    await expect(firstYear).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expectNoAxeViolations(page);

    const year = (await firstYear.textContent())?.trim() ?? '';
    await gotoHydrated(page, `/calendar/past-exhibitions/view-all/${year}`);
    const forced = page.locator('.accordion__button');
    await expect(forced).toHaveAttribute('aria-disabled', 'true');
    await expect(forced).toHaveAttribute('aria-expanded', 'true');
    // Disabled: neither a click nor a key closes it.
    await forced.click({ force: true });
    await forced.press('Enter');
    await expect(forced).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the intro links to the museum’s exhibition history, in a new window', async ({ page }) => {
    await gotoHydrated(page, '/calendar/past-exhibitions');
    const history = page.getByRole('link', { name: /exhibition history, back to 1876/ });
    await expect(history).toHaveAttribute('href', 'https://philamuseum.libguides.com/pma-exhibitions');
    await expect(history).toHaveAttribute('target', '_blank');
    await expect(history).toHaveAttribute('rel', /noopener/);
  });

  test('an exhibition’s related events are a freescroll carousel whose buttons show only when the row overflows', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await gotoHydrated(page, '/calendar/exhibition/threads-of-light');
    const carousel = page.getByRole('region', { name: 'Related Events', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const cards = carousel.getByRole('article');
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    const next = carousel.getByRole('button', { name: 'Next' });
    // 4 cards fit a 1280 px row: more overflow, and Next moves the row on.
    if (count > 4) {
      await expect(next).toBeEnabled();
      await next.click();
      await expect(carousel.getByRole('button', { name: 'Previous' })).toBeEnabled();
    } else {
      await expect(next).toBeHidden();
    }
    await expectNoAxeViolations(page, '.related-events');
  });
});
