import { expect, type Page } from '@playwright/test';

/** Opens a path and waits until React has hydrated it (the app marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}
