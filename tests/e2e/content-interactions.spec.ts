import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

/** The slide on show: "2 of 4". */
function currentSlide(page: Page) {
  return page.locator('.hero-carousel__slide:not([aria-hidden])').getAttribute('aria-label');
}

/** Stops the page's clock at a point after load (timers fire up to there), so time moves only when the test says. */
async function pauseClock(page: Page) {
  await page.clock.pauseAt(Date.now() + 60_000);
}

test.describe('homepage carousel (autoplay 8 s, loop, pause on hover and focus, Pause/Play, reduced motion)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('advances every 8 seconds and loops', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await pauseClock(page);
    const count = await page.locator('.hero-carousel__slide').count();
    expect(count).toBeGreaterThan(1);
    const start = Number((await currentSlide(page))?.split(' ')[0]);
    await page.clock.runFor(7_900);
    expect(await currentSlide(page)).toBe(`${start} of ${count}`);
    await page.clock.runFor(100);
    await expect.poll(() => currentSlide(page)).toBe(`${(start % count) + 1} of ${count}`);
    // Round the loop back to where it began.
    for (let step = 1; step < count; step += 1) await page.clock.runFor(8_000);
    await expect.poll(() => currentSlide(page)).toBe(`${start} of ${count}`);
  });

  test('pauses while the pointer is over it and while focus is in it', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await pauseClock(page);
    const carousel = page.getByRole('region', { name: 'Featured' });
    const before = await currentSlide(page);
    await carousel.hover();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    await page.clock.runFor(30_000);
    expect(await currentSlide(page)).toBe(before);
    await page.mouse.move(5, 890);
    await expect(carousel).toHaveAttribute('data-playing', 'true');

    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    const focused = await currentSlide(page);
    await page.clock.runFor(30_000);
    expect(await currentSlide(page)).toBe(focused);
  });

  test('stops for good with the visible Pause button and starts again with Play', async ({ page }) => {
    await page.clock.install();
    await gotoHydrated(page, '/');
    await pauseClock(page);
    const carousel = page.getByRole('region', { name: 'Featured' });
    await carousel.getByRole('button', { name: 'Pause slideshow' }).click();
    await page.locator('#main').focus();
    await page.mouse.move(5, 890);
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    const paused = await currentSlide(page);
    await page.clock.runFor(30_000);
    expect(await currentSlide(page)).toBe(paused);

    await carousel.getByRole('button', { name: 'Play slideshow' }).click();
    await page.locator('#main').focus();
    await page.mouse.move(5, 890);
    await expect(carousel).toHaveAttribute('data-playing', 'true');
    await page.clock.runFor(8_000);
    await expect.poll(() => currentSlide(page)).not.toBe(paused);
  });

  test('does not start by itself under prefers-reduced-motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.clock.install();
    await gotoHydrated(page, '/');
    await pauseClock(page);
    const carousel = page.getByRole('region', { name: 'Featured' });
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeVisible();
    await expect(carousel).toHaveAttribute('data-playing', 'false');
    expect(await currentSlide(page)).toMatch(/^1 of /);
    await page.clock.runFor(30_000);
    expect(await currentSlide(page)).toMatch(/^1 of /);
  });

  test("asks for the other slides' images only once the page has loaded, the first slide's first", async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') asked.push(request.url());
    });
    await gotoHydrated(page, '/');
    await page.waitForFunction(() => document.readyState === 'complete');
    const slides = page.locator('.hero-carousel__slide');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    // Each slide has its image now, lazy but for the first, and the first was asked before any other.
    await expect(page.locator('.hero-carousel__slide img')).toHaveCount(count);
    const sources = await page.locator('.hero-carousel__slide img').evaluateAll((images) => images.map((image) => (image as HTMLImageElement).currentSrc || (image as HTMLImageElement).src));
    await expect(slides.nth(1).locator('img')).toHaveAttribute('loading', 'lazy');
    const first = asked.findIndex((url) => url === sources[0]);
    expect(first).toBeGreaterThanOrEqual(0);
    for (const source of sources.slice(1)) {
      const at = asked.indexOf(source);
      if (at >= 0) expect(at).toBeGreaterThan(first);
    }
    // Moving on shows the next slide with its picture.
    await page.getByRole('region', { name: 'Featured' }).getByRole('button', { name: 'Next slide' }).click();
    await expect(slides.nth(1).locator('img')).toBeVisible();
  });

  test('is used with the keyboard: Tab reaches the controls, hidden slides are skipped', async ({ page }) => {
    await gotoHydrated(page, '/');
    const carousel = page.getByRole('region', { name: 'Featured' });
    const count = await page.locator('.hero-carousel__slide').count();
    // Only the slide on show has a reachable link.
    await expect(carousel.locator('.hero-carousel__slide:not([aria-hidden]) a')).toHaveCount(1);
    expect(await carousel.locator('.hero-carousel__slide[aria-hidden] a').evaluateAll((links) => links.every((link) => link.closest('[inert]') !== null))).toBe(true);
    await carousel.getByRole('button', { name: 'Next slide' }).focus();
    await page.keyboard.press('Enter');
    expect(await currentSlide(page)).toBe(`2 of ${count}`);
    await page.keyboard.press('Shift+Tab');
    await expect(carousel.getByRole('button', { name: /^Slide \d+:/ }).last()).toBeFocused();
    await carousel.getByRole('button', { name: /^Slide 1:/ }).focus();
    await page.keyboard.press('Enter');
    expect(await currentSlide(page)).toBe(`1 of ${count}`);
    await expect(carousel.getByRole('button', { name: /^Slide 1:/ })).toHaveAttribute('aria-current', 'true');
  });
});

test.describe('tabs, accordions, load more, videos', () => {
  test('tabs select their panel, set the URL hash to its anchor, and follow the arrow keys', async ({ page }) => {
    await gotoHydrated(page, '/about/mission-history');
    const tabs = page.getByRole('tablist', { name: 'Explore more' });
    await tabs.getByRole('tab', { name: 'Press' }).click();
    await expect(page).toHaveURL(/#press$/);
    await expect(tabs.getByRole('tab', { name: 'Press' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Press' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Stories' })).toBeHidden();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Collections' })).toBeFocused();
    await expect(page).toHaveURL(/#collections$/);
    await page.keyboard.press('ArrowRight');
    await expect(tabs.getByRole('tab', { name: 'Stories' })).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.getByRole('tab', { name: 'Collections' })).toHaveAttribute('aria-selected', 'true');
  });

  test('a URL with a tab’s anchor opens that tab', async ({ page }) => {
    await gotoHydrated(page, '/about/mission-history#press');
    await expect(page.getByRole('tab', { name: 'Press' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Press' })).toBeVisible();
  });

  test('accordion items open with Enter or Space, and Up, Down, Home and End move between them', async ({ page }) => {
    await gotoHydrated(page, '/about/mission-history');
    const first = page.getByRole('button', { name: '1876–1928: From the Centennial to Fairmount' });
    const second = page.getByRole('button', { name: '1928–1976: A home on the hill' });
    const third = page.getByRole('button', { name: '1976–today: A museum for everyone' });
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByText('Founded after the Centennial Exposition')).toBeHidden();
    await first.focus();
    await page.keyboard.press('Enter');
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Founded after the Centennial Exposition')).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('End');
    await expect(third).toBeFocused();
    await page.keyboard.press(' ');
    await expect(third).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Home');
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(third).toBeFocused();
    await expectNoAxeViolations(page, '.accordion');
  });

  test('load more shows the grid style’s maxLoad, adds 5 at a time and moves focus to the first new card', async ({ page }) => {
    await gotoHydrated(page, '/about/mission-history');
    const section = page.getByRole('region', { name: 'Learning resources' });
    // grid-lg: 4 first (spec §9 maxLoad), then the load-more step, 5.
    await expect(section.locator('.card')).toHaveCount(4);
    await expect(section.getByRole('status')).toHaveText('Showing 4 of 10');
    await section.getByRole('button', { name: /Load more/ }).click();
    await expect(section.locator('.card')).toHaveCount(9);
    await expect(section.locator('.card').nth(4).getByRole('link').first()).toBeFocused();
    await section.getByRole('button', { name: /Load more/ }).click();
    await expect(section.locator('.card')).toHaveCount(10);
    await expect(section.getByRole('button', { name: /Load more/ })).toHaveCount(0);
  });

  test('videos load from their host only when asked', async ({ page }) => {
    const hosts: string[] = [];
    await page.route(/youtube|vimeo/, (route) => {
      hosts.push(new URL(route.request().url()).host);
      return route.abort();
    });
    await gotoHydrated(page, '/about/mission-history');
    const video = page.locator('.video-embed', { hasText: 'A walk up the museum steps' });
    await expect(video.locator('iframe')).toHaveCount(0);
    expect(hosts).toEqual([]);
    await video.getByRole('button', { name: /^Play video\s*: A walk up the museum steps \(loads from YouTube\)$/ }).click();
    await expect(video.locator('iframe')).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0');
    await expect(video.locator('iframe')).toHaveAttribute('title', 'A walk up the museum steps');
  });
});

test.describe('share and add to calendar', () => {
  test('the share menu copies the link ("Link Copied" for 4 seconds) and gives focus back on Escape', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install();
    await gotoHydrated(page, '/calendar/exhibition/threads-of-light');
    await pauseClock(page);
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeFocused();
    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(dialog.getByRole('button', { name: 'Link Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/calendar\/exhibition\/threads-of-light$/);
    await page.clock.runFor(3_900);
    await expect(dialog.getByRole('button', { name: 'Link Copied' })).toBeVisible();
    await page.clock.runFor(100);
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(share).toBeFocused();
  });

  test('a date that is over offers no Add to Calendar, and its file is not served (issue 30, item 15)', async ({ page }) => {
    await gotoHydrated(page, '/calendar/event/threads-of-light-opening');
    await expect(page.locator('.detail-meta__date').first()).toContainText('This date has passed.');
    await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Calendar' })).toHaveCount(0);
    expect((await page.request.get('/add-to-calendar/event/threads-of-light-opening')).status()).toBe(404);
  });

  test('the add-to-calendar menu offers Outlook, iCal, Google and Yahoo, keeps focus inside, and returns it', async ({ page }) => {
    await gotoHydrated(page, '/calendar/event/threads-of-light-curator-walkthrough?d=2026-12-12&s=16:00');
    const button = page.getByRole('button', { name: 'Add to Calendar' });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Add to calendar' });
    const links = dialog.getByRole('link');
    await expect(links).toHaveText([/^Outlook/, /^iCal/, /^Google/, /^Yahoo/]);
    await expect(links.first()).toBeFocused();
    await expectNoAxeViolations(page);
    // Tab wraps within the menu.
    for (let step = 0; step < 5; step += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    const ics = dialog.getByRole('link', { name: /^iCal/ });
    await expect(ics).toHaveAttribute('download', 'download.ics');
    const file = await page.request.get((await ics.getAttribute('href')) ?? '');
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await file.text()).toContain('DTSTART;TZID=America/New_York:20261212T160000');
    expect(new URL((await dialog.getByRole('link', { name: /^Google/ }).getAttribute('href')) ?? '').searchParams.get('dates')).toBe('20261212T160000/20261212T170000');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});
