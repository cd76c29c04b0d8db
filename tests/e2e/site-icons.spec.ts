import { expect, test, type Page } from '@playwright/test';
import { gotoHydrated } from './support/hydration';

/** Pages of every kind: each links the same icons and manifest. */
const PAGES = ['/', '/calendar', '/search?q=vase', '/collection/object/6268', '/calendar/exhibition/threads-of-light', '/preschina', '/not-found'];

interface Loaded {
  width: number;
  height: number;
}

/** Loads an image URL in the page and reports its size (0 × 0 when it does not decode). */
function loadImage(page: Page, url: string): Promise<Loaded> {
  return page.evaluate(
    (src) =>
      new Promise<Loaded>((resolve) => {
        const image = new Image();
        image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
        image.onerror = () => resolve({ width: 0, height: 0 });
        image.src = src;
      }),
    url,
  );
}

test.describe('icons and the web app manifest', () => {
  test('every page links the SVG and 32 px favicons, the apple-touch-icon and the manifest, as hashed assets', async ({ page }) => {
    const seen = new Set<string>();
    for (const path of PAGES) {
      await page.goto(path);
      const links = await page.locator('head link[rel="icon"], head link[rel="apple-touch-icon"], head link[rel="manifest"]').evaluateAll((elements) =>
        elements.map((element) => `${element.getAttribute('rel')} ${element.getAttribute('href')} ${element.getAttribute('type') ?? element.getAttribute('sizes') ?? ''}`),
      );
      expect(links, path).toHaveLength(4);
      seen.add(links.join('\n'));
    }
    expect(seen.size, 'the same links on every page').toBe(1);
    const [links] = [...seen];
    expect(links).toMatch(/^icon \/assets\/favicon-[\w-]+\.ico 32x32\nicon \/assets\/museum-mark-[\w-]+\.svg image\/svg\+xml\napple-touch-icon \/assets\/apple-touch-icon-[\w-]+\.png \nmanifest \/assets\/manifest-[\w-]+\.webmanifest $/);
  });

  test('the icons load at their sizes, and the manifest names its icons by their hashed URLs', async ({ page, request }) => {
    await gotoHydrated(page, '/');
    const href = (selector: string) => page.locator(selector).first().getAttribute('href');
    const svg = (await href('link[rel="icon"][type="image/svg+xml"]')) ?? '';
    const ico = (await href('link[rel="icon"][sizes="32x32"]')) ?? '';
    const touch = (await href('link[rel="apple-touch-icon"]')) ?? '';
    expect(await loadImage(page, svg)).toEqual({ width: 64, height: 64 });
    expect(await loadImage(page, ico)).toEqual({ width: 32, height: 32 });
    expect(await loadImage(page, touch)).toEqual({ width: 180, height: 180 });
    for (const url of [svg, ico, touch]) expect((await request.get(url)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');

    const manifestResponse = await request.get((await href('link[rel="manifest"]')) ?? '');
    expect(manifestResponse.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = (await manifestResponse.json()) as { name: string; short_name: string; theme_color: string; icons: { src: string; sizes: string; type: string }[] };
    expect(manifest).toMatchObject({ name: 'Philadelphia Museum of Art', short_name: 'Museum', theme_color: '#a3191f' });
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
    for (const icon of manifest.icons) {
      expect(icon.src).toMatch(/^\/assets\/icon-\d+-[\w-]+\.png$/);
      const size = Number(icon.sizes.split('x')[0]);
      expect(await loadImage(page, icon.src)).toEqual({ width: size, height: size });
    }
    await expect(page.locator('head meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);
  });

  test('old clients asking for /favicon.ico get the 32 px icon, kept a day', async ({ page, request }) => {
    const response = await request.get('/favicon.ico');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=86400');
    await page.goto('/');
    expect(await loadImage(page, '/favicon.ico')).toEqual({ width: 32, height: 32 });
  });
});
