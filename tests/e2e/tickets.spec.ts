import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated, holdPartCode, isHydrated } from './support/hydration';

/** The store's own line saying what it was opened on (the sample store prints it). */
async function storeSays(page: Page): Promise<string> {
  const frame = page.frameLocator('iframe[title="Ticket store"]');
  return (await frame.locator('[data-launch]').textContent()) ?? '';
}

// Spec §1, §2: ticket buttons and query-only links open the ticket store dialog (keyword,
// promocode, packageID, or a plain launch), with the sample stand-in store inside.
test.describe('ticket dialog', () => {
  test('Buy Tickets opens the store on a plain launch; the dialog is accessible, store included', async ({ page }) => {
    await gotoHydrated(page, '/');
    const buyTickets = page.locator('header').getByRole('link', { name: 'Buy Tickets' });
    await buyTickets.click();
    const dialog = page.getByRole('dialog', { name: 'Tickets' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    await expect.poll(() => storeSays(page)).toBe('Showing general admission tickets.');
    await expect(dialog.getByRole('link', { name: 'Open the ticket store in a new window' })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(buyTickets).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a click on Buy Tickets before the header is live is kept, not followed to the store: the dialog opens once it is', async ({ page }) => {
    const letHeaderCodeThrough = await holdPartCode(page, 'Header');
    await gotoHydrated(page, '/');
    const buyTickets = page.locator('header').getByRole('link', { name: 'Buy Tickets' });
    expect(await isHydrated(buyTickets)).toBe(false);
    await buyTickets.click();
    await letHeaderCodeThrough();
    const dialog = page.getByRole('dialog', { name: 'Tickets' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => storeSays(page)).toBe('Showing general admission tickets.');
    await expect(page).toHaveURL(/\/$/);
  });

  test('Escape closes the dialog from inside the store too, focus back on the button', async ({ page }) => {
    await gotoHydrated(page, '/');
    const buyTickets = page.locator('header').getByRole('link', { name: 'Buy Tickets' });
    await buyTickets.click();
    const dialog = page.getByRole('dialog', { name: 'Tickets' });
    const quantity = page.frameLocator('iframe[title="Ticket store"]').getByRole('spinbutton', { name: 'Adult' });
    await quantity.focus();
    await expect(quantity).toBeFocused();
    await quantity.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(buyTickets).toBeFocused();
  });

  test('an address with ?keyword= opens the dialog on load; closing takes the keyword out of the address', async ({ page }) => {
    await gotoHydrated(page, '/visit?keyword=GALA&utm_source=mail');
    const dialog = page.getByRole('dialog', { name: 'Tickets: GALA' });
    await expect(dialog).toBeVisible();
    await expect.poll(() => storeSays(page)).toBe('Showing tickets for “GALA”.');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/visit\?utm_source=mail$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan Your Visit' })).toBeVisible();
  });

  test('an address with ?promocode= and ?packageID= opens the store on both', async ({ page }) => {
    await gotoHydrated(page, '/?packageID=PKG7&promocode=SPRING');
    await expect(page.getByRole('dialog', { name: 'Ticket package PKG7' })).toBeVisible();
    await expect.poll(() => storeSays(page)).toBe('Showing package PKG7, promotion code SPRING applied.');
  });

  test('query-only and data-attribute links in rich text open the dialog too', async ({ page }) => {
    await gotoHydrated(page, '/test');
    // Rich text from the content service is HTML the site shows as it is: such links were not rendered by TicketLink.
    await page.locator('main').evaluate((main) => {
      main.insertAdjacentHTML(
        'beforeend',
        '<div class="rich-text"><p><a href="?promocode=MEMBER">Members save</a> or <a href="#" data-keyword="JAZZ">book jazz night</a></p></div>',
      );
    });
    await page.getByRole('link', { name: 'Members save' }).click();
    await expect(page.getByRole('dialog', { name: 'Tickets' })).toBeVisible();
    await expect.poll(() => storeSays(page)).toBe('Showing promotion code MEMBER applied.');
    await expect(page).toHaveURL(/\/test$/);
    await page.keyboard.press('Escape');
    await page.getByRole('link', { name: 'book jazz night' }).click();
    await expect(page.getByRole('dialog', { name: 'Tickets: JAZZ' })).toBeVisible();
  });

  test('in the touch drawer, Buy Tickets opens the dialog over it', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Buy Tickets' }).click();
    await expect(page.getByRole('dialog', { name: 'Tickets' })).toBeVisible();
    await expect.poll(() => storeSays(page)).toBe('Showing general admission tickets.');
  });
});
