import { expect, test } from '@playwright/test';

test.describe('hydration', () => {
  const calendarScreens = [
    '/calendar/this-weekend/tours+talks',
    '/calendar/view-all/today/exhibitions',
    '/calendar/upcoming-exhibitions?range=march-2027',
    '/calendar/past-exhibitions/2018-2019',
    '/calendar/past-exhibitions/view-all/2019',
    // An undecodable percent sign is taken literally by the server and the browser's router alike.
    '/calendar/today/%',
  ];
  // Rendered (and kept) by the server without its campaign tag and click id; the browser hydrates with them in the address bar.
  const tagged = ['/search?q=vase&utm_source=newsletter&fbclid=IwAR0abc'];
  for (const path of ['/', '/visit/locations-hours', '/no/such/page-anywhere', '/calendar', ...calendarScreens, '/test', '/collection/object/5812', '/preschina', '/preschina/abraham-lincoln', '/feedback?topic=collection-object', '/search/events?q=tour', ...tagged]) {
    test(`${path} hydrates without console errors and without asking /graphql again`, async ({ page }) => {
      const errors: string[] = [];
      const graphqlRequests: string[] = [];
      page.on('console', (message) => {
        // The 404 document itself is logged as a failed resource; it is the expected answer.
        if (message.type() === 'error' && !message.text().includes('404')) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphqlRequests.push(request.postData() ?? '');
      });

      await page.goto(path, { waitUntil: 'networkidle' });
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      expect(errors).toEqual([]);
      expect(graphqlRequests).toEqual([]);
    });
  }
});

test.describe('Apollo Client after the first route', () => {
  test('the first route runs none of its code; the first client-side navigation loads it and asks by hash', async ({ page }) => {
    const graphqlRequests: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/graphql') graphqlRequests.push(`${request.method()} ${url.searchParams.get('operationName') ?? ''}`);
    });
    // Every script the page compiles, whether or not it runs (Chromium's precise coverage).
    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.goto('/', { waitUntil: 'networkidle' });
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The page prefetches Apollo Client's chunk (fetched when the browser is idle, compiled only when imported).
    const prefetched = await page.locator('link[rel="prefetch"][as="script"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(prefetched.some((href) => /\/assets\/browserSession-[\w-]+\.js$/.test(href))).toBe(true);
    const compiled = async () => (await page.coverage.stopJSCoverage()).map((entry) => entry.url);
    const firstRoute = await compiled();
    expect(firstRoute.some((url) => /\/assets\/main-[\w-]+\.js$/.test(url))).toBe(true);
    expect(firstRoute.filter((url) => url.includes('browserSession'))).toEqual([]);
    expect(graphqlRequests).toEqual([]);

    await page.coverage.startJSCoverage({ resetOnNavigation: false });
    await page.locator('header nav[aria-label="Secondary"]').getByRole('link', { name: 'Calendar', exact: true }).click();
    await expect(page).toHaveURL(/\/calendar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Calendar' })).toBeVisible();
    await expect(page.locator('.calendar-section').first()).toBeVisible();
    expect((await compiled()).some((url) => url.includes('browserSession'))).toBe(true);
    expect(graphqlRequests).toEqual(['GET CalendarPage']);
  });
});
