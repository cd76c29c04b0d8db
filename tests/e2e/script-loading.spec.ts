import { expect, test, type Page } from '@playwright/test';

/** When (on the page's own clock: Resource Timing) its main image finished and its first script was asked for (server/ssr/page-scripts.ts). */
async function loadTimes(page: Page): Promise<{ imageEnd: number | null; firstScriptStart: number | null; entries: string }> {
  return page.evaluate(() => {
    const main = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]')?.currentSrc ?? '';
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const image = entries.find((entry) => entry.name === main);
    const scripts = entries.filter((entry) => /\/assets\/[\w-]+\.js$/.test(entry.name)).map((entry) => entry.startTime);
    return {
      imageEnd: image ? image.responseEnd : null,
      firstScriptStart: scripts.length ? Math.min(...scripts) : null,
      entries: entries.map((entry) => `${entry.startTime.toFixed(1)}–${entry.responseEnd.toFixed(1)} ${entry.name}`).join('\n'),
    };
  });
}

test.describe('when a page asks for its scripts', () => {
  test('the object page asks for none until its main image has loaded, then hydrates', async ({ page }) => {
    await page.goto('/collection/object/6268');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const { imageEnd, firstScriptStart, entries } = await loadTimes(page);
    expect(imageEnd, entries).not.toBeNull();
    expect(firstScriptStart, entries).not.toBeNull();
    expect(firstScriptStart ?? 0, entries).toBeGreaterThanOrEqual(imageEnd ?? Infinity);
  });

  test('a main image that cannot be loaded does not keep the page from hydrating', async ({ page }) => {
    await page.route('**/iiif/**', (route) => route.abort());
    await page.goto('/collection/object/6268');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  });

  test('a page without a main image hydrates after its first paint, its scripts at low priority', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const preloads = await page.locator('link[rel="modulepreload"]').evaluateAll((links) => links.map((link) => ({ href: (link as HTMLLinkElement).href, priority: (link as HTMLLinkElement).fetchPriority })));
    expect(preloads.some(({ href }) => /\/assets\/CalendarPage-[\w-]+\.js$/.test(href))).toBe(true);
    expect(preloads.filter(({ priority }) => priority !== 'low')).toEqual([]);
  });
});

test.describe("when a visitor shows the intent to follow a link", () => {
  /** Whether the page has asked for a chunk whose file name matches. */
  const requested = (page: Page, chunk: RegExp) => page.evaluate((source) => performance.getEntriesByType('resource').some((entry) => new RegExp(source).test(entry.name)), chunk.source);
  const DETAIL_PAGE_CHUNK = /\/assets\/DetailPage-[\w-]+\.js$/;

  test("pointing at a link to another page type fetches that page's code before the click", async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await requested(page, DETAIL_PAGE_CHUNK)).toBe(false);
    const chunk = page.waitForRequest(DETAIL_PAGE_CHUNK);
    await page.locator('main a[href^="/calendar/event/"]').first().hover();
    await chunk;
    expect(page.url()).toMatch(/\/calendar$/);
  });

  test('focusing such a link from the keyboard fetches it too, and the navigation then shows the page', async ({ page }) => {
    await page.goto('/calendar');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const link = page.locator('main a[href^="/calendar/exhibition/"]').first();
    const chunk = page.waitForRequest(DETAIL_PAGE_CHUNK);
    await link.focus();
    await chunk;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/calendar\/exhibition\//);
    await expect(page.locator('main h1')).toBeVisible();
  });
});
