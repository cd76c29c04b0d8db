// Publish to live for the listings the search service answers (issue 28): an event deleted or
// renamed through the sample content service's mutation API, then its webhook, leaves or changes
// its card on the calendar and on its exhibition's page at once, as the sample search service
// follows the content service (as the museum's indexer does). Own upstreams: these changes stay
// here. Needs the client build.
import { describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { mutate, page, publishingGateways, sendWebhook, warm } from './publish-support';

const EXHIBITION_PAGE = '/calendar/exhibition/threads-of-light';
const PARENTS = ['exhibition-threads-of-light', 'eventSeries-threads-of-light-lectures'];
/** The Threads of Light lectures, and the calendar of Talks on each one's day (TEST_NOW + 23 and + 9 days). */
const DELETED = { id: 'event-threads-of-light-lecture-silk-roads', slug: 'threads-of-light-lecture-silk-roads', title: 'Lecture: The Silk Roads', calendar: '/calendar/2026-12-15/talks' };
const RENAMED = { id: 'event-threads-of-light-lecture-weaving-light', slug: 'threads-of-light-lecture-weaving-light', title: 'Lecture: Weaving Light', calendar: '/calendar/2026-12-01/talks' };

const publishing = publishingGateways();

/** The event cards of a page (the calendar's and an exhibition's related events alike): each title and its page. */
async function eventCards(gateway: TestGateway, path: string): Promise<string[]> {
  const html = (await page(gateway, path).expect(200)).text;
  return [...html.matchAll(/class="card__title"><a href="(\/calendar\/event\/[^"?]+)[^>]*>([^<]+)<\/a>/g)].map((match) => `${match[2]} ${match[1]}`);
}

const card = (event: { slug: string }, title: string) => `${title} /calendar/event/${event.slug}`;

/** The webhook the content service sends for a changed event (its projection: the event, its exhibition and series). */
function eventChanged(event: { id: string; slug: string }) {
  return { _id: event.id, _type: 'event', slug: event.slug, path: '/calendar/event', refs: PARENTS };
}

describe('a published change to an event, once its webhook arrives', () => {
  it('takes a deleted event’s card off the calendar and off its exhibition’s page, and renames a changed one’s', async () => {
    const gateway = await publishing.gatewayWith();
    await warm(gateway, [DELETED.calendar, RENAMED.calendar, EXHIBITION_PAGE]);
    expect(await eventCards(gateway, DELETED.calendar)).toContain(card(DELETED, DELETED.title));
    expect(await eventCards(gateway, RENAMED.calendar)).toContain(card(RENAMED, RENAMED.title));
    expect(await eventCards(gateway, EXHIBITION_PAGE)).toEqual(expect.arrayContaining([card(DELETED, DELETED.title), card(RENAMED, RENAMED.title)]));

    await mutate(publishing.upstreams, [{ delete: { id: DELETED.id } }]);
    await sendWebhook(gateway, eventChanged(DELETED)).expect(200);
    expect(await eventCards(gateway, DELETED.calendar)).toEqual([]);
    const exhibition = await eventCards(gateway, EXHIBITION_PAGE);
    expect(exhibition).not.toContain(card(DELETED, DELETED.title));
    expect(exhibition).toContain(card(RENAMED, RENAMED.title));
    expect((await page(gateway, `/calendar/event/${DELETED.slug}`)).status).toBe(404);

    await mutate(publishing.upstreams, [{ patch: { id: RENAMED.id, set: { title: 'Lecture: Weaving Light and Gold' } } }]);
    await sendWebhook(gateway, eventChanged(RENAMED)).expect(200);
    expect(await eventCards(gateway, RENAMED.calendar)).toContain(card(RENAMED, 'Lecture: Weaving Light and Gold'));
    expect(await eventCards(gateway, RENAMED.calendar)).not.toContain(card(RENAMED, RENAMED.title));
    expect(await eventCards(gateway, EXHIBITION_PAGE)).toContain(card(RENAMED, 'Lecture: Weaving Light and Gold'));
  });
});
