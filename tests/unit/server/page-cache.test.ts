// The page cache's timing rules, on a clock the test moves: fresh, then stale while one background
// render refreshes it, then gone. Pages come from a render function the test controls (the
// rendering itself is covered over real HTTP in tests/api/gateway/page-cache.test.ts).
import { readFileSync } from 'node:fs';
import { brotliDecompressSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { AnswerStore } from '../../../server/hot-path/answer-store';
import { RequestScope } from '../../../server/http/request-scope';
import { PageCache } from '../../../server/ssr/page-cache';
import type { PageSource, RenderedPage } from '../../../server/ssr/render-page';
import { DEFAULT_TRACKING_PARAMETERS, withoutTrackingParameters } from '../../../server/ssr/tracking-parameters';
import persisted from '../../../client/gql/persisted-documents.json';

const FRESH = 60;
const STALE = 300;

interface Harness {
  app: FastifyInstance;
  pages: PageCache;
  clock: { now: number };
  /** Renders the next page: `html` with the render's number, degraded when told. */
  next: { degraded: boolean; hold: Promise<void> | null };
  /** Requests that reached the page cache. */
  arrived: () => number;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps.length = 0;
});

/** `filler`: text every rendered page carries after its number (a page's bulk, for the compression test). */
async function harness(filler = ''): Promise<Harness> {
  const clock = { now: Date.parse('2026-11-22T15:00:00Z') };
  const next: Harness['next'] = { degraded: false, hold: null };
  let count = 0;
  const render = async (source: PageSource): Promise<RenderedPage> => {
    count += 1;
    const number = count;
    if (next.hold) await next.hold;
    if (next.degraded) source.scope.degrade('test');
    return { status: 200, html: `<p>render ${number} of ${source.url}</p>${filler}`, headers: { 'content-type': 'text/html; charset=utf-8', vary: 'Cookie' } };
  };
  const newScope = () => new RequestScope({ deadlineMs: 5000, maxUpstreamCalls: 10 });
  const app = Fastify();
  apps.push(app);
  const pages = new PageCache({
    store: new AnswerStore(null, 1024 * 1024, () => clock.now),
    keyPrefix: 'test',
    freshSeconds: FRESH,
    staleSeconds: STALE,
    cacheControl: 'public, max-age=60',
    pageUrl: withoutTrackingParameters(DEFAULT_TRACKING_PARAMETERS),
    variant: () => 'v',
    render,
    newScope,
    log: app.log,
    securityHeaders: {},
    closing: () => false,
    now: () => clock.now,
  });
  app.decorateRequest('scope', null as unknown as RequestScope);
  app.addHook('onRequest', async (request) => {
    request.scope = newScope();
  });
  let arrived = 0;
  app.get('/*', (request, reply) => {
    arrived += 1;
    return pages.serve(request, reply);
  });
  await app.ready();
  return { app, pages, clock, next, arrived: () => arrived };
}

const get = (app: FastifyInstance, url = '/a') => app.inject({ url });

describe('page cache timing', () => {
  it("compresses a page's first render lighter than its refresh, a page asked for again", async () => {
    const filler = readFileSync('client/index.html', 'utf8') + JSON.stringify(persisted);
    const { app, clock } = await harness(filler);
    const brotli = async () => (await app.inject({ url: '/a', headers: { 'accept-encoding': 'br' } })).rawPayload;
    const first = await brotli();
    expect(brotliDecompressSync(first).toString('utf8')).toBe(`<p>render 1 of /a</p>${filler}`);
    clock.now += (FRESH + 1) * 1000;
    await brotli(); // stale: refreshed in the background
    await expect.poll(async () => brotliDecompressSync(await brotli()).toString('utf8').startsWith('<p>render 2 of /a</p>')).toBe(true);
    expect((await brotli()).length).toBeLessThan(first.length);
  });

  it('serves a fresh page as stored, a stale one at once while one render refreshes it, and renders again once it is gone', async () => {
    const { app, pages, clock, next } = await harness();
    expect((await get(app)).body).toBe('<p>render 1 of /a</p>');
    clock.now += (FRESH - 1) * 1000;
    expect((await get(app)).body).toBe('<p>render 1 of /a</p>');
    expect(pages.renders).toBe(1);

    // Stale: answered at once with the stored page while a background render runs (held here).
    let release: () => void = () => undefined;
    next.hold = new Promise((resolve) => (release = resolve));
    clock.now += 2000;
    const stale = await get(app);
    expect(stale.body).toBe('<p>render 1 of /a</p>');
    expect(Number(stale.headers.age)).toBe(FRESH + 1);
    expect(pages.renders).toBe(2);
    // More stale requests meanwhile start no second refresh.
    expect((await get(app)).body).toBe('<p>render 1 of /a</p>');
    expect(pages.renders).toBe(2);

    next.hold = null;
    release();
    await expect.poll(async () => (await get(app)).body).toBe('<p>render 2 of /a</p>');
    expect(pages.renders).toBe(2);

    // Past fresh and stale windows the page is gone: the next request renders before answering.
    clock.now += (FRESH + STALE + 1) * 1000;
    expect((await get(app)).body).toBe('<p>render 3 of /a</p>');
  });

  it('renders and refreshes a page for the URL it is kept under: without campaign tags and click ids', async () => {
    const { app, pages, clock } = await harness();
    expect((await get(app, '/a?utm_source=mail&q=1&fbclid=one')).body).toBe('<p>render 1 of /a?q=1</p>');
    expect((await get(app, '/a?q=1&gclid=two')).body).toBe('<p>render 1 of /a?q=1</p>');
    expect(pages.renders).toBe(1);
    // The background refresh of a stale page, started by a tagged request, renders the plain URL too.
    clock.now += (FRESH + 1) * 1000;
    expect((await get(app, '/a?q=1&utm_campaign=three')).body).toBe('<p>render 1 of /a?q=1</p>');
    await expect.poll(async () => (await get(app, '/a?q=1')).body).toBe('<p>render 2 of /a?q=1</p>');
    expect(pages.renders).toBe(2);
  });

  it('keeps serving the stale page when its refresh comes back degraded', async () => {
    const { app, pages, clock, next } = await harness();
    await get(app);
    clock.now += (FRESH + 1) * 1000;
    next.degraded = true;
    expect((await get(app)).body).toBe('<p>render 1 of /a</p>');
    await expect.poll(() => pages.renders).toBe(2);
    // The degraded render was not stored: the stale page stays, and the next stale request tries again.
    await expect.poll(async () => {
      const response = await get(app);
      return response.body;
    }).toBe('<p>render 1 of /a</p>');
    await expect.poll(() => pages.renders).toBeGreaterThanOrEqual(3);
  });

  it('sends a degraded miss to every request that waited on it, and keeps nothing', async () => {
    const { app, pages, next, arrived } = await harness();
    let release: () => void = () => undefined;
    next.hold = new Promise((resolve) => (release = resolve));
    next.degraded = true;
    const waiting = [get(app, '/b'), get(app, '/b'), get(app, '/b')];
    await expect.poll(arrived).toBe(3);
    // Each joins the render in the microtasks after it arrives: one turn of the event loop later all have.
    await new Promise((resolve) => setImmediate(resolve));
    expect(pages.renders).toBe(1);
    release();
    const answers = await Promise.all(waiting);
    expect(answers.map((answer) => answer.body)).toEqual(Array.from({ length: 3 }, () => '<p>render 1 of /b</p>'));
    expect(pages.renders).toBe(1);
    next.hold = null;
    next.degraded = false;
    expect((await get(app, '/b')).body).toBe('<p>render 2 of /b</p>');
  });
});
