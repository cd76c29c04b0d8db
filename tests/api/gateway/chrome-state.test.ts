// The chrome's server-read state and rules: page cookies in the server's HTML (needs the client
// build, `npm run build`), alert icons, and the historic houses' January–March rule.
import { load } from 'cheerio';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

describe('page cookies in the server-rendered HTML', () => {
  let gateway: TestGateway;
  beforeAll(async () => {
    if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
    gateway = await startGateway();
  });
  afterAll(() => gateway.close());

  const page = async (cookie?: string) => {
    const request = gateway.http().get('/test').set('accept', 'text/html');
    const response = await (cookie ? request.set('cookie', cookie) : request).expect(200);
    expect(response.headers.vary).toMatch(/\bCookie\b/i);
    return load(response.text);
  };

  it("carries the cookie bar for a new visitor and none for one who agreed (pma_cookie), whatever else the header holds", async () => {
    expect((await page())('section[aria-label="Cookie consent"]').text()).toContain('I agree');
    expect((await page('pma_cookie=true'))('section[aria-label="Cookie consent"]')).toHaveLength(0);
    expect((await page('other=1; pma_cookie=true; more=2'))('section[aria-label="Cookie consent"]')).toHaveLength(0);
    expect((await page('not_pma_cookie=true'))('section[aria-label="Cookie consent"]')).toHaveLength(1);
  });

  it('leaves out the alerts the visitor closed in this session (pma_alerts_closed), malformed values read as none', async () => {
    const alerts = await gateway.graphql('{ alerts { id text icon } }').expect(200);
    const [first] = (alerts.body.data as { alerts: { id: string; text: string; icon: string | null }[] }).alerts;
    expect(first).toMatchObject({ icon: 'INFO' });
    expect((await page())('.alert-bar').text()).toContain(first.text);
    expect((await page(`pma_alerts_closed=${encodeURIComponent(first.id)}`))('.alert-bar')).toHaveLength(0);
    expect((await page('pma_alerts_closed=%E0%A4%A'))('.alert-bar').text()).toContain(first.text);
    // The icon is in the server's HTML too, named for screen readers.
    expect((await page())('.alert-bar__icon[data-icon="info"]').text()).toBe('Information:');
  });
});

describe("the historic houses' January–March rule through the gateway", () => {
  let gateway: TestGateway | undefined;
  afterEach(async () => {
    await gateway?.close();
    gateway = undefined;
  });

  it('says Closed today with the tour times on a Saturday in February', async () => {
    gateway = await startGateway({ now: '2027-02-13T10:00:00-05:00' });
    const response = await gateway.graphql('{ location(slug: "fairmount-park-houses") { today { isOpen text note } } }').expect(200);
    expect(response.body.data).toEqual({
      location: { today: { isOpen: false, text: 'Closed today', note: 'Tours at 11:00 a.m., 1:00 p.m. and 2:30 p.m.' } },
    });
  });
});
