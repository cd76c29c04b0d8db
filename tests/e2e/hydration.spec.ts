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
  for (const path of ['/', '/visit/locations-hours', '/no/such/page-anywhere', '/calendar', ...calendarScreens, '/test', '/collection/object/5812', '/preschina', '/preschina/abraham-lincoln', '/feedback?topic=collection-object', '/search/events?q=tour']) {
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
