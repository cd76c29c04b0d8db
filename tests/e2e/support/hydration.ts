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

/**
 * Holds back the code of a part that hydrates after its page (the chunk the build names `chunk`:
 * `Header`, `SearchBox`), so its server markup stays as it was sent, until the returned function
 * lets it through (call before the page is opened).
 */
export async function holdPartCode(page: Page, chunk: string): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let released = false;
  await page.route(new RegExp(`/assets/${chunk}-[\\w-]+\\.js$`), async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return async () => {
    released = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}
