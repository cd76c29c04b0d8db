// Publish to live over real HTTP against the sample upstreams: a signed content webhook purges the
// changed page and what lists it (the sections that reference it, the pages listing an event's
// exhibition and series) in every layer, and nothing else; forged, replayed, stale, unsigned and
// oversized calls change nothing; a delete turns the page into a 404. Pages carry their tags to
// caches in front. The WordPress poll purges changed stories. Needs the client build.
import { createServer, type Server } from 'node:http';
import { encodeSignatureHeader } from '@sanity/webhook';
import { describe, expect, it } from 'vitest';
import { ContentPageDocument } from '../../../client/gql/graphql';
import { persistedGetPath } from '../../support/persisted';
import { metric, mutate, page, publishingGateways, renders, rendersAgain, sendWebhook, until, warm, WEBHOOK_SECRET } from './publish-support';

const STORY = { _id: 'resource-five-works-to-see-on-your-first-visit', _type: 'resource', slug: 'five-works-to-see-on-your-first-visit', path: '/stories', refs: [] };
const STORY_PATH = '/stories/five-works-to-see-on-your-first-visit';
/** Pages whose sections reference the story (a tab of the homepage; tabs and a grid of the history page). */
const LISTING_STORY = ['/', '/about/mission-history'];
const UNRELATED = '/visit/museum-map';

const publishing = publishingGateways();
const gatewayWith = publishing.gatewayWith;

describe('a signed content webhook', () => {
  it('purges the changed page and the pages whose sections reference it, in every layer, and nothing else', async () => {
    const gateway = await gatewayWith();
    await warm(gateway, [STORY_PATH, ...LISTING_STORY, UNRELATED]);
    const persisted = persistedGetPath(ContentPageDocument, { path: STORY_PATH });
    const before = await gateway.http().get(persisted).expect(200);
    expect(before.body.data.page.title).toBe('Five Works to See on Your First Visit');

    await mutate(publishing.upstreams, [{ patch: { id: STORY._id, set: { title: 'Five Works for a First Visit' } } }]);
    // Until the webhook, every layer answers as before.
    expect((await page(gateway, STORY_PATH).expect(200)).text).toContain('Five Works to See on Your First Visit');
    const answer = await sendWebhook(gateway, STORY).expect(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    expect(answer.body).toMatchObject({ status: 'purged', tags: expect.arrayContaining(['doc:resource-five-works-to-see-on-your-first-visit', 'type:resource', `path:${STORY_PATH}`]) });
    expect(answer.body.keys.shared).toBeGreaterThan(0);

    for (const path of [STORY_PATH, ...LISTING_STORY]) {
      const before = renders(gateway);
      const after = await page(gateway, path).expect(200);
      expect(renders(gateway), `${path} rendered again`).toBe(before + 1);
      expect(after.text, path).toContain('Five Works for a First Visit');
    }
    expect((await page(gateway, STORY_PATH)).text).toContain('<h1 class="page__title">Five Works for a First Visit</h1>');
    expect((await gateway.http().get(persisted).expect(200)).body.data.page.title).toBe('Five Works for a First Visit');
    // The unrelated page is still the one stored.
    expect(await rendersAgain(gateway, UNRELATED)).toBe(false);
    expect(await metric(gateway, 'gateway_purges_total', { source: 'content-webhook', result: 'purged' })).toBe(1);
    expect(await metric(gateway, 'gateway_purge_duration_seconds_count', { source: 'content-webhook' })).toBe(1);
  });

  it("purges an event's page and its exhibition's and series' pages, which list it, and not another exhibition's", async () => {
    const gateway = await gatewayWith();
    const event = '/calendar/event/threads-of-light-lecture-weaving-light';
    const parents = ['/calendar/exhibition/threads-of-light', '/calendar/event-series/threads-of-light-lectures'];
    const other = await fetch(`${publishing.upstreams.urls.content}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_type == "exhibition" && _id != "exhibition-threads-of-light"][0].slug.current')}`);
    const otherExhibition = `/calendar/exhibition/${((await other.json()) as { result: string }).result}`;
    await warm(gateway, [event, ...parents, otherExhibition]);

    await mutate(publishing.upstreams, [{ patch: { id: 'event-threads-of-light-lecture-weaving-light', set: { title: 'Lecture: Weaving Light and Gold' } } }]);
    await sendWebhook(gateway, { _id: 'event-threads-of-light-lecture-weaving-light', _type: 'event', slug: 'threads-of-light-lecture-weaving-light', path: '/calendar/event', refs: ['exhibition-threads-of-light', 'eventSeries-threads-of-light-lectures'] }).expect(200);

    expect((await page(gateway, event).expect(200)).text).toContain('Lecture: Weaving Light and Gold');
    for (const path of parents) expect(await rendersAgain(gateway, path), path).toBe(true);
    expect(await rendersAgain(gateway, otherExhibition)).toBe(false);
  });

  it('turns a deleted page into a 404 and takes its cards out of the pages listing it', async () => {
    const gateway = await gatewayWith();
    const deleted = { _id: 'resource-behind-the-scenes-installing-a-period-room', _type: 'resource', slug: 'behind-the-scenes-installing-a-period-room', path: '/stories', refs: [] };
    const path = '/stories/behind-the-scenes-installing-a-period-room';
    await warm(gateway, [path, '/about/mission-history']);
    expect((await page(gateway, '/about/mission-history')).text).toContain('Behind the Scenes: Installing a Period Room');

    await mutate(publishing.upstreams, [{ delete: { id: deleted._id } }]);
    await sendWebhook(gateway, deleted).expect(200);
    const gone = await page(gateway, path);
    expect(gone.status).toBe(404);
    expect(gone.text).toContain('Oops!');
    expect((await page(gateway, '/about/mission-history').expect(200)).text).not.toContain('Behind the Scenes: Installing a Period Room');
  });

  it('changes nothing when forged, stale, unsigned, tampered with, oversized or replayed', async () => {
    const gateway = await gatewayWith();
    await warm(gateway, [UNRELATED]);
    const body = { _id: 'page-visit-museum-map', _type: 'page', slug: 'museum-map', path: '/visit', refs: [] };
    const post = (text: string, signature: string, delivery: string) =>
      gateway.http().post('/hooks/content').set('content-type', 'application/json').set('sanity-webhook-signature', signature).set('idempotency-key', delivery).send(text);

    const forged = await sendWebhook(gateway, body, { secret: 'not-the-secret-0123456789' }).expect(401);
    expect(forged.body.message).toContain('does not match');
    expect(forged.headers['cache-control']).toBe('no-store');
    expect((await sendWebhook(gateway, body, { signedAt: Date.now() - 10 * 60 * 1000 }).expect(401)).body.message).toContain('stale');
    expect((await sendWebhook(gateway, body, { unsigned: true }).expect(401)).body.message).toContain('not signed');
    const signature = await encodeSignatureHeader(JSON.stringify(body), Date.now(), WEBHOOK_SECRET);
    expect((await post(JSON.stringify({ ...body, _id: 'page-home' }), signature, 'tampered').expect(401)).body.message).toContain('does not match');
    expect((await post(JSON.stringify(body), 'v1=abc', 'malformed').expect(401)).body.message).toContain('malformed');
    expect((await sendWebhook(gateway, body, { raw: JSON.stringify({ ...body, padding: 'x'.repeat(200 * 1024) }) })).status).toBe(413);
    expect(await rendersAgain(gateway, UNRELATED)).toBe(false);
    expect(await metric(gateway, 'gateway_purges_total', { result: 'refused' })).toBe(6);
    expect(await metric(gateway, 'gateway_purges_total', { result: 'purged' })).toBe(0);

    // One delivery purges once: sent again (the same idempotency key, or the same signature), nothing more.
    expect((await post(JSON.stringify(body), signature, 'delivery-1').expect(200)).body.status).toBe('purged');
    expect(await rendersAgain(gateway, UNRELATED)).toBe(true);
    expect((await sendWebhook(gateway, body, { idempotencyKey: 'delivery-1' }).expect(200)).body.status).toBe('replayed');
    expect((await post(JSON.stringify(body), signature, 'delivery-2').expect(200)).body.status).toBe('replayed');
    expect(await rendersAgain(gateway, UNRELATED)).toBe(false);
    expect(await metric(gateway, 'gateway_purges_total', { result: 'replayed' })).toBe(2);
    expect(await metric(gateway, 'gateway_purges_total', { result: 'purged' })).toBe(1);
  });

  it('is not there without a secret, reads only documents and is rate-limited', async () => {
    const off = await gatewayWith({ CONTENT_WEBHOOK_SECRET: '' });
    await sendWebhook(off, { _id: 'x', _type: 'page' }).expect(404);

    const gateway = await gatewayWith({ CONTENT_WEBHOOK_RATE_LIMIT: '3/60' });
    expect((await sendWebhook(gateway, { _type: 'page' }).expect(400)).body.message).toContain('_id');
    expect((await sendWebhook(gateway, {}, { raw: 'not json' }).expect(400)).body.error).toBe('Bad Request');
    expect((await sendWebhook(gateway, { _id: 'drafts.page-visit', _type: 'page' }).expect(200)).body.status).toBe('ignored');
    const limited = await sendWebhook(gateway, { _id: 'page-visit', _type: 'page' }).expect(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });
  it('answers 503, so the content service sends it again, when the shared cache cannot be purged', async () => {
    const closed = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
      });
    });
    const gateway = await gatewayWith({ REDIS_URL: `redis://127.0.0.1:${closed}` });
    const answer = await sendWebhook(gateway, { _id: 'page-visit', _type: 'page', slug: 'visit', path: '/', refs: [] }).expect(503);
    expect(answer.body.message).toContain('send it again');
    expect(await metric(gateway, 'gateway_purges_total', { result: 'failed' })).toBe(1);
  });
});

describe('pages and caches in front', () => {
  it('send what they were built from as Surrogate-Key and Cache-Tag, and a purge is forwarded to PURGE_FORWARD_URL', async () => {
    const forwarded: string[] = [];
    const receiver: Server = createServer((request, response) => {
      let text = '';
      request.on('data', (chunk: Buffer) => (text += chunk.toString()));
      request.on('end', () => {
        forwarded.push(text);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    const address = receiver.address();
    if (typeof address !== 'object' || address === null) throw new Error('not listening');
    try {
      const gateway = await gatewayWith({ PURGE_FORWARD_URL: `http://127.0.0.1:${address.port}/purge` });
      const fresh = await page(gateway, '/visit').expect(200);
      const stored = await page(gateway, '/visit').expect(200);
      for (const response of [fresh, stored]) {
        const keys = String(response.headers['surrogate-key']).split(' ');
        expect(keys).toEqual(expect.arrayContaining(['doc:page-visit', 'path:/visit', 'type:menu', 'type:alert', 'type:siteSettings', 'type:location']));
        expect(String(response.headers['cache-tag']).split(',')).toEqual(keys);
      }
      const persisted = await gateway.http().get(persistedGetPath(ContentPageDocument, { path: '/visit' })).expect(200);
      expect(String(persisted.headers['surrogate-key'])).toContain('doc:page-visit');

      const purged = await sendWebhook(gateway, { _id: 'page-visit', _type: 'page', slug: 'visit', path: '/', refs: [] }).expect(200);
      await until('the purge to be forwarded', async () => forwarded.length > 0);
      expect(JSON.parse(forwarded[0] ?? '[]')).toEqual(purged.body.tags);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});

describe('the sitemaps', () => {
  it('carry their tags to caches in front, and list a page published since at once', async () => {
    const gateway = await gatewayWith();
    const sitemap = async () => {
      const response = await gateway.http().get('/sitemaps/pages-1.xml').set('accept-encoding', 'identity').expect(200);
      return { text: response.text, keys: String(response.headers['surrogate-key'] ?? '').split(' ') };
    };
    const before = await sitemap();
    expect(before.keys).toContain('type:page');
    expect(before.text).not.toContain('/sitemap-publish-check<');

    // A new page, as an editor would create one: a copy of an existing page under a new slug.
    const source = await fetch(`${publishing.upstreams.urls.content}/v2025-02-19/data/query/production?query=${encodeURIComponent('*[_id == "page-visit-tickets"][0]')}`);
    const original = ((await source.json()) as { result: { slug: { current: string }; path?: string } }).result;
    const created = { ...original, _id: 'page-sitemap-publish-check', slug: { _type: 'slug', current: 'sitemap-publish-check' } };
    await mutate(publishing.upstreams, [{ createOrReplace: created }]);
    // Kept, until the webhook says what changed.
    expect((await sitemap()).text).not.toContain('/sitemap-publish-check<');
    await sendWebhook(gateway, { _id: created._id, _type: 'page', slug: 'sitemap-publish-check', path: original.path ?? '/', refs: [] }).expect(200);
    expect((await sitemap()).text).toMatch(/\/sitemap-publish-check<\/loc>/);
  });
});

describe('the presidential china poll', () => {
  it('purges nothing when WordPress has no change since polling began', async () => {
    const gateway = await gatewayWith({ PRESCHINA_POLL_SECONDS: '3600' });
    expect(await gateway.app.gateway.publishing.preschinaPoll?.pollOnce()).toEqual({ status: 'unchanged' });
    expect(await metric(gateway, 'gateway_purges_total', { source: 'preschina-poll' })).toBe(0);
  });

  it('purges a story WordPress says was modified since the last poll, and the grid, and nothing else', async () => {
    const gateway = await gatewayWith({ PRESCHINA_POLL_SECONDS: '3600' });
    const story = '/preschina/george-washington';
    await warm(gateway, [story, '/preschina', UNRELATED]);

    const list = await fetch(`${publishing.upstreams.urls.preschina}/wp-json/wp/v2/president?slug=george-washington`);
    const [post] = (await list.json()) as { id: number }[];
    const edited = await fetch(`${publishing.upstreams.urls.preschina}/wp-json/wp/v2/president/${post?.id}`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('editor:sample-application-password').toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'George Washington, First President' }),
    });
    expect(edited.status).toBe(200);
    expect(await gateway.app.gateway.publishing.preschinaPoll?.pollOnce()).toEqual({ status: 'purged', slugs: ['george-washington'] });
    expect((await page(gateway, story).expect(200)).text).toContain('George Washington, First President');
    expect(await rendersAgain(gateway, '/preschina')).toBe(true);
    expect(await rendersAgain(gateway, UNRELATED)).toBe(false);
    expect(await metric(gateway, 'gateway_purges_total', { source: 'preschina-poll', result: 'purged' })).toBe(1);
  });
});
