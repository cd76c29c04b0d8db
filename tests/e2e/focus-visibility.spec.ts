import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/** What the focused element is called and, when its centre is covered by another element, by what. */
function focusedAndCover(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return null;
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    const cover = hit && !element.contains(hit) && !hit.contains(element) ? (hit.closest('[class]')?.className ?? hit.tagName) : null;
    return { name: element.textContent?.trim() ?? element.tagName, cover };
  });
}

/** Tabs through the whole page and back (the browser scrolls each focused element into view) and lists the covered ones. */
async function obscuredWhileTabbing(page: Page): Promise<string[]> {
  const covered = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    // Bounded so a focus trap cannot hang the test; the chrome has fewer than 80 tab stops.
    for (let step = 0; step < 80; step += 1) {
      await page.keyboard.press(key);
      const focused = await focusedAndCover(page);
      if (!focused) break;
      if (focused.cover) covered.add(`${focused.name} under ${focused.cover}`);
    }
  }
  return [...covered];
}

// WCAG 2.2 2.4.11 Focus Not Obscured (Minimum), which axe cannot check. A short viewport is the hard
// case: the sticky header on top and the cookie bar (shown until consent) at the bottom.
for (const viewport of [{ width: 1280, height: 400 }, { width: 375, height: 560 }]) {
  test(`at ${viewport.width}×${viewport.height} no focused element hides behind the header or the cookie bar`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await gotoHydrated(page, '/visit/locations-hours');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    expect(await obscuredWhileTabbing(page)).toEqual([]);
  });
}
