// Issue 30, item 7: with the search service failing, listings are empty (spec §8) and not cached,
// but the visitor is told the listing cannot be shown just now instead of "nothing found". Renders
// the built client (`npm run build`).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

let gateway: TestGateway;
beforeAll(async () => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
  gateway = await startGateway();
}, 60_000);
afterAll(() => gateway.close());

const NOTHING_FOUND = 'find events for your selected filters';

async function page(path: string) {
  const response = await gateway.http().get(path).set('accept', 'text/html');
  return { status: response.status, text: response.text, cacheControl: response.headers['cache-control'] };
}

describe('listings with the search service down', () => {
  beforeAll(async () => {
    await gateway.upstreams.stop('search');
  });

  it('the calendar answers unavailable, without the no-results notice', async () => {
    const response = await gateway.graphql('{ calendar { unavailable total notices { kind } } }').expect(200);
    expect(response.body.data.calendar).toEqual({ unavailable: true, total: 0, notices: [] });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['/calendar', 'the calendar'],
    ['/calendar/view-all/all/all', 'the calendar'],
    ['/calendar/upcoming-exhibitions', 'upcoming exhibitions'],
    ['/calendar/past-exhibitions', 'past exhibitions'],
  ])('%s says %s cannot be shown just now, not that nothing was found, and is not kept', async (path, what) => {
    const rendered = await page(path);
    expect(rendered.status).toBe(200);
    expect(rendered.text).toContain(`We can’t show ${what} just now. Please try again in a few minutes.`);
    expect(rendered.text).not.toContain(NOTHING_FOUND);
    expect(rendered.text).not.toContain('No past exhibitions found.');
    expect(rendered.text).not.toContain('find upcoming exhibitions');
    expect(rendered.text).not.toMatch(/<article/);
    expect(rendered.cacheControl).toBe('no-store');
  });
});
