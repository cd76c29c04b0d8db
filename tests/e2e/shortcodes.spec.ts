import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { graphqlOperation } from './support/graphql';
import { gotoHydrated } from './support/hydration';

// The shortcodes editors place in rich text (spec §3), on the museum history page: the newsletter
// sign-up is the footer's form, the planned-giving calculator calculates, and OpenTable is a labelled
// reservation link opening in a new window.
const PAGE = '/about/mission-history';
const WIDTHS = [1280, 375];

const region = (page: Page, name: string) => page.getByRole('main').getByRole('region', { name, exact: true });

test.describe('shortcodes', () => {
  for (const width of WIDTHS) {
    test(`at ${width} px: the sign-up shortcode is the newsletter form, and signs up`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await gotoHydrated(page, PAGE);
      const signup = region(page, 'Sign up for our newsletter');
      const email = signup.getByRole('textbox', { name: 'Email address' });
      const button = signup.getByRole('button', { name: 'Sign up' });
      await signup.scrollIntoViewIfNeeded();
      await expect(signup.getByText('Hear about exhibitions, events and member news first.')).toBeVisible();
      await expect(button).toBeDisabled();
      await email.fill('name@example');
      await expect(button).toBeDisabled();
      await email.fill(`e2e-${randomUUID().slice(0, 8)}@example.org`);
      await expect(button).toBeEnabled();
      await expectNoAxeViolations(page, 'main');
      await button.click();
      await expect(signup.locator('[aria-live="polite"]')).toHaveText('Thank you for signing up! Look for our newsletter in your inbox.');
      // The footer's own form is untouched.
      await expect(page.locator('footer').getByRole('textbox', { name: 'Email address' })).toHaveValue('');
    });

    test(`at ${width} px: the planned-giving calculator calculates a gift annuity, and says what it cannot`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const asked: string[] = [];
      page.on('request', (request) => {
        if (graphqlOperation(request)?.name === 'GiftAnnuityEstimate') asked.push(request.method());
      });
      await gotoHydrated(page, PAGE);
      const calculator = region(page, 'Gift annuity calculator');
      const age = calculator.getByRole('spinbutton', { name: 'Your age' });
      const amount = calculator.getByRole('textbox', { name: 'Gift amount (US dollars)' });
      const result = calculator.locator('[aria-live="polite"]');
      await age.fill('72');
      await amount.fill('$25,000');
      await amount.press('Enter');
      await expect(result).toContainText('At age 72, a gift of $25,000 would pay you $1,650.00 a year (6.6%), in quarterly payments of $412.50, for the rest of your life.');
      await expect(calculator.locator('dd')).toHaveText(['6.6% a year', '$1,650.00', '$412.50']);
      // Sent by hash, as every query of the site (cacheable GET).
      expect(asked).toEqual(['GET']);
      await expectNoAxeViolations(page, 'main');

      // Too young: the age is marked, described by the message and focused.
      await age.fill('45');
      await calculator.getByRole('button', { name: 'Calculate' }).click();
      await expect(result).toContainText('Gift annuities begin at age 60.');
      await expect(age).toBeFocused();
      await expect(age).toHaveAttribute('aria-invalid', 'true');
      await expect(age).toHaveAccessibleDescription(/Gift annuities begin at age 60\./);
      await expect(calculator.locator('dd')).toHaveCount(0);

      // A gift that is not a number is caught before anything is asked.
      await age.fill('70');
      await amount.fill('a lot');
      await calculator.getByRole('button', { name: 'Calculate' }).click();
      await expect(result).toHaveText('Enter a gift amount in whole dollars.');
      await expect(amount).toBeFocused();
      await expect(age).not.toHaveAttribute('aria-invalid', 'true');
      expect(asked).toHaveLength(2);
      await expectNoAxeViolations(page, 'main');
    });
  }

  test('the calculator submitted before its code has arrived calculates once it has, without leaving the page', async ({ page }) => {
    // The shortcodes' chunk is held until the visitor has pressed Enter: the rich text around the
    // calculator may be live by then, the calculator not yet.
    let release = (): void => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/ShortcodeView-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await gotoHydrated(page, PAGE);
    const calculator = region(page, 'Gift annuity calculator');
    await calculator.getByRole('spinbutton', { name: 'Your age' }).fill('72');
    const amount = calculator.getByRole('textbox', { name: 'Gift amount (US dollars)' });
    await amount.fill('$25,000');
    await amount.press('Enter');
    release();
    await expect(calculator.locator('[aria-live="polite"]')).toContainText('At age 72, a gift of $25,000 would pay you $1,650.00 a year (6.6%)');
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });

  test('OpenTable is a labelled reservation link that opens in a new window and says so', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const reservation = region(page, 'Reserve a table');
    const link = reservation.getByRole('link', { name: 'Reserve a table at Stir on OpenTable (opens in a new window)' });
    await expect(link).toHaveAttribute('href', 'https://www.opentable.com/r/stir-philadelphia');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', /(^|\s)noopener(\s|$)/);
    // No script or frame of OpenTable's is loaded.
    await expect(page.locator('script[src*="opentable"], iframe[src*="opentable"]')).toHaveCount(0);
    await expectNoAxeViolations(page, 'main');
  });
});
