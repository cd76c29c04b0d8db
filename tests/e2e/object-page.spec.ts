import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { graphqlOperation } from './support/graphql';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

// Sample objects chosen for what they exercise (docs/reference/sample-data.md); hydration of the
// page without a second GraphQL request is checked in hydration.spec.ts.
const RICH = '/collection/object/5812'; // 140/1: three views, a label over 1000 characters, related content, not on view
const ON_VIEW = '/collection/object/6268'; // 140/1: seven views, on view in the Main Building, provenance, exhibitions, references, a place
const FULLSCREEN_ONLY = '/collection/object/2137'; // 139/6: fullscreen without download or message, two artists
const NO_CONTROLS = '/collection/object/1110'; // 3/12: no controls, the unavailable-image message
const NO_IMAGE = '/collection/object/1015'; // no image: the placeholder logo
const UNKNOWN_MAKER = '/collection/object/1641'; // "Artist/maker unknown, Kota"
const MESSAGE = 'A downloadable image is unavailable for this object due to copyright, trademark or related rights.';

const viewer = (page: Page) => page.getByRole('region', { name: 'Images' });
const mainImage = (page: Page) => viewer(page).locator('.image-viewer__image');

test.describe('collection object page: server rendering', () => {
  test('renders the record on the server with a canonical URL and schema.org VisualArtwork JSON-LD', async ({ request, baseURL }) => {
    const $ = await rawPage(request, RICH);
    expect($('main h1').text()).toBe('Indians in a Storm: Night Scene');
    expect($('title').text()).toBe('Indians in a Storm: Night Scene | Philadelphia Museum of Art');
    // Absolute on the public origin (PUBLIC_ORIGIN, the address the tests browse).
    expect($('link[rel="canonical"]').attr('href')).toBe(new URL('/collection/object/5812', baseURL).href);
    const jsonLd = JSON.parse($('script[type="application/ld+json"]').text()) as Record<string, unknown>;
    expect(jsonLd).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'VisualArtwork',
      name: 'Indians in a Storm: Night Scene',
      url: new URL('/collection/object/5812', baseURL).href,
      dateCreated: '1858-1860',
      creator: [{ '@type': 'Person', name: 'Alfred Jacob Miller' }],
      identifier: '37.1940.83',
      copyrightNotice: 'Public Domain',
    });
    expect(String(jsonLd.image)).toMatch(/\/iiif\/obj-5812\/full\/1000,\/0\/default\.jpg$/);
    expect(String(jsonLd.description).length).toBeLessThanOrEqual(200);
    expect($('meta[name="description"]').attr('content')).toBe(jsonLd.description);
    // The whole page is in the first paint: details, history, related objects and content.
    expect($('th[scope="row"]').first().text()).toBe('Title(s)');
    expect($('h2:contains("More like this:")')).toHaveLength(1);
    expect($('h2:contains("Explore More")')).toHaveLength(1);
  });

  test('answers 404 with the not-found view for unknown and malformed ids', async ({ request }) => {
    for (const path of ['/collection/object/999999', '/collection/object/abc', '/collection/object/12a']) {
      const $ = await rawPage(request, path, 404);
      expect($('main h1').text(), path).toBe('Oops!');
      expect($('main').text()).toContain("The page you're looking for has moved or no longer exists.");
    }
  });

  test('names the canonical id when the address has leading zeros', async ({ request, baseURL }) => {
    const $ = await rawPage(request, '/collection/object/006268');
    expect($('main h1').text()).toBe('Bust of William Thompson Walters');
    expect($('link[rel="canonical"]').attr('href')).toBe(new URL('/collection/object/6268', baseURL).href);
  });
});

test.describe('collection object page: image viewer', () => {
  test('switches views with the thumbnails, by click and with the arrow keys', async ({ page }) => {
    await gotoHydrated(page, RICH);
    const thumbnails = viewer(page).getByRole('button', { name: /^View \d of 3$/ });
    await expect(thumbnails).toHaveCount(3);
    await expect(mainImage(page)).toHaveAttribute('src', /obj-5812\/full\/800,/);
    await thumbnails.nth(1).click();
    await expect(mainImage(page)).toHaveAttribute('src', /obj-5812-2\/full\/800,/);
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(mainImage(page)).toHaveAttribute('src', /obj-5812-3\/full\/800,/);
    await expect(thumbnails.nth(2)).toBeFocused();
    await page.keyboard.press('Home');
    await expect(mainImage(page)).toHaveAttribute('src', /obj-5812\/full\/800,/);
    await expect(mainImage(page)).toHaveAttribute('alt', 'Indians in a Storm: Night Scene, Alfred Jacob Miller');
  });

  test('goes fullscreen with the large image and comes back, from the keyboard', async ({ page }) => {
    await gotoHydrated(page, RICH);
    const button = viewer(page).getByRole('button', { name: 'Fullscreen' });
    await button.focus();
    await page.keyboard.press('Enter');
    const exit = page.getByRole('button', { name: 'Exit fullscreen' });
    await expect(exit).toBeFocused();
    await expect(mainImage(page)).toHaveAttribute('src', /obj-5812\/full\/1000,/);
    const frame = await page.evaluate(() => (document.fullscreenElement ?? document.querySelector('.image-viewer__frame--fullscreen'))?.className ?? null);
    expect(frame).toContain('image-viewer__frame');
    await page.keyboard.press('Enter');
    await expect(exit).toHaveCount(0);
    await expect(button).toBeFocused();
    await expect(mainImage(page)).toHaveAttribute('src', /obj-5812\/full\/800,/);
    expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
    // Escape leaves fullscreen too.
    await page.keyboard.press('Enter');
    await expect(exit).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(exit).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('downloads the full-size image under the accession number where download is allowed', async ({ page }) => {
    await gotoHydrated(page, RICH);
    const [download] = await Promise.all([page.waitForEvent('download'), viewer(page).getByRole('button', { name: 'Download image' }).click()]);
    expect(download.suggestedFilename()).toBe('37.1940.83-1.jpg');
    const path = await download.path();
    expect(path).toBeTruthy();
  });

  test('follows the server decision: fullscreen only (139/6), nothing and the message (3/12)', async ({ page }) => {
    await gotoHydrated(page, FULLSCREEN_ONLY);
    await expect(viewer(page).getByRole('button', { name: 'Fullscreen' })).toBeVisible();
    await expect(viewer(page).getByRole('button', { name: 'Download image' })).toHaveCount(0);
    await expect(page.getByText(MESSAGE)).toHaveCount(0);

    await gotoHydrated(page, NO_CONTROLS);
    await expect(mainImage(page)).toBeVisible();
    await expect(viewer(page).getByRole('button', { name: 'Fullscreen' })).toHaveCount(0);
    await expect(viewer(page).getByRole('button', { name: 'Download image' })).toHaveCount(0);
    await expect(viewer(page).getByText(MESSAGE)).toBeVisible();
  });

  test('shows the placeholder logo, and no controls, for an object without an image', async ({ page }) => {
    await gotoHydrated(page, NO_IMAGE);
    await expect(page.getByRole('img', { name: 'No image available' })).toBeVisible();
    await expect(viewer(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Fullscreen' })).toHaveCount(0);
    await expect(page.getByText('© Bruce Davidson')).toBeVisible();
    // Its rights (3/2) withhold a downloadable image: the message shows beside the placeholder too.
    await expect(page.getByText(MESSAGE)).toBeVisible();
  });
});

test.describe('collection object page: layout', () => {
  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`moves nothing below the viewer when the image arrives (${viewport.width} px wide)`, async ({ page }) => {
      await page.setViewportSize(viewport);
      // Hold the main image at the network, so the page is seen before and after it arrives.
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/iiif\/obj-6268\/full\/(300|800|1000),\//, async (route) => {
        await held;
        await route.continue();
      });
      // The load event waits for images: wait for the document and hydration only.
      await page.goto(ON_VIEW, { waitUntil: 'domcontentloaded' });
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect.poll(() => mainImage(page).evaluate((img: HTMLImageElement) => img.complete)).toBe(false);
      const controls = page.getByRole('button', { name: 'Fullscreen' });
      const before = await controls.boundingBox();
      release();
      await expect.poll(() => mainImage(page).evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
      expect(await controls.boundingBox()).toEqual(before);
    });
  }
});

test.describe('collection object page: record', () => {
  test('shows the headline, the location block and the Object Details rows the spec lists, linking artists and places to the search', async ({ page }) => {
    await gotoHydrated(page, ON_VIEW);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bust of William Thompson Walters');
    const headline = page.locator('.object-headline');
    await expect(headline).toContainText('1867');
    await expect(headline).toContainText('Made by William Henry Rinehart, American, 1825-1874');

    const location = page.getByRole('region', { name: 'Location' });
    await expect(location).toHaveText(/^Gallery 1\d\d, Main Building$/);
    await expect(location.getByRole('link', { name: 'Main Building' })).toHaveAttribute('href', '/visit/locations-hours#main-building');

    const details = page.getByRole('region', { name: 'Object Details' });
    await expect(details.getByRole('rowheader')).toHaveText(['Title(s)', 'Date', 'Artist(s)', 'Medium', 'Dimensions', 'Classification', 'Credit Line', 'Accession Number', 'Geography']);
    await expect(details.getByRole('row', { name: /Title\(s\)/ })).toContainText('Bust of W. T. Walters');
    await expect(details.getByRole('row', { name: /Accession Number/ }).getByRole('cell')).toHaveText('28.9');
    await details.getByRole('link', { name: 'Roma' }).click();
    await expect(page).toHaveURL(/\/search\/collections\?filters=/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '')).toEqual({ place: ['Roma'] });
    await page.goBack();
    await page.getByRole('region', { name: 'Object Details' }).getByRole('link', { name: 'William Henry Rinehart' }).click();
    expect(JSON.parse(new URL(page.url()).searchParams.get('filters') ?? '')).toEqual({ artist: ['William Henry Rinehart'] });
  });

  test('shows Context from the dynasty, and "Currently not on view" for an object in storage', async ({ page }) => {
    await gotoHydrated(page, '/collection/object/3595');
    await expect(page.getByRole('region', { name: 'Object Details' }).getByRole('row', { name: /Context/ }).getByRole('cell')).toHaveText('Shang period');
    await gotoHydrated(page, RICH);
    await expect(page.getByRole('region', { name: 'Location' })).toHaveText('Currently not on view');
  });

  test('names an unknown maker without a link', async ({ page }) => {
    await gotoHydrated(page, UNKNOWN_MAKER);
    const headline = page.locator('.object-headline');
    await expect(headline).toContainText('Artist/maker unknown, Kota');
    await expect(headline.getByRole('link', { name: /Artist\/maker unknown/ })).toHaveCount(0);
  });

  test('clamps a label of 1000 characters or more and reveals the rest with Read More', async ({ page }) => {
    await gotoHydrated(page, RICH);
    const label = page.getByRole('region', { name: 'Label' });
    const text = label.locator('.object-label__text');
    const clamped = (await text.innerText()).replace(/\s+/g, '');
    const readMore = label.getByRole('button', { name: 'Read More' });
    await expect(readMore).toHaveAttribute('aria-expanded', 'false');
    await readMore.click();
    await expect(readMore).toHaveCount(0);
    await expect(text).toBeFocused();
    const full = (await text.innerText()).replace(/\s+/g, '');
    expect(full.length).toBeGreaterThan(clamped.length);
    expect(full.startsWith(clamped.slice(0, -1))).toBe(true);
    // A short label has no Read More.
    await gotoHydrated(page, ON_VIEW);
    await expect(page.getByRole('region', { name: 'Label' }).getByRole('button', { name: 'Read More' })).toHaveCount(0);
  });

  test('opens Provenance, Exhibition History and Published References from the keyboard', async ({ page }) => {
    await gotoHydrated(page, ON_VIEW);
    for (const [title, sample] of [
      ['Provenance', 'William T. Walters, Baltimore, 1867, by commission'],
      ['Exhibition History', 'The Allure of Bronze. The Walters Art Gallery, Baltimore. 1995.'],
      ['Published References', 'Rusk, William Sener. William Henry Rinehart, sculptor.'],
    ] as const) {
      const section = page.locator('details', { has: page.getByRole('heading', { name: title }) });
      await expect(section.getByText(sample)).toBeHidden();
      await section.locator('summary').focus();
      await page.keyboard.press('Enter');
      await expect(section.getByText(sample)).toBeVisible();
    }
  });

  test('prefills the feedback link with the page URL', async ({ page }) => {
    await gotoHydrated(page, ON_VIEW);
    const link = page.getByRole('complementary', { name: 'Disclaimer' }).getByRole('link', { name: 'feedback form' });
    const href = new URL((await link.getAttribute('href')) ?? '', page.url());
    expect(href.pathname).toBe('/feedback');
    expect(href.searchParams.get('url')).toBe(page.url());
  });
});

test.describe('collection object page: related objects and content', () => {
  test('"Explore More" lists related content', async ({ page }) => {
    await gotoHydrated(page, RICH);
    const explore = page.getByRole('region', { name: 'Explore More' });
    const links = explore.getByRole('link');
    expect(await links.count()).toBeGreaterThan(0);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))) expect(href).toMatch(/^\//);
  });

  test('loads the new object when the id changes, and asks again after leaving (its data was cleared)', async ({ page }) => {
    await gotoHydrated(page, RICH);
    const card = page.getByRole('region', { name: 'More like this' }).getByRole('link').first();
    const title = (await card.textContent()) ?? '';
    const href = (await card.getAttribute('href')) ?? '';
    await card.click();
    await expect(page).toHaveURL(href);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.getByText('Indians in a Storm: Night Scene', { exact: true })).toHaveCount(0);
    // The head follows: canonical link and share tags name the new object (issue 10, defect 16).
    const absolute = new URL(href, page.url()).href;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', absolute);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', absolute);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[name="twitter:title"]')).toHaveAttribute('content', title);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(1);

    const asked = page.waitForRequest((request) => graphqlOperation(request)?.variables.id === '5812');
    await page.goBack();
    await asked;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Indians in a Storm: Night Scene');
  });

  test('shares the page: Copy Link puts the URL on the clipboard and reads "Link Copied" for 4 seconds', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.clock.install({ time: new Date('2026-11-22T15:00:00Z') });
    await gotoHydrated(page, ON_VIEW);
    // From here the page's clock moves only when the test says so.
    await page.clock.pauseAt(new Date('2026-11-22T15:01:00Z'));
    await page.getByRole('button', { name: 'Share' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share' });
    const copy = dialog.getByRole('button', { name: 'Copy Link' });
    await expect(copy).toBeFocused();
    await copy.click();
    await expect(dialog.getByRole('button', { name: 'Link Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL('/collection/object/6268', page.url()).href);
    await page.clock.runFor(3999);
    await expect(dialog.getByRole('button', { name: 'Link Copied' })).toBeVisible();
    await page.clock.runFor(1);
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Share' })).toBeFocused();
  });
});

test.describe('collection object page: accessibility (axe, WCAG 2.2 AA)', () => {
  for (const path of [RICH, ON_VIEW, FULLSCREEN_ONLY, NO_CONTROLS, NO_IMAGE, UNKNOWN_MAKER, '/collection/object/999999']) {
    test(`${path} has no violations`, async ({ page }) => {
      await gotoHydrated(page, path);
      await expectNoAxeViolations(page);
    });
  }

  test('has no violations with the label expanded, the sections open and the share dialog open', async ({ page }) => {
    await gotoHydrated(page, ON_VIEW);
    for (const summary of await page.locator('details summary').all()) await summary.click();
    await expectNoAxeViolations(page);
    await gotoHydrated(page, RICH);
    await page.getByRole('button', { name: 'Read More' }).click();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByRole('dialog', { name: 'Share' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe('on a phone-sized viewport', () => {
    test.use({ viewport: { width: 375, height: 740 } });
    test(`${RICH} has no violations and reflows without horizontal scrolling`, async ({ page }) => {
      await gotoHydrated(page, RICH);
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    });
  });
});
