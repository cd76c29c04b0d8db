import { expect, test, type Page } from '@playwright/test';

/** The order in which the page's main image finished and its first script was asked for (server/ssr/page-scripts.ts). */
function watchLoadOrder(page: Page): { events: string[] } {
  const watched = { events: [] as string[] };
  page.on('request', (request) => {
    if (/\/assets\/[\w-]+\.js$/.test(request.url())) watched.events.push(`script ${request.url()}`);
  });
  const settled = (outcome: string) => (request: { url: () => string }) => {
    if (request.url().includes('/iiif/')) watched.events.push(`${outcome} ${request.url()}`);
  };
  page.on('requestfinished', settled('image'));
  page.on('requestfailed', settled('image'));
  return watched;
}

test.describe('when a page asks for its scripts', () => {
  test('the object page asks for none until its main image has loaded, then hydrates', async ({ page }) => {
    const watched = watchLoadOrder(page);
    await page.goto('/collection/object/6268');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const main = await page.locator('img[fetchpriority="high"]').getAttribute('src');
    expect(main).toBeTruthy();
    const imageAt = watched.events.indexOf(`image ${main}`);
    const firstScriptAt = watched.events.findIndex((event) => event.startsWith('script '));
    expect(imageAt, watched.events.join('\n')).toBeGreaterThanOrEqual(0);
    expect(firstScriptAt, watched.events.join('\n')).toBeGreaterThan(imageAt);
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
