import { expect, type Locator, type Page, type Route } from '@playwright/test';

/** Opens a path and waits until React has hydrated it (the app marks <html data-hydrated>). */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Whether React has hydrated an element (it keeps its fiber on the DOM nodes it owns). */
export function isHydrated(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));
}

/** The header's code, which the page loads after its own (client/chrome/Layout.tsx). */
const HEADER_CHUNK = /\/assets\/Header-[\w-]+\.js$/;

/**
 * Holds the header's code back, so its server markup stays as it was sent, until the returned
 * function lets it through (call before the page is opened).
 */
export async function holdHeaderCode(page: Page): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(HEADER_CHUNK, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
