import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

const BUILDINGS = ['Main Building Hours', 'Perelman Building Hours', 'Rodin Museum Hours', 'Historic Houses Hours'];

// Content spec §3 (a location's hours: the week, holiday hours, title and contact).
test.describe('locations and hours', () => {
  test("each building's hours carry their title and whom to ask, in the server's HTML", async ({ request }) => {
    const $ = await rawPage(request, '/visit/locations-hours');
    const hours = $('main .hours');
    expect(hours.find('caption').map((_, caption) => $(caption).text()).get()).toEqual(BUILDINGS);
    hours.each((_, block) => {
      const contact = $(block).find('.hours__contact');
      expect(contact.text()).toBe('Questions? Call 215-763-8100 or email visitorservices@philamuseum.org.');
      expect(contact.find('a').map((_, link) => $(link).attr('href')).get()).toEqual(['tel:+12157638100', 'mailto:visitorservices@philamuseum.org']);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test('a visitor reads the hours under their title and calls with one tap', async ({ page }) => {
      await gotoHydrated(page, '/visit/locations-hours');
      const rodin = page.getByRole('table', { name: 'Rodin Museum Hours' });
      await expect(rodin).toBeVisible();
      await expect(rodin.getByRole('row')).toHaveCount(7);
      const call = page.locator('.hours').filter({ has: rodin }).getByRole('link', { name: '215-763-8100' });
      await call.scrollIntoViewIfNeeded();
      await expect(call).toBeVisible();
      await expect(call).toHaveAttribute('href', 'tel:+12157638100');
      await expectNoAxeViolations(page);
    });
  });
});
