// Real-user monitoring in the browser (client/rum/): a sampled page view loads the reporter when
// idle after hydration and, when the page is hidden, sends its Core Web Vitals with the page's
// route template by navigator.sendBeacon; the gateway takes the beacon. The browser tests' gateway
// samples no page view (RUM_SAMPLE_RATE=0), so this test samples its own: the share the page's
// state hands over is read as 1.
import { expect, test } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

test.describe('real-user monitoring', () => {
  test('a sampled page view sends its vitals with its route template when hidden, and the gateway takes them', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(window, '__RUM_SAMPLE_RATE__', { configurable: true, get: () => 1, set: () => undefined });
    });
    const reporter = page.waitForResponse((response) => /\/assets\/reportVitals-[\w-]+\.js$/.test(new URL(response.url()).pathname));
    await gotoHydrated(page, '/collection/object/6268');
    await reporter;
    // A first input finalizes LCP; then the page goes to the background.
    await page.locator('h1').click();
    const beacon = page.waitForRequest((request) => new URL(request.url()).pathname === '/rum');
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    const sent = await beacon;
    expect(sent.method()).toBe('POST');
    const body = JSON.parse(sent.postData() ?? '{}') as { route: string; metrics: Array<{ name: string; value: number }> };
    expect(body.route).toBe('/collection/object/:id');
    const names = body.metrics.map((metric) => metric.name);
    expect(names).toEqual(expect.arrayContaining(['TTFB', 'LCP']));
    for (const metric of body.metrics) expect(Number.isFinite(metric.value)).toBe(true);
    expect(JSON.stringify(body)).not.toContain('6268');
    expect((await sent.response())?.status()).toBe(204);
  });

  test('a page view not sampled loads no reporter and sends nothing', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/collection/object/6268');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve(null), { timeout: 2000 })));
    await page.evaluate(() => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(asked.filter((path) => path === '/rum' || /reportVitals/.test(path))).toEqual([]);
  });
});
