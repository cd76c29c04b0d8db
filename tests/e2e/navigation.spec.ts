import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { chromeFacts, graphqlOperation } from './support/graphql';
import { gotoHydrated } from './support/hydration';

test.describe('primary navigation', () => {
  test('a dropdown opens and closes from the keyboard and focus returns to its button', async ({ page }) => {
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const button = nav.locator('button[aria-expanded]').first();
    const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);

    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    // The whole page with the dropdown open over it (contrast of the overlap included).
    await expectNoAxeViolations(page);

    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Space');
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Tabbing out of an open dropdown closes it, so it never hides what gets focus next.
    await page.keyboard.press('Enter');
    await panel.getByRole('link').last().focus();
    await page.keyboard.press('Tab');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('only one dropdown is open at a time', async ({ page }) => {
    await gotoHydrated(page, '/');
    const buttons = page.getByRole('navigation', { name: 'Main' }).locator('button[aria-expanded]');
    expect(await buttons.count()).toBeGreaterThan(1);
    await buttons.nth(0).click();
    await buttons.nth(1).click();
    await expect(buttons.nth(0)).toHaveAttribute('aria-expanded', 'false');
    await expect(buttons.nth(1)).toHaveAttribute('aria-expanded', 'true');
  });

  test('following a dropdown link navigates client-side to the content page', async ({ page, request }) => {
    const facts = await chromeFacts(request);
    const section = facts.navigation.primary.find((item) => item.children.some((child) => child.url.startsWith('/')));
    if (!section) throw new Error('the sample primary menu has no internal dropdown link');
    const target = section.children.find((child) => child.url.startsWith('/'));
    if (!target) throw new Error('unreachable');

    await gotoHydrated(page, '/');
    // A full page load would lose this marker; client-side navigation keeps it.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const graphql = page.waitForRequest((req) => graphqlOperation(req)?.name === 'ContentPage');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: section.title }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: target.title, exact: false }).first().click();

    await expect(page).toHaveURL((url) => url.pathname === target.url);
    await graphql;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    await expect(page.locator('main#main')).toBeFocused();
    await expect(page).toHaveTitle(/\|/);
  });
});

test.describe('the site’s links', () => {
  test('a plain click navigates client-side; a modified click and one for another window are left to the browser', async ({ page }) => {
    await gotoHydrated(page, '/collection/object/6268');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    const logo = page.locator('a.site-header__logo');
    await expect(logo).toHaveAttribute('href', '/');
    // What the site's click handler did with each kind of click, seen from a listener after it.
    interface Click {
      ctrlKey?: boolean;
      metaKey?: boolean;
      shiftKey?: boolean;
      button?: number;
    }
    const defaultPrevented = (init: Click, target = '') =>
      logo.evaluate(
        (anchor, { init, target }: { init: Click; target: string }) => {
          const link = anchor as HTMLAnchorElement;
          if (target) link.target = target;
          const blockNavigation = (event: Event) => event.preventDefault();
          // Keeps the browser from following the link whatever the site's handler did.
          window.addEventListener('click', blockNavigation, { once: true });
          const event = new MouseEvent('click', { bubbles: true, cancelable: true, ...init });
          const seen = new Promise<boolean>((resolve) => document.addEventListener('click', (e) => resolve(e.defaultPrevented), { once: true }));
          anchor.dispatchEvent(event);
          link.removeAttribute('target');
          return seen;
        },
        { init, target },
      );
    expect(await defaultPrevented({ ctrlKey: true })).toBe(false);
    expect(await defaultPrevented({ metaKey: true })).toBe(false);
    expect(await defaultPrevented({ shiftKey: true })).toBe(false);
    expect(await defaultPrevented({ button: 1 })).toBe(false);
    expect(await defaultPrevented({}, '_blank')).toBe(false);
    await expect(page).toHaveURL(/\/collection\/object\/6268$/);

    // A plain click: the homepage, in the same document, focus on its main content.
    await logo.click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    await expect(page.locator('main#main')).toBeFocused();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('a link to the page shown replaces its history entry instead of adding one', async ({ page }) => {
    await gotoHydrated(page, '/');
    const entries = await page.evaluate(() => history.length);
    await page.locator('a.site-header__logo').click();
    await expect(page).toHaveURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => history.length)).toBe(entries);
  });
});
