import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

// Detail pages as a visitor meets them (issue 31): what exhibition and event pages offer, an event
// series offers too; an artist's picture keeps its caption; exhibitions read "Through {end}".
const WIDTHS = [1280, 375];

test.describe('event series pages', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: add the next date to a calendar, with the menu of exhibition and event pages`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, '/calendar/event-series/threads-of-light-lectures');
      const button = page.locator('.detail-actions').getByRole('button', { name: 'Add to Calendar' });
      await button.click();
      const dialog = page.getByRole('dialog', { name: 'Add to calendar' });
      // The series has no date of its own: the menu says which date it adds (the canceled walkthrough is skipped).
      await expect(dialog).toContainText('Lecture: Weaving Light, Tuesday, December 1, 2026, 6:00–7:30 p.m.');
      await expect(dialog.getByRole('link')).toHaveText([/^Outlook/, /^iCal/, /^Google/, /^Yahoo/]);
      const ics = dialog.getByRole('link', { name: /^iCal/ });
      await expect(ics).toHaveAttribute('download', 'download.ics');
      const file = await page.request.get((await ics.getAttribute('href')) ?? '');
      expect(await file.text()).toContain('DTSTART;TZID=America/New_York:20261201T180000');
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(button).toBeFocused();
    });
  }

  test('an online series shows the click icon by its place, and ends with Back to top', async ({ page }) => {
    await gotoHydrated(page, '/calendar/event-series/curator-conversations');
    const place = page.locator('.detail-meta__place');
    await expect(place).toHaveText('Online');
    await expect(place.getByRole('img', { name: '(online)' })).toBeVisible();
    await expect(page.locator('.detail-actions').getByRole('button', { name: 'Add to Calendar' })).toBeVisible();
    const backToTop = page.getByRole('link', { name: 'Back to top' });
    await backToTop.click();
    await expect(page.locator('#main')).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('exhibition pages', () => {
  test('an artist’s picture shows with its caption', async ({ page }) => {
    await gotoHydrated(page, '/calendar/exhibition/threads-of-light');
    const artists = page.getByRole('region', { name: 'Artists' });
    const figure = artists.locator('figure').filter({ has: page.getByRole('img', { name: 'A woven study in black and white' }) });
    await expect(figure.locator('figcaption')).toHaveText('Study for a wall hanging');
    await expect(figure).toBeVisible();
    // Artists without a picture are listed as before.
    await expect(artists.getByText('Ruth Asawa')).toBeVisible();
    await expectNoAxeViolations(page, '#credits-artists');
  });

  test('an upcoming exhibition reads "Through {end}" (spec §4), with its opening day apart', async ({ page }) => {
    await gotoHydrated(page, '/calendar/upcoming-exhibitions');
    const href = await page.locator('main a[href^="/calendar/exhibition/"]').first().getAttribute('href');
    await gotoHydrated(page, href ?? '');
    const meta = page.locator('.page-header .detail-meta');
    await expect(page.locator('.page-header__label')).toHaveText(/^(Upcoming|Coming Soon)$/);
    await expect(meta.locator('.detail-meta__date')).toHaveText(/^Through [A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(meta.locator('.detail-meta__opening')).toHaveText(/^Opens [A-Z][a-z]+ \d{1,2}, \d{4}$/);
  });
});

test.describe('links the spec’s pages use (§2)', () => {
  test('a detail page leads on to today’s talks, tours and other events in the calendar', async ({ page }) => {
    await gotoHydrated(page, '/calendar/event-series/threads-of-light-lectures');
    await page.getByRole('link', { name: 'See today’s talks, tours, performances and more' }).click();
    await expect(page).toHaveURL(/\/calendar\/today\/talks\+tours\+performances\+hands-on-activities\+social\/#listing$/);
    await expect(page.locator('#listing')).toBeVisible();
  });

  test('an event without dates offers a search of the events for its title', async ({ page }) => {
    await gotoHydrated(page, '/calendar/event/threads-of-light-artist-talk');
    await page.getByRole('link', { name: 'Search events for “Artist Talk: Threads of Light”' }).click();
    await expect(page).toHaveURL(/\/search\/events\?q=Artist\+Talk%3A\+Threads\+of\+Light$/);
    await expect(page.getByRole('main').getByRole('combobox', { name: 'Search the site and collection' })).toHaveValue('Artist Talk: Threads of Light');
  });

  test('the old collection search address opens the collection search', async ({ page, request }) => {
    const response = await request.get('/collections/search.html?q=vase', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/search/collections?q=vase');
    await gotoHydrated(page, '/collections/search.html?q=vase');
    await expect(page).toHaveURL(/\/search\/collections\?q=vase$/);
  });
});

