import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { rawPage } from './support/rawHtml';

// Spec §2: the presidential china grid and its stories.
test.describe('presidential china grid', () => {
  test('is in the server HTML: the title, a portrait tile per president linking to its story, and the Acknowledgments link', async ({ request }) => {
    const $ = await rawPage(request, '/preschina');
    expect($('main h1').text()).toBe('Presidential China, 1780–1980');
    const tiles = $('main .preschina-grid > li');
    expect(tiles).toHaveLength(38);
    expect(tiles.first().attr('id')).toBe('george-washington');
    expect(tiles.first().find('a').attr('href')).toBe('/preschina/george-washington');
    expect(tiles.first().text()).toBe('George Washington');
    expect(tiles.last().find('a').attr('href')).toBe('/preschina/james-earl-carter');
    expect($('main a[href="/preschina/test-president"]')).toHaveLength(0);
    expect($('main a[href="/preschina/acknowledgments"]').text()).toBe('Acknowledgments');
    // The acknowledgments story has no tile: its way back (`/preschina#acknowledgments`) lands on its link.
    expect($('main #acknowledgments a').attr('href')).toBe('/preschina/acknowledgments');
    tiles.each((_, tile) => {
      expect($(tile).find('img').attr('src')).toMatch(/^\/preschina\/uploads\//);
    });
  });

  test('shows every portrait, sends no request while hydrating, and has no axe violations', async ({ page }) => {
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
    });
    await gotoHydrated(page, '/preschina');
    expect(graphql).toEqual([]);
    const images = page.locator('.preschina-grid img');
    await expect(images).toHaveCount(38);
    for (const image of await images.all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);
  });

  test('a tile leads to its story, client-side, and the story back to its tile', async ({ page }) => {
    await gotoHydrated(page, '/preschina');
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('link', { name: 'Abraham Lincoln' }).click();
    await expect(page).toHaveURL(/\/preschina\/abraham-lincoln$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Abraham Lincoln' })).toBeVisible();
    await expect(page).toHaveTitle(/^Abraham Lincoln \| Presidential China, 1780–1980 \| /);
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('the Acknowledgments link leads to its story, and the story back to the link, clear of the header', async ({ page }) => {
    await gotoHydrated(page, '/preschina');
    await page.locator('main').getByRole('link', { name: 'Acknowledgments', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acknowledgments' })).toBeVisible();
    await page.getByRole('link', { name: 'All presidents' }).click();
    await expect(page).toHaveURL(/\/preschina#acknowledgments$/);
    const target = page.locator('#acknowledgments');
    await expect(target.getByRole('link', { name: 'Acknowledgments' })).toBeVisible();
    await expect(target).toBeInViewport();
    // 130 px below the top, or as near as the end of the page lets it come (the link is the grid's last line).
    const landed = () =>
      target.evaluate((element) => {
        const top = Math.round(element.getBoundingClientRect().top);
        const atEnd = window.scrollY >= document.documentElement.scrollHeight - window.innerHeight - 1;
        return top === 130 || (atEnd && top > 130);
      });
    await expect.poll(landed).toBe(true);
  });
});

test.describe('presidential china story', () => {
  test("shows the article's story with its pictures, and its links lead through the microsite in place", async ({ page }) => {
    await gotoHydrated(page, '/preschina/abraham-lincoln');
    const body = page.locator('.preschina-story__body');
    await expect(body).toContainText('Abraham Lincoln served as the 16th President of the United States, 1861–1865.');
    await expect(body.locator('figcaption').first()).toHaveText('Abraham Lincoln, by George Peter Alexander Healy, 1887. National Portrait Gallery, Smithsonian Institution.');
    for (const image of await body.locator('img').all()) {
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    }
    await expectNoAxeViolations(page);

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await body.getByRole('link', { name: 'Next: Andrew Johnson' }).click();
    await expect(page).toHaveURL(/\/preschina\/andrew-johnson$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Andrew Johnson' })).toBeVisible();
    await page.locator('.preschina-story__body').getByRole('link', { name: 'acknowledgments' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Acknowledgments' })).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
  });

  test('a story asked for in another case names its one lower-case address canonical', async ({ request, baseURL }) => {
    const $ = await rawPage(request, '/preschina/John-Adams');
    expect($('main h1').text()).toBe('John Adams');
    const address = new URL('/preschina/john-adams', baseURL).href;
    expect($('link[rel="canonical"]').attr('href')).toBe(address);
    expect($('meta[property="og:url"]').attr('content')).toBe(address);
  });

  test("an embedded video is the site's player: nothing loads from YouTube until the visitor asks, then youtube-nocookie", async ({ page }) => {
    const video: string[] = [];
    page.on('request', (request) => {
      if (/youtube/.test(new URL(request.url()).hostname)) video.push(request.url());
    });
    // The test machine has no network: the player's request is answered here, so only what is asked is seen.
    await page.route(/^https:\/\/www\.youtube-nocookie\.com\//, (route) => route.fulfill({ contentType: 'text/html', body: '<title>Player</title>' }));
    await gotoHydrated(page, '/preschina/john-adams');
    const body = page.locator('.preschina-story__body');
    await expect(body.locator('figcaption').filter({ hasText: 'A walk up the museum steps' })).toBeVisible();
    await expect(body.locator('iframe')).toHaveCount(0);
    await expectNoAxeViolations(page);
    expect(video).toEqual([]);
    const play = body.getByRole('button', { name: /^Play video\s*: A walk up the museum steps/ });
    await play.focus();
    await page.keyboard.press('Enter');
    const player = body.locator('iframe');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0');
    await expect(player).toBeFocused();
    await expect.poll(() => video).toEqual(['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1&rel=0']);
  });

  test('an unknown story is the not-found page, with a 404', async ({ page, request }) => {
    const $ = await rawPage(request, '/preschina/ronald-wilson-reagan', 404);
    expect($('main h1').text()).toBe('Oops!');
    await gotoHydrated(page, '/preschina/test-president');
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  });

  test('runs nothing of the hostile page holding every XSS payload, and keeps none of its markup', async ({ page }) => {
    const fired: string[] = [];
    await page.exposeFunction('__xssFired', (id: string) => fired.push(id));
    await page.addInitScript(() => {
      Object.assign(window, { __xss: (id: string) => (window as unknown as { __xssFired: (id: string) => void }).__xssFired(id) });
    });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) elsewhere.push(request.url());
    });

    await gotoHydrated(page, '/preschina/xss-corpus');
    await expect(page.getByRole('heading', { level: 1, name: 'Every hostile payload' })).toBeVisible();
    const body = page.locator('.preschina-story__body');
    // Interact the way payloads wait for: hover and click everything, focus every field.
    for (const link of await body.locator('a').all()) await link.hover();
    const report = await body.evaluate((root) => {
      const problems: string[] = [];
      for (const element of root.querySelectorAll('*')) {
        // The site's own player (its button and icon) is not the story's markup.
        if (element.closest('.video-embed')) continue;
        for (const attribute of element.getAttributeNames()) {
          if (/^on/i.test(attribute) || ['id', 'name', 'srcdoc', 'formaction'].includes(attribute)) problems.push(`${element.tagName} ${attribute}`);
          if (/javascript:|data:|__xss|evil\.example/i.test(element.getAttribute(attribute) ?? '')) problems.push(`${element.tagName} ${attribute}=${element.getAttribute(attribute)}`);
        }
        if (['SCRIPT', 'STYLE', 'FORM', 'INPUT', 'BUTTON', 'OBJECT', 'EMBED', 'SVG', 'MATH', 'META', 'BASE', 'LINK', 'TEMPLATE', 'NOSCRIPT', 'TEXTAREA'].includes(element.tagName.toUpperCase())) {
          problems.push(`element ${element.tagName}`);
        }
      }
      return { problems, frames: [...root.querySelectorAll('iframe')].map((frame) => frame.getAttribute('src')) };
    });
    expect(report.problems).toEqual([]);
    // The allowed player is the site's click-to-load video: no frame until the visitor asks.
    expect(report.frames).toEqual([]);
    await expect(body.getByRole('button', { name: /^Play video/ })).toHaveCount(1);
    // A <body onload> in the story would add its handler to the page's body (the site itself only styles it).
    expect(await page.evaluate(() => document.body.getAttributeNames().filter((name) => name !== 'style'))).toEqual([]);
    expect(await page.evaluate(() => document.querySelector('base'))).toBeNull();
    expect(fired).toEqual([]);
    expect(dialogs).toEqual([]);
    // Nothing is asked for off the site, not even the allowed player (it loads when the visitor asks).
    expect(elsewhere).toEqual([]);
  });
});
