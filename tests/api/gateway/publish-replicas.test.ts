// Publish to live across replicas sharing a Redis, end to end: a change committed through the sample
// content service's mutation API reaches its webhook on one replica, which purges the shared cache
// and tells the other (pub/sub) to drop its own copies; both serve the change on their next request,
// and an untouched page's entry stays in the shared cache. The replicas also take turns polling the
// presidential china WordPress site. Needs the client build and Redis.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningUpstreams } from '../../../upstreams/start';
import { startUpstreams } from '../../../upstreams/start';
import { gatewaysPerTest } from '../../support/built-gateways';
import { TEST_NOW, type TestGateway } from '../../support/gateway';
import { redisTestUrl } from '../../support/redis';
import { metric, mutate, page, rendersAgain, until, WEBHOOK_SECRET } from './publish-support';
import { freePort } from '../../topology/processes';

const PATH = '/visit/tickets';
const UNTOUCHED = '/visit/accessibility';

let upstreams: RunningUpstreams;
let port: number;
beforeAll(async () => {
  port = await freePort();
  // The content service sends its webhook to the first replica (in production: to the load balancer).
  upstreams = await startUpstreams({ now: TEST_NOW, contentWebhook: { urls: [`http://127.0.0.1:${port}/hooks/content`], secret: WEBHOOK_SECRET } });
}, 120_000);
afterAll(() => upstreams.close());

const startGateway = gatewaysPerTest();

describe('two replicas sharing a Redis', () => {
  it('both serve a change published through the mutation API on their next request, and keep untouched pages', async () => {
    const keyPrefix = `museum:test:${randomUUID()}`;
    const env = { REDIS_URL: redisTestUrl(), CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET, PRESCHINA_POLL_SECONDS: '0' };
    const replicas: TestGateway[] = [await startGateway({ upstreams, env, cache: { keyPrefix } }), await startGateway({ upstreams, env, cache: { keyPrefix } })];
    await replicas[0]?.app.listen({ host: '127.0.0.1', port });
    for (const replica of replicas) {
      for (const path of [PATH, UNTOUCHED]) await page(replica, path).expect(200);
      expect(await rendersAgain(replica, PATH)).toBe(false);
    }

    const publishedAt = performance.now();
    await mutate(upstreams, [{ patch: { id: 'page-visit-tickets', set: { intro: 'Timed tickets, now sold online only.' } } }]);
    await until('both replicas to serve the change', async () => {
      const answers = await Promise.all(replicas.map((replica) => page(replica, PATH)));
      return answers.every((answer) => answer.text.includes('Timed tickets, now sold online only.'));
    });
    const seconds = (performance.now() - publishedAt) / 1000;
    console.log(`publish to visible on both replicas (in-process, Redis): ${seconds.toFixed(3)} s`);

    // The second replica rendered nothing for the untouched page: it is still in the shared cache and its own memory.
    const [first, second] = replicas as [TestGateway, TestGateway];
    expect(await rendersAgain(second, UNTOUCHED)).toBe(false);
    expect(await metric(first, 'gateway_purges_total', { source: 'content-webhook', result: 'purged' })).toBe(1);
    // The other replica purged its own copies when told, and measured how long after the webhook's arrival.
    expect(await metric(second, 'gateway_purge_duration_seconds_count', { source: 'content-webhook' })).toBe(1);
    expect(await metric(second, 'gateway_purged_keys_total', { store: 'local' })).toBeGreaterThan(0);
    expect(await metric(second, 'gateway_cache_tag_index_links', { store: 'answers' })).toBeGreaterThan(0);
  });

  it('take turns polling WordPress: one replica polls each interval, and a story changed meanwhile is purged on both', async () => {
    const keyPrefix = `museum:test:${randomUUID()}`;
    const env = { REDIS_URL: redisTestUrl(), PRESCHINA_POLL_SECONDS: '3600' };
    const replicas: TestGateway[] = [await startGateway({ upstreams, env, cache: { keyPrefix } }), await startGateway({ upstreams, env, cache: { keyPrefix } })];
    const story = '/preschina/abraham-lincoln';
    for (const replica of replicas) await page(replica, story).expect(200);
    const [post] = (await (await fetch(`${upstreams.urls.preschina}/wp-json/wp/v2/president?slug=abraham-lincoln`)).json()) as { id: number }[];
    const renamed = await fetch(`${upstreams.urls.preschina}/wp-json/wp/v2/president/${post?.id}`, {
      method: 'POST',
      headers: { authorization: `Basic ${Buffer.from('editor:sample-application-password').toString('base64')}`, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Abraham Lincoln, Sixteenth President' }),
    });
    expect(renamed.status).toBe(200);

    const polls = await Promise.all(replicas.map((replica) => replica.app.gateway.publishing.preschinaPoll?.pollOnce()));
    expect(polls.map((poll) => poll?.status).sort()).toEqual(['purged', 'skipped']);
    for (const replica of replicas) expect((await page(replica, story).expect(200)).text).toContain('Abraham Lincoln, Sixteenth President');
  });
});
