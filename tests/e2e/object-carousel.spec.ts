import { expect, test, type Locator, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

// The object page's "More like this:" carousel (content spec §9): its buttons move the row before
// its engine's code arrives and without it, and its preload window; the rest of the page is in
// object-page.spec.ts.

const ON_VIEW = '/collection/object/6268'; // twelve related objects
const viewer = (page: Page) => page.getByRole('region', { name: 'Images' });
const mainImage = (page: Page) => viewer(page).locator('.image-viewer__image');
const relatedCarousel = (page: Page) => page.getByRole('region', { name: 'More like this', exact: true });
/** The chunk of the carousel's engine (embla), loaded as the carousel nears the viewport. */
const EMBLA_CHUNK = /\/assets\/embla-carousel[^/]*\.js$/;

/**
 * What the visitor sees of the row: the first and last card at least partly in its frame, how many
 * are wholly in it, and how far the row has moved (the first card's distance left of the frame).
 */
function slidesInView(carousel: Locator): Promise<{ first: number; last: number; whole: number; moved: number }> {
  return carousel.evaluate((region) => {
    const frame = region.querySelector('.carousel__viewport')?.getBoundingClientRect();
    const boxes = [...region.querySelectorAll('.carousel__slide .object-card')].map((card) => card.getBoundingClientRect());
    if (!frame) return { first: -1, last: -1, whole: 0, moved: 0 };
    const shown = boxes.flatMap((box, index) => (box.right > frame.left + 1 && box.left < frame.right - 1 ? [index] : []));
    const whole = boxes.filter((box) => box.left >= frame.left - 1 && box.right <= frame.right + 1).length;
    return { first: shown[0] ?? -1, last: shown[shown.length - 1] ?? -1, whole, moved: Math.round(frame.left - (boxes[0]?.left ?? frame.left)) };
  });
}

/** Waits until the row stands still (a step's smooth scroll or slide is over): two frames apart, it has not moved. */
async function rowAtRest(carousel: Locator): Promise<void> {
  await expect
    .poll(() =>
      carousel.evaluate(async (region) => {
        const position = () => region.querySelector('.carousel__slide .object-card')?.getBoundingClientRect().left ?? 0;
        const before = position();
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        return position() === before;
      }),
    )
    .toBe(true);
}

/** Clicks Next until it is disabled, each click moving the row on. */
async function nextToTheEnd(carousel: Locator): Promise<void> {
  const next = carousel.getByRole('button', { name: 'Next' });
  for (let step = 0; step < 12 && (await next.isEnabled()); step += 1) {
    const before = (await slidesInView(carousel)).moved;
    await next.click();
    await expect.poll(async () => (await slidesInView(carousel)).moved).toBeGreaterThan(before);
    await rowAtRest(carousel);
  }
  await expect(next).toBeDisabled();
}

test.describe('collection object page: "More like this:" carousel', () => {
  for (const width of [1280, 375]) {
    test(`at ${width} px: "More like this:" Previous and Next move the row a page at a time, disabled at the first and the last`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      const engineRequests: string[] = [];
      page.on('request', (request) => {
        if (EMBLA_CHUNK.test(request.url())) engineRequests.push(request.url());
      });
      await gotoHydrated(page, ON_VIEW);
      const carousel = relatedCarousel(page);
      const previous = carousel.getByRole('button', { name: 'Previous' });
      const next = carousel.getByRole('button', { name: 'Next' });
      await expect(carousel.getByRole('listitem')).toHaveCount(12);
      // Below the fold the engine's code is not loaded, yet the buttons already work (the row scrolls natively).
      expect(engineRequests).toEqual([]);
      await expect(next).toBeEnabled();
      await expect(previous).toBeDisabled();

      await carousel.scrollIntoViewIfNeeded();
      await expect.poll(() => engineRequests.length).toBe(1);
      await expect(carousel.locator('.carousel__viewport')).toHaveCSS('overflow-x', 'hidden');
      const page1 = await slidesInView(carousel);
      expect(page1.first).toBe(0);
      const perPage = page1.whole;
      expect(perPage).toBe(width === 1280 ? 4 : 1);
      await next.click();
      // The row moved a page: the slide after the last one in view now comes first.
      await expect.poll(async () => (await slidesInView(carousel)).first).toBe(perPage);
      await expect(previous).toBeEnabled();
      await previous.click();
      await expect.poll(async () => (await slidesInView(carousel)).first).toBe(0);
      await rowAtRest(carousel);
      await expect(previous).toBeDisabled();
      await nextToTheEnd(carousel);
      expect((await slidesInView(carousel)).last).toBe(11);
      await expect(carousel.getByRole('listitem').last()).toBeInViewport();
    });
  }

  test('"More like this:" Previous and Next move the row when the engine’s code cannot be loaded (a failed network)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.route(EMBLA_CHUNK, (route) => route.abort());
    await gotoHydrated(page, ON_VIEW);
    const carousel = relatedCarousel(page);
    const viewport = carousel.locator('.carousel__viewport');
    const next = carousel.getByRole('button', { name: 'Next' });
    await carousel.scrollIntoViewIfNeeded();
    await next.click();
    await expect.poll(async () => (await slidesInView(carousel)).first).toBe(1);
    await rowAtRest(carousel);
    await expect(viewport).toHaveCSS('overflow-x', 'auto');
    await expect(carousel.getByRole('button', { name: 'Previous' })).toBeEnabled();
    await nextToTheEnd(carousel);
    expect((await slidesInView(carousel)).last).toBe(11);
  });

  test('"More like this:" at 375 px, the slides in view and the ten after them are requested on load, after the object’s own image (spec §9: lazy preload 10)', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    const requested = new Set<string>();
    page.on('request', (request) => {
      if (request.resourceType() === 'image') requested.add(request.url());
    });
    await gotoHydrated(page, ON_VIEW);
    const carousel = relatedCarousel(page);
    // Each slide's image (one related object has none: the placeholder logo). At 375 px the first slide
    // is in view and the second peeks in: with the ten after it, the window holds all twelve.
    const sources = (await carousel.locator('.carousel__slide').evaluateAll((slides) => slides.map((slide) => slide.querySelector<HTMLImageElement>('img.object-card__image')?.src ?? null))).filter(
      (source): source is string => source !== null,
    );
    expect(sources.length).toBeGreaterThan(8);
    // The served page keeps them lazy, so the object's image (the largest paint) has the network to
    // itself; once the page has loaded, the window is asked for, the visitor still at the top.
    await expect.poll(() => sources.filter((source) => !requested.has(source))).toEqual([]);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    // …and only after the object's image had arrived (resource timing, once each image has loaded).
    const mainSource = await mainImage(page).evaluate((image) => (image as HTMLImageElement).currentSrc);
    const timing = () =>
      page.evaluate(
        ([main, related]) => {
          const entry = (url: string) => performance.getEntriesByName(url)[0] as PerformanceResourceTiming | undefined;
          const starts = related.map((url) => entry(url)?.startTime);
          return { mainEnd: entry(main)?.responseEnd ?? null, relatedStarts: starts.every((start) => start !== undefined) ? (starts as number[]) : null };
        },
        [mainSource, sources] as const,
      );
    await expect.poll(async () => (await timing()).relatedStarts !== null && (await timing()).mainEnd !== null).toBe(true);
    const { mainEnd, relatedStarts } = await timing();
    expect(Math.min(...(relatedStarts ?? []))).toBeGreaterThanOrEqual(mainEnd ?? Infinity);

    // Another object's carousel (a client-side navigation, the page long loaded) preloads its window at once.
    const card = carousel.getByRole('link').first();
    const title = (await card.textContent()) ?? '';
    await card.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    const images = carousel.locator('img.object-card__image');
    await expect(images.first()).toHaveAttribute('loading', 'eager');
    await expect.poll(async () => requested.has((await images.first().evaluate((image) => (image as HTMLImageElement).src)) ?? '')).toBe(true);
  });
});
