import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Best-practice rules run beside WCAG's, each once found on the site (issue 31): landmarks told
 * apart (the page's main and a framed store's), headings that skip no level, and text alternatives
 * that do not repeat the text beside them.
 */
const BEST_PRACTICE_RULES = ['landmark-unique', 'heading-order', 'image-redundant-alt'];

/**
 * Fails with the list of WCAG 2.2 AA violations (and those of BEST_PRACTICE_RULES) axe finds on
 * the page as it is now, frames included.
 *
 * axe measures target sizes where things are drawn. Scrolled down, the sticky header's links lie
 * over whatever has scrolled under it, and when the header's edge happens to cut a checkbox axe
 * reports that checkbox as too small, so the result would depend on where earlier clicks left the
 * scroll (a CI run failed that way). The page is checked at the top, where the header sits in its
 * own place, and the scroll is put back afterwards.
 *
 * axe reads no motion, so the page's running animations (a loading spinner, a slide's transition)
 * are paused while it runs and resumed afterwards. A page that animates paints every frame, and on a
 * CPU-starved machine that painting competes with axe's own work: with the content placeholder's
 * spinner turning, one axe run took 19–28 s under load instead of 5–7 s paused (the detail-page
 * placeholder test in content-states.spec.ts timed out at 90 s beside a heavy CPU load).
 */
export async function expectNoAxeViolations(page: Page, include?: string, exclude?: string): Promise<void> {
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    rules: Object.fromEntries(BEST_PRACTICE_RULES.map((rule) => [rule, { enabled: true }])),
  });
  if (include) builder = builder.include(include);
  if (exclude) builder = builder.exclude(exclude);
  const scrolled = await page.evaluate(() => {
    const position = { left: window.scrollX, top: window.scrollY };
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return position;
  });
  const paused = await page.evaluateHandle(() => {
    const running = document.getAnimations().filter((animation) => animation.playState === 'running');
    for (const animation of running) animation.pause();
    return running;
  });
  try {
    const { violations } = await builder.analyze();
    const summary = violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
    expect(summary).toEqual([]);
  } finally {
    await paused.evaluate((animations) => animations.forEach((animation) => animation.play()));
    await paused.dispose();
    // Unless the page itself scrolled meanwhile (an anchor landing), where the visitor was comes back.
    await page.evaluate((position) => window.scrollY === 0 && window.scrollTo({ ...position, behavior: 'instant' }), scrolled);
  }
}
