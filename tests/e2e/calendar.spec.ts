import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { calendarFacts, dayButton, listingHeading, monthGrid, sectionTitles } from './support/calendar';
import { gotoHydrated, holdPartCode, isHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

// The museum clock of the browser tests is Sunday 22 November 2026, 10:00 in New York.

test.describe('the calendar, server-rendered', () => {
  test('renders the selection’s sections with counts, View all past 3, the notices and the feed links', async ({ request, baseURL }) => {
    const facts = await calendarFacts(request, { range: 'this-weekend', categories: ['tours', 'talks'] });
    const $ = await rawPage(request, '/calendar/this-weekend/tours+talks');
    expect($('main h1').text()).toBe('Calendar');
    expect($('#listing-heading').text()).toBe('November 27–29, 2026');
    expect($('.calendar-section__title').map((_index, element) => $(element).text()).get()).toEqual(facts.sections.map((section) => `${section.title} (${section.total})`));
    const viewAll = $('.calendar-section__view-all').map((_index, element) => $(element).attr('href')).get();
    expect(viewAll).toEqual(facts.sections.filter((section) => section.total > 3).map((section) => `/calendar/view-all/this-weekend/${section.slug}`));
    // The feed: <link rel="alternate"> in the head, absolute on the public origin as the canonical
    // link is, and a visible Subscribe link to the same URL.
    const feed = '/calendar.ics?range=this-weekend&categories=tours%2Ctalks';
    expect($('head link[rel="alternate"][type="text/calendar"]').attr('href')).toBe(`${baseURL}${feed}`);
    expect($('a.calendar-subscribe').attr('href')).toBe(feed);
    expect($('a.calendar-subscribe').text()).toContain('Subscribe');
    expect($('a[href="#listing"]').text()).toBe('Jump to Calendar Listings');
    expect($('#listing').length).toBe(1);
    const ics = await request.get(feed);
    expect(ics.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await ics.text()).toContain('BEGIN:VCALENDAR');
  });

  test('marks Mondays and closed holidays in the month grid, starting at the current month', async ({ request }) => {
    const $ = await rawPage(request, '/calendar');
    expect($('table[role="grid"]').attr('aria-label')).toBe('November 2026');
    expect($('td[data-day="2026-11-23"]').hasClass('date-picker__day--closed')).toBe(true);
    expect($('td[data-day="2026-11-26"]').hasClass('date-picker__day--closed')).toBe(true);
    expect($('td[data-day="2026-11-24"]').hasClass('date-picker__day--closed')).toBe(false);
    expect($('td[data-day="2026-11-22"] button').attr('aria-label')).toBe('Sunday, November 22, 2026, today');
    expect($('td[data-day="2026-11-30"] button').attr('aria-label')).toBe('Monday, November 30, 2026, main building closed');
  });

  test('shows the closed-holiday message with a link to later that week, and the past-date message with a link to today', async ({ page }) => {
    await gotoHydrated(page, '/calendar/2026-11-26/talks');
    const notice = page.locator('.calendar-notice', { hasText: 'Sorry, we are closed on Thanksgiving.' });
    await notice.getByRole('link', { name: "See what's on later that week" }).click();
    await expect(page).toHaveURL(/\/calendar\/2026-11-27-to-2026-11-29\/talks$/);
    await expect(listingHeading(page)).toHaveText('November 27–29, 2026');

    await gotoHydrated(page, '/calendar/2026-11-20');
    await expect(page.locator('.calendar-notice').first()).toHaveText("You have selected a past date. Want to see what's happening today?");
    await page.getByRole('link', { name: "Want to see what's happening today?" }).click();
    await expect(page).toHaveURL(/\/calendar\/today$/);
    await expect(listingHeading(page)).toHaveText('Sunday, November 22, 2026');
  });

  test('shows the no-results message for a selection with nothing in it', async ({ page }) => {
    await gotoHydrated(page, '/calendar/2026-11-23/performances/members/sculpture-garden');
    await expect(page.locator('.calendar-notice--no-results')).toHaveText("Hmm, we can't find events for your selected filters. Try expanding your search by changing your selections.");
    await expectNoAxeViolations(page);
  });
});

test.describe('the date picker', () => {
  test('selects and deselects days with the mouse, rewriting the URL with sorted dates or all', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/calendar');
    await dayButton(page, 'Friday, November 27, 2026').click();
    await expect(page).toHaveURL(/\/calendar\/2026-11-27$/);
    await expect(listingHeading(page)).toHaveText('Friday, November 27, 2026');
    // The head's feed link follows the selection, still absolute on the public origin.
    await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute('href', `${baseURL}/calendar.ics?range=2026-11-27`);
    await dayButton(page, 'Tuesday, November 24, 2026').click();
    await expect(page).toHaveURL(/\/calendar\/2026-11-24,2026-11-27$/);
    await expect(listingHeading(page)).toHaveText('November 24 and 27, 2026');
    await expect(dayButton(page, 'Tuesday, November 24, 2026')).toHaveAttribute('aria-label', /selected$/);
    await dayButton(page, 'Friday, November 27, 2026').click();
    await expect(page).toHaveURL(/\/calendar\/2026-11-24$/);
    await dayButton(page, 'Tuesday, November 24, 2026').click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(listingHeading(page)).toHaveText('All dates');
    // Back returns to the previous selection.
    await page.goBack();
    await expect(page).toHaveURL(/\/calendar\/2026-11-24$/);
    await expect(listingHeading(page)).toHaveText('Tuesday, November 24, 2026');
  });

  test('is operable from the keyboard as a grid, keeping focus on the day', async ({ page }) => {
    await gotoHydrated(page, '/calendar/this-month');
    const grid = monthGrid(page);
    await expect(grid).toHaveAttribute('aria-multiselectable', 'true');
    // Tab from the month navigation enters the grid at its first selected day.
    await page.getByRole('button', { name: 'Go to the Next Month' }).focus();
    await page.keyboard.press('Tab');
    const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    expect(await focusedLabel()).toMatch(/^Sunday, November 1, 2026/);
    // The grid's code loads when focus enters it: keys pressed before it is live are replayed, in order.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(focusedLabel).toMatch(/^Tuesday, November 24, 2026/);
    // A new selection from a named period starts with the day chosen.
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calendar\/2026-11-24$/);
    await expect(listingHeading(page)).toHaveText('Tuesday, November 24, 2026');
    expect(await focusedLabel()).toBe('Tuesday, November 24, 2026, selected');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/\/calendar\/2026-11-24,2026-12-01$/);
    expect(await focusedLabel()).toMatch(/^Tuesday, December 1, 2026.*selected$/);
    await expect(monthGrid(page, 'December 2026')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the date picker in the visitor’s time zone', () => {
  // The grid is made of calendar days in the browser's own zone: the museum's days must come out the
  // same at both ends of the world (the museum's clock reads Sunday 22 November, 15:00 UTC).
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    test(`${zone}: the same grid as the server's, and a chosen day is the museum's day`, async ({ browser }) => {
      const context = await browser.newContext({ timezoneId: zone });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await gotoHydrated(page, '/calendar');
      const pickerLoaded = page.waitForResponse((response) => /\/assets\/DatePicker-[^/]+\.js$/.test(new URL(response.url()).pathname));
      await monthGrid(page).hover();
      await pickerLoaded;
      await expect(page.locator('td[data-day="2026-11-23"]')).toHaveClass(/date-picker__day--closed/);
      await expect(page.locator('td[data-day="2026-11-24"]')).not.toHaveClass(/date-picker__day--closed/);
      await expect(dayButton(page, 'Sunday, November 22, 2026')).toHaveAttribute('aria-label', /, today/);
      await dayButton(page, 'Friday, November 27, 2026').click();
      await expect(page).toHaveURL(/\/calendar\/2026-11-27$/);
      await expect(dayButton(page, 'Friday, November 27, 2026')).toHaveAttribute('aria-label', /selected$/);
      await page.getByRole('button', { name: 'Go to the Next Month' }).click();
      await expect(monthGrid(page, 'December 2026')).toBeVisible();
      await expect(page.locator('td[data-day="2026-12-01"]')).toBeVisible();
      expect(errors).toEqual([]);
      await context.close();
    });
  }
});

test.describe('the date picker on the first load', () => {
  test('is the server’s grid until the visitor reaches for it, then loads its code; a click made meanwhile is kept', async ({ page }) => {
    const pickerCode: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/DatePicker-[^/]+\.js$/.test(new URL(request.url()).pathname)) pickerCode.push(request.url());
    });
    await page.goto('/calendar', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(pickerCode).toEqual([]);
    await expect(monthGrid(page)).toHaveAttribute('aria-multiselectable', 'true');
    // The first click lands before the code has loaded (the pointer over the grid asks for it).
    await dayButton(page, 'Friday, November 27, 2026').click();
    await expect(page).toHaveURL(/\/calendar\/2026-11-27$/);
    await expect(listingHeading(page)).toHaveText('Friday, November 27, 2026');
    await expect(dayButton(page, 'Friday, November 27, 2026')).toHaveAttribute('aria-label', /selected$/);
    expect(pickerCode).toHaveLength(1);
  });
});

test.describe('the filters', () => {
  test('toggle categories, audiences and locations in the URL from tabs labelled "Filter by:"', async ({ page, request }) => {
    await gotoHydrated(page, '/calendar/this-month');
    const tablist = page.getByRole('tablist', { name: 'Filter by:' });
    await expect(tablist.getByRole('tab')).toHaveText(['Type', 'Audience', 'Location']);
    const panel = page.getByRole('tabpanel', { name: 'Type' });
    await panel.getByRole('link', { name: 'Talks', exact: true }).click();
    await expect(page).toHaveURL(/\/calendar\/this-month\/talks$/);
    await expect(sectionTitles(page)).toHaveText([/^Talks \(\d+\)$/]);
    await expect(panel.getByRole('link', { name: 'Talks', exact: true })).toHaveAttribute('aria-current', 'true');
    await panel.getByRole('link', { name: 'Tours', exact: true }).click();
    await expect(page).toHaveURL(/\/calendar\/this-month\/tours\+talks$/);
    await expect(sectionTitles(page)).toHaveText([/^Tours/, /^Talks/]);

    // Arrow keys move between the tabs; the hash follows the tab.
    await tablist.getByRole('tab', { name: 'Type' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(tablist.getByRole('tab', { name: 'Audience' })).toBeFocused();
    await expect(tablist.getByRole('tab', { name: /Audience/ })).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/#filter-audiences$/);
    await page.getByRole('tabpanel', { name: 'Audience' }).getByRole('link', { name: 'Adults' }).click();
    await expect(page).toHaveURL(/\/calendar\/this-month\/tours\+talks\/adults$/);
    const facts = await calendarFacts(request, { range: 'this-month', categories: ['tours', 'talks'], audiences: ['adults'] });
    await expect(sectionTitles(page)).toHaveText(facts.sections.map((section) => `${section.title} (${section.total})`));

    await page.getByRole('tab', { name: 'Type (2)' }).click();
    await page.getByRole('tabpanel', { name: /Type/ }).getByRole('link', { name: 'All types' }).click();
    await expect(page).toHaveURL(/\/calendar\/this-month\/all\/adults$/);
    await expectNoAxeViolations(page);
  });

  test('go live after the page: a value clicked before is held, then followed in place', async ({ page }) => {
    const letFiltersThrough = await holdPartCode(page, 'CalendarFilters');
    await gotoHydrated(page, '/calendar/this-month');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const talks = page.getByRole('tabpanel', { name: 'Type' }).getByRole('link', { name: 'Talks', exact: true });
    expect(await isHydrated(talks)).toBe(false);
    await talks.click();
    await letFiltersThrough();
    await expect(page).toHaveURL(/\/calendar\/this-month\/talks$/);
    await expect(sectionTitles(page)).toHaveText([/^Talks \(\d+\)$/]);
    await expect(talks).toHaveAttribute('aria-current', 'true');
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('reads alias spellings and drops unknown values', async ({ page, baseURL }) => {
    await gotoHydrated(page, '/calendar/all/hands-on+nope/kids-family');
    await expect(sectionTitles(page)).toHaveText([/^Hands-On Activities \(\d+\)$/]);
    // Absolute on the public origin (PUBLIC_ORIGIN, the address the tests browse).
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new URL('/calendar/all/hands-on-activities/kids-families', baseURL).href);
  });
});

test.describe('sections and the view-all listing', () => {
  test('View More adds cards to a section; View all opens its listing, with View More and View full calendar', async ({ page, request }) => {
    const facts = await calendarFacts(request, { range: 'all', categories: ['tours'] });
    const tours = facts.sections[0];
    expect(tours?.total).toBeGreaterThan(16);
    await gotoHydrated(page, '/calendar/all/tours');
    const section = page.locator('.calendar-section');
    // The grid's maxLoad first (spec §9: grid 8), then the load-more step (spec §4: 5).
    await expect(section.getByRole('article')).toHaveCount(8);
    await section.getByRole('button', { name: 'View More Tours' }).click();
    await expect(section.getByRole('article')).toHaveCount(13);
    // Focus moves to the first new card.
    await expect(section.getByRole('article').nth(8).getByRole('link').first()).toBeFocused();

    await section.getByRole('link', { name: 'View all Tours' }).click();
    await expect(page).toHaveURL(/\/calendar\/view-all\/all\/tours$/);
    await expect(listingHeading(page)).toHaveText(`Viewing all Tours (${tours?.total})`);
    const cards = page.locator('#listing').getByRole('article');
    await expect(cards).toHaveCount(8);
    await page.getByRole('button', { name: /^View More/ }).click();
    await expect(cards).toHaveCount(13);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'View full calendar' }).click();
    await expect(page).toHaveURL(/\/calendar$/);
  });

  test('shows exhibitions alone in one column, and events with their status, times and Midnight', async ({ page }) => {
    await gotoHydrated(page, '/calendar/view-all/today/exhibitions');
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('#listing .card-list--list')).toBeVisible();
    await page.getByRole('button', { name: 'Grid' }).click();
    await expect(page.locator('#listing .card-list--grid')).toBeVisible();

    await gotoHydrated(page, '/calendar/2026-11-27/social');
    await expect(page.getByRole('article').filter({ hasText: 'Art After 5' })).toContainText('Friday, November 27, 2026, 5:00 p.m.–Midnight');
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('turns sections into sideways scrollers, without page-wide scrolling, and hides the layout toggle', async ({ page }) => {
    await gotoHydrated(page, '/calendar/this-weekend');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    const scroller = page.locator('.calendar-section .card-list').first();
    await expect(scroller).toHaveCSS('overflow-x', 'auto');
    expect(await scroller.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
    await expect(page.getByRole('group', { name: 'Layout of the listing' })).toBeHidden();
    await dayButton(page, 'Saturday, November 28, 2026').click();
    await expect(page).toHaveURL(/\/calendar\/2026-11-28$/);
    await expectNoAxeViolations(page);
  });

  test('hydrates a section far down the page when it comes near: its View More adds cards', async ({ page, request }) => {
    const facts = await calendarFacts(request, { range: 'all' });
    const index = facts.sections.findLastIndex((section) => section.total > 8);
    const far = facts.sections[index];
    if (!far || index < 2) throw new Error('the sample calendar has no section with more than 8 items below the first two');
    await gotoHydrated(page, '/calendar');
    const section = page.locator('.calendar-section').nth(index);
    await section.getByRole('button', { name: `View More ${far.title}` }).click();
    await expect(section.getByRole('article')).toHaveCount(Math.min(13, far.total));
    await expect(section.getByRole('article').nth(8).getByRole('link').first()).toBeFocused();
  });
});
