import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { gotoHydrated } from './support/hydration';
import { resultsRegion } from './support/search';

/**
 * Search cards of events and exhibitions (issue 10, defects 1, 4, 5, 6): status, tickets, dates,
 * places and the zone suffix, as a visitor sees them. Which events to look at is asked of the
 * gateway, so the tests follow the sample data.
 */

interface EventFacts {
  id: string;
  title: string;
  url: string;
  statusLabel: string | null;
  timeText: string | null;
  tickets: { url: string } | null;
  place: { building: string | null; isOnline: boolean; isOffSite: boolean; text: string } | null;
}

async function upcomingEvents(request: APIRequestContext): Promise<EventFacts[]> {
  const response = await request.post('/graphql', {
    data: {
      query: `{ search(type: EVENTS, size: 48) { results { ... on EventResult { id title url statusLabel timeText tickets { url } place { building isOnline isOffSite text } } } } }`,
    },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { search: { results: EventFacts[] } } }).data.search.results;
}

/** The card whose title links to a URL. */
function cardOf(page: Page, url: string) {
  return resultsRegion(page).getByRole('article').filter({ has: page.locator(`h3 a[href="${url}"]`) });
}

test.describe('search cards of events and exhibitions', () => {
  test('a canceled or sold-out event says so and offers no tickets; another offers the ticket store', async ({ page, request }) => {
    const events = await upcomingEvents(request);
    const withStatus = events.find((event) => event.statusLabel);
    const withTickets = events.find((event) => !event.statusLabel && event.tickets);
    if (!withStatus || !withTickets) throw new Error('the sample events have one with a status and one with tickets');
    await gotoHydrated(page, '/search/events?size=48');
    const statusCard = cardOf(page, withStatus.url);
    await expect(statusCard.locator('.result-card__status')).toHaveText(withStatus.statusLabel ?? '');
    await expect(statusCard.getByRole('link', { name: /Get Tickets/ })).toHaveCount(0);
    const ticketsCard = cardOf(page, withTickets.url);
    // The ticket store opens on the event's launch (`?keyword=…`), wherever the store is served.
    const ticketLink = ticketsCard.getByRole('link', { name: /^Get Tickets/ });
    await expect(ticketLink).toHaveAttribute('href', new RegExp(`${escape(withTickets.tickets?.url ?? '')}$`));
    await expect(ticketLink).toHaveAttribute('data-ticket-link', '');
    await expectNoAxeViolations(page);
  });

  test('off site, the place line is the meeting text alone, without a building link; an online place carries the click icon', async ({ page, request }) => {
    const events = await upcomingEvents(request);
    const offSite = events.find((event) => event.place?.isOffSite);
    const online = events.find((event) => event.place?.isOnline);
    if (!offSite || !online) throw new Error('the sample events take place off site and online');
    await gotoHydrated(page, '/search/events?size=48');
    const offSiteCard = cardOf(page, offSite.url);
    await expect(offSiteCard).toContainText(offSite.place?.text ?? '');
    await expect(offSiteCard).not.toContainText(', Off Site');
    await expect(offSiteCard.getByRole('link', { name: 'Off Site' })).toHaveCount(0);
    await expect(offSiteCard.locator('a[href^="/visit/locations-hours"]')).toHaveCount(0);
    await expect(cardOf(page, online.url).getByRole('img', { name: '(online)' })).toBeVisible();
  });

  test('a past exhibition reads Closed with its dates', async ({ page }) => {
    await gotoHydrated(page, '/search/exhibitions?q=Plants+and+Flowers+in+Medieval+Manuscripts');
    await expect(resultsRegion(page).getByRole('article').filter({ hasText: 'Plants and Flowers in Medieval Manuscripts' }).first()).toContainText('Closed · January 1–October 6, 1991');
  });
});

test.describe('search thumbnails (issue 10, defect 10)', () => {
  test('load at the artwork widths with a srcset, never at the service’s 500 px', async ({ page }) => {
    await gotoHydrated(page, '/search/collections?q=Indian+Girl+with+Papoose+Crossing+Stream');
    const image = resultsRegion(page).getByRole('article').first().locator('img');
    await expect(image).toHaveAttribute('srcset', /\/full\/300,\/0\/default\.jpg 300w, .*\/full\/800,\/0\/default\.jpg 800w, .*\/full\/1000,\/0\/default\.jpg 1000w$/);
    await image.scrollIntoViewIfNeeded();
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth)).toBeGreaterThan(0);
    const loaded = await image.evaluate((element: HTMLImageElement) => element.currentSrc);
    expect(loaded).toMatch(/\/full\/(300|800|1000),\/0\/default\.jpg$/);
  });
});

test.describe('event times for visitors in another time zone (spec §9)', () => {
  for (const [zone, suffix] of [
    ['Europe/Paris', true],
    ['America/New_York', false],
    // Another name for the same clock.
    ['America/Toronto', false],
  ] as const) {
    test(`${zone}: ${suffix ? 'EST is appended' : 'no suffix'}`, async ({ browser, request }) => {
      const [event] = (await upcomingEvents(request)).filter((candidate) => candidate.timeText);
      if (!event?.timeText) throw new Error('the sample events have times');
      const context = await browser.newContext({ timezoneId: zone });
      const page = await context.newPage();
      await gotoHydrated(page, '/search/events?size=48');
      const line = cardOf(page, event.url).locator('.result-card__meta').filter({ hasText: event.timeText }).first();
      if (suffix) await expect(line).toHaveText(new RegExp(`${escape(event.timeText)} EST$`));
      else await expect(line).toHaveText(new RegExp(`${escape(event.timeText)}$`));
      await context.close();
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
