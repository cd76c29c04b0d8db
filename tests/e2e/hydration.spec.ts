import { expect, test } from '@playwright/test';

test.describe('hydration', () => {
  for (const path of ['/', '/visit/locations-hours', '/no/such/page-anywhere', '/calendar', '/test', '/collection/object/5812', '/preschina', '/preschina/abraham-lincoln']) {
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
