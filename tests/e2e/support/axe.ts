import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Fails with the list of WCAG 2.2 AA violations axe finds on the page as it is now.
 *
 * axe measures target sizes where things are drawn. Scrolled down, the sticky header's links lie
 * over whatever has scrolled under it, and when the header's edge happens to cut a checkbox axe
 * reports that checkbox as too small, so the result would depend on where earlier clicks left the
 * scroll (a CI run failed that way). The page is checked at the top, where the header sits in its
 * own place, and the scroll is put back afterwards.
 */
export async function expectNoAxeViolations(page: Page, include?: string, exclude?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const scrolled = await page.evaluate(() => {
    const position = { left: window.scrollX, top: window.scrollY };
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return position;
  });
  const { violations } = await builder.analyze();
  // Unless the page itself scrolled meanwhile (an anchor landing), where the visitor was comes back.
  await page.evaluate((position) => window.scrollY === 0 && window.scrollTo({ ...position, behavior: 'instant' }), scrolled);
  const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(summary).toEqual([]);
}
