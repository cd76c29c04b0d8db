// Deferred hydration (client/components/deferred/DeferredHydration.tsx): a content page's parts keep
// the server's HTML — for crawlers and visitors without JavaScript — and hydrate when the visitor
// nears them or reaches into them; what they hold still works once they have.
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, isHydrated } from './support/hydration';

const PAGE = '/about/mission-history';
/** The richest content page's last section (a card far below the first screen) and its accordion's first item. */
const LAST_SECTION = 'Stay in touch';
/** The page's last card, below it, and its link to another page of the site. */
const LAST_CARD = 'Support the museum';

const lastSection = (page: Page) => page.getByRole('region', { name: LAST_SECTION });

test.describe('deferred hydration', () => {
  test.use({ viewport: { width: 390, height: 800 } });

  test('the server sends every part: crawlers and visitors without JavaScript read the whole page', async ({ request, browser }) => {
    const html = await (await request.get(PAGE, { headers: { accept: 'text/html' } })).text();
    expect(html).toContain(`>${LAST_SECTION}</h2>`);
    expect(html).toContain('class="accordion__button"');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 800 } });
    const page = await context.newPage();
    await page.goto(PAGE);
    await expect(lastSection(page)).toContainText('Dine with us before your visit');
    await context.close();
  });

  test('a part far down hydrates only when the visitor nears it, its server markup kept as it was', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const section = lastSection(page);
    const before = await section.evaluate((element) => element.outerHTML);
    expect(await isHydrated(section)).toBe(false);
    await section.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(section)).toBe(true);
    expect(await section.evaluate((element) => element.outerHTML)).toBe(before);
    await expectNoAxeViolations(page);
  });

  test('a click on a part not hydrated yet is kept and acted on once it has: the accordion opens', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const button = page.locator('.accordion__button').first();
    expect(await isHydrated(button)).toBe(false);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test("a link in a part not hydrated yet navigates within the site, as the router's", async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const link = page.getByRole('region', { name: LAST_CARD }).getByRole('link', { name: /^Ways to give/ });
    expect(await isHydrated(link)).toBe(false);
    await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true));
    await link.click();
    await expect(page).toHaveURL(/\/join\/give$/);
    // The same document: the router navigated, the browser did not load a page.
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  test('a modified click on a link in a part not hydrated yet is left to the browser (a new tab), not held and replayed as a plain one', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const link = page.getByRole('region', { name: LAST_CARD }).getByRole('link', { name: /^Ways to give/ });
    expect(await isHydrated(link)).toBe(false);
    const defaultPrevented = await link.evaluate((anchor) => {
      // Keeps this browser from opening the tab, after the page's own listeners have had the click.
      window.addEventListener('click', (event) => event.preventDefault(), { once: true });
      const seen = new Promise<boolean>((resolve) => document.addEventListener('click', (event) => resolve(event.defaultPrevented), { once: true }));
      anchor.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true }));
      return seen;
    });
    expect(defaultPrevented).toBe(false);
    // The click opened the part's gate: once it is live, nothing replays the click here.
    await expect.poll(() => isHydrated(link)).toBe(true);
    await expect(page).toHaveURL(new RegExp(`${PAGE}$`));
  });

  test('what the visitor typed into a part before it hydrated is kept and acted on: the sign-up takes the address', async ({ page }) => {
    await gotoHydrated(page, PAGE);
    const signup = lastSection(page).getByRole('region', { name: 'Sign up for our newsletter' });
    const email = signup.getByRole('textbox', { name: 'Email address' });
    expect(await isHydrated(email)).toBe(false);
    // Typed while the part is still the server's markup (no focus, which would start its hydration).
    await email.evaluate((input: HTMLInputElement) => {
      input.value = 'early@example.org';
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await signup.scrollIntoViewIfNeeded();
    await expect.poll(() => isHydrated(email)).toBe(true);
    await expect(email).toHaveValue('early@example.org');
    await expect(signup.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });
});
