// Structured data in the browser (client/structured-data/usePageGraph.ts): the first page's JSON-LD
// is the one the server rendered, and its route's graph code is not fetched for it; a page the
// browser renders itself gets its own, and going back, the first page gets its own again.
import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

const EXHIBITION = '/calendar/exhibition/threads-of-light';
/** The detail pages' graph code, as the build names its chunk. */
const DETAIL_GRAPH_CHUNK = /\/assets\/events-[\w-]+\.js$/;

/** The type and name of each node of the head's one JSON-LD block; null when the head has none. */
async function graphNodes(page: Page): Promise<Array<[string, unknown]> | null> {
  const blocks = await page.locator('head script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ''));
  if (blocks.length === 0) return null;
  expect(blocks).toHaveLength(1);
  const graph = JSON.parse(blocks[0] ?? '') as { '@graph': Array<{ '@type': string; name?: unknown }> };
  return graph['@graph'].map((node) => [node['@type'], node.name]);
}

test('a detail page the browser renders itself gets its own JSON-LD; back on the first page, that page gets its own again', async ({ page }) => {
  const graphCode: string[] = [];
  page.on('request', (request) => {
    if (DETAIL_GRAPH_CHUNK.test(new URL(request.url()).pathname)) graphCode.push(request.url());
  });
  await gotoHydrated(page, EXHIBITION);
  const exhibition = (await page.locator('h1').textContent()) ?? '';
  const first = await graphNodes(page);
  expect(first).toContainEqual(['ExhibitionEvent', exhibition]);
  expect(first?.map(([type]) => type)).toContain('BreadcrumbList');
  expect(graphCode).toEqual([]);

  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  const eventLink = page.locator('main a[href^="/calendar/event/"]').first();
  const eventPath = (await eventLink.getAttribute('href')) ?? '';
  await eventLink.click();
  await expect(page).toHaveURL((url) => eventPath.startsWith(url.pathname));
  const eventTitle = page.locator('h1');
  await expect(eventTitle).not.toHaveText(exhibition);
  const event = (await eventTitle.textContent()) ?? '';
  await expect.poll(() => graphNodes(page)).toContainEqual(['Event', event]);
  expect(graphCode.length).toBeGreaterThan(0);

  await page.goBack();
  await expect(page.locator('h1')).toHaveText(exhibition);
  await expect.poll(() => graphNodes(page)).toEqual(first);
  expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
});
