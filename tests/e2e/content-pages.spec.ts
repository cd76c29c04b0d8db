import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { signedPreviewLink } from './support/preview';

// Every page type as a visitor gets it: rendered on the server, hydrated without asking again, and
// free of WCAG 2.2 AA violations.
const PAGES: { path: string; heading: string }[] = [
  { path: '/', heading: 'Home' },
  { path: '/about/mission-history', heading: 'Mission & History' },
  { path: '/collection', heading: 'Art & Collection' },
  { path: '/research/publications/handbook-of-the-collections', heading: 'Handbook of the Collections' },
  { path: '/learn/resources/conserving-a-masterpiece', heading: 'Conserving a Masterpiece' },
  { path: '/collection/departments/american-art', heading: 'American Art' },
  { path: '/collection/curated/ceramics-and-porcelain', heading: 'Ceramics and Porcelain' },
  { path: '/calendar/exhibition/threads-of-light', heading: 'Threads of Light: Textiles from Four Centuries' },
  { path: '/calendar/event/threads-of-light-curator-walkthrough?d=2026-12-12&s=16:00', heading: 'Curator’s Walkthrough: Threads of Light' },
  { path: '/calendar/event/threads-of-light-artist-talk', heading: 'Artist Talk: Threads of Light' },
  { path: '/calendar/event-series/threads-of-light-lectures', heading: 'Threads of Light Lectures' },
  { path: '/about/editorial-checks', heading: 'Editorial Checks' },
];

test.describe('content pages of every type', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} renders, hydrates without a request and has no axe violations`, async ({ page }) => {
      const graphql: string[] = [];
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
      });
      await gotoHydrated(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeAttached();
      expect(graphql).toEqual([]);
      await expectNoAxeViolations(page);
    });
  }

  test('an editor’s signed preview shows the draft, marked as such, with no axe violations', async ({ page }) => {
    const response = await page.goto(signedPreviewLink('drafts.exhibition-threads-of-light', '/calendar/exhibition/threads-of-light'));
    expect(response?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.getByRole('heading', { level: 1, name: 'Threads of Light: Four Centuries of Textiles' })).toBeVisible();
    await expect(page.getByRole('note')).toHaveText(/unpublished draft/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoAxeViolations(page);
  });

  test('hostile content runs no script and embeds no foreign frame', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await gotoHydrated(page, '/about/editorial-checks');
    await expect(page.getByText('This text holds <script>alert("text")</script> as characters', { exact: false })).toBeVisible();
    await expect(page.getByText('A javascript link, a data link and a link to a deleted page keep their text only.')).toBeVisible();
    await expect(page.locator('a', { hasText: /^A javascript link$/ })).toHaveCount(0);
    const frames = await page.locator('iframe').evaluateAll((elements) => elements.map((element) => element.getAttribute('src')));
    expect(frames).toEqual(['https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ']);
    await expect(page.locator('.embedded-code script, .embedded-code style, .embedded-code form, [onerror], [onclick]')).toHaveCount(0);
    expect(dialogs).toBe(0);
  });

  test('a detail page that does not exist is the not-found page', async ({ page }) => {
    const response = await page.goto('/calendar/exhibition/no-such-exhibition');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Oops!' })).toBeVisible();
  });
});

test.describe('content pages’ styles', () => {
  // Every element of the page's main area, as laid out: what the content styles decide. Side
  // margins are read from where the box sits, not from getComputedStyle: Chromium sometimes
  // reports an `auto` margin as 0px on a box it has laid out centred (seen on a busy machine).
  const mainStyles = (page: Page) =>
    page.locator('main').evaluate((main) => {
      const mainLeft = main.getBoundingClientRect().left;
      return [...main.querySelectorAll('*')].map((element) => {
        const style = getComputedStyle(element);
        const box = element.getBoundingClientRect();
        const across = `${Math.round(box.left - mainLeft)}+${Math.round(box.width)}`;
        return `${element.tagName}.${element.getAttribute('class') ?? ''} ${style.display} ${style.marginTop} ${style.marginBottom} ${across} ${style.padding} ${style.font} ${style.gridTemplateColumns} ${style.backgroundColor}`;
      });
    });
  // The masonry gallery is laid out by script once its part hydrates (as it nears the viewport on a
  // served page, at once on a page rendered client-side): both pages are compared laid out.
  const masonryPlaced = async (page: Page) => {
    const gallery = page.locator('main ul.masonry');
    await gallery.scrollIntoViewIfNeeded();
    await expect(gallery).toHaveAttribute('data-columns', /^\d$/);
  };
  const carriesContentStyles = (page: Page) => page.evaluate(() => [...document.styleSheets].some((sheet) => [...sheet.cssRules].some((rule) => rule.cssText.includes('.content-section'))));

  test('travel with content pages only, and arrive with a page reached from another kind of page', async ({ page }) => {
    await gotoHydrated(page, '/about/mission-history');
    await masonryPlaced(page);
    const served = await mainStyles(page);
    expect(await carriesContentStyles(page)).toBe(true);

    // The object page's own HTML carries no content styles…
    await gotoHydrated(page, '/collection/object/6268');
    expect(await carriesContentStyles(page)).toBe(false);
    // …and a content page reached from it, client-side, loads them with its code: laid out as served.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'About' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Mission & History' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mission & History' })).toBeVisible();
    expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
    await masonryPlaced(page);
    await expect.poll(() => mainStyles(page)).toEqual(served);
  });
});

test.describe('event dates', () => {
  test('a date the event does not take place on links to all dates and times', async ({ page }) => {
    await gotoHydrated(page, '/calendar/event/threads-of-light-curator-walkthrough?d=2026-12-03');
    await expect(page.getByText('This event does not take place at the date and time asked for.')).toBeVisible();
    await page.getByRole('link', { name: 'View all dates and times' }).click();
    await expect(page).toHaveURL(/\/calendar\/event\/threads-of-light-curator-walkthrough$/);
    await expect(page.locator('.detail-meta__date').first()).toHaveText(/Saturday, December 5, 2026, 2:00–3:00 p\.m\..*SOLD OUT/);
  });

  test('choosing another date shows its status and tickets without a loading placeholder', async ({ page }) => {
    await gotoHydrated(page, '/calendar/event/threads-of-light-curator-walkthrough');
    const header = page.locator('.page-header');
    const actions = page.locator('.detail-actions');
    await expect(header).toContainText('SOLD OUT');
    await expect(actions.getByRole('link', { name: /Get Tickets/ })).toHaveCount(0);
    await page.getByRole('link', { name: 'Saturday, December 12, 2026, 4:00–5:00 p.m.' }).click();
    await expect(page).toHaveURL(/d=2026-12-12&s=16%3A00$/);
    await expect(header).toContainText('Saturday, December 12, 2026, 4:00–5:00 p.m.');
    await expect(header).not.toContainText('SOLD OUT');
    await expect(actions.getByRole('link', { name: /Get Tickets/ })).toBeVisible();
  });

  test('an event without dates says so and offers no tickets or calendar', async ({ page }) => {
    await gotoHydrated(page, '/calendar/event/threads-of-light-artist-talk');
    await expect(page.getByText('No dates have been scheduled for this event yet.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add to Calendar' })).toHaveCount(0);
    await expect(page.locator('.detail-actions').getByRole('link', { name: /Get Tickets/ })).toHaveCount(0);
  });
});

test.describe('collection pages', () => {
  test('the web package’s gallery pages 12 at a time in the URL', async ({ page }) => {
    await gotoHydrated(page, '/collection/departments/american-art');
    const cards = page.locator('.artwork-gallery .card__title');
    await expect(cards).toHaveCount(12);
    const first = await cards.first().textContent();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\?page=2#gallery$/);
    await expect(page.getByText('48 works, page 2 of 4')).toBeVisible();
    await expect(cards).toHaveCount(12);
    await expect(cards.first()).not.toHaveText(first ?? '');
  });
});
