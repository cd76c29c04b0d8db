import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';

/** The footer's sign-up form: its box, its button and its live region. */
async function openForm(page: Page) {
  await gotoHydrated(page, '/visit');
  const form = page.locator('footer form.newsletter');
  await form.scrollIntoViewIfNeeded();
  return {
    form,
    email: form.getByRole('textbox', { name: 'Email address' }),
    signUp: form.getByRole('button', { name: 'Sign up' }),
    status: form.locator('[aria-live="polite"]'),
  };
}

/** Counts the sign-up mutations the page sends. */
function countSignups(page: Page): { count: number } {
  const sent = { count: 0 };
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && (request.postData() ?? '').includes('subscribeToNewsletter')) sent.count += 1;
  });
  return sent;
}

const address = (domain = 'example.org') => `e2e-${randomUUID().slice(0, 8)}@${domain}`;

// Spec §5: the newsletter email is required and pattern-checked, Sign up stays disabled until it is
// valid, a hidden spam-trap field silently blocks the submission; the result is announced.
test.describe('newsletter sign-up', () => {
  test('Sign up waits for a valid address, then signs up and says so in a live region', async ({ page }) => {
    const { email, signUp, status } = await openForm(page);
    await expect(signUp).toBeDisabled();
    await expect(email).toHaveAttribute('required', '');
    for (const text of ['not-an-email', 'name@', 'name@example', 'name @example.org']) {
      await email.fill(text);
      await expect(signUp, text).toBeDisabled();
    }
    await email.fill(address());
    await expect(signUp).toBeEnabled();
    await expectNoAxeViolations(page, 'footer');
    await email.press('Enter');
    await expect(status).toHaveText('Thank you for signing up! Look for our newsletter in your inbox.');
    await expect(email).toHaveValue('');
    await expect(signUp).toBeDisabled();
  });

  test('a filled spam trap drops the submission silently: no request, no message', async ({ page }) => {
    const sent = countSignups(page);
    const { form, email, signUp, status } = await openForm(page);
    await form.locator('input[name="website"]').fill('http://spam.example');
    await email.fill(address());
    await signUp.click();
    await expect(status).toHaveText('');
    await expect(email).not.toHaveValue('');
    expect(sent.count).toBe(0);
  });

  test('says so when the provider is down, and keeps the address to try again', async ({ page }) => {
    const sent = countSignups(page);
    const { email, signUp, status } = await openForm(page);
    const down = address('unavailable.example');
    await email.fill(down);
    await signUp.click();
    await expect(status).toHaveText('We could not sign you up just now. Please try again later.');
    await expect(email).toHaveValue(down);
    await expect(email).toBeFocused();
    expect(sent.count).toBe(1);
  });
});
