import { afterEach, describe, expect, it } from 'vitest';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import type { GatewayOverrides, TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const faulty = faultyUpstreams({ slowMs: 0 });
let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string };

/** A gateway whose log lines (JSON, at debug: where each request's own lines are written) are collected in `lines`. */
async function loggingGateway(overrides: GatewayOverrides = {}): Promise<{ gateway: TestGateway; lines: LogLine[]; raw: string[] }> {
  const raw: string[] = [];
  gateway = await startGateway({
    upstreams: faulty.upstreams,
    ...overrides,
    env: { ...faulty.env, LOG_LEVEL: 'debug', ...overrides.env },
    logStream: { write: (line) => void raw.push(line) },
  });
  return {
    gateway,
    raw,
    get lines() {
      return raw.map((line) => JSON.parse(line) as LogLine);
    },
  };
}

/** Headers of the requests an upstream's proxy received since `from`. */
function upstreamRequestIds(name: 'content' | 'search', from: number): unknown[] {
  return faulty.proxies[name].received.slice(from).map((headers) => headers['x-request-id']);
}

describe('request ids', () => {
  it("echo the caller's x-request-id, and send it to every upstream the request asks", async () => {
    const logs = await loggingGateway();
    const from = faulty.proxies.content.received.length;
    const response = await logs.gateway.http().post('/graphql').set('x-request-id', 'lb-7f3a.42').send({ query: 'query RequestIdSite { site { title } }' }).expect(200);
    expect(response.headers['x-request-id']).toBe('lb-7f3a.42');
    const sent = upstreamRequestIds('content', from);
    expect(sent.length).toBeGreaterThan(0);
    expect(new Set(sent)).toEqual(new Set(['lb-7f3a.42']));
  });

  it('are made when none comes, or when the one given is not a plausible id', async () => {
    const logs = await loggingGateway();
    const made = await logs.gateway.http().get('/healthz').expect(200);
    expect(made.headers['x-request-id']).toMatch(UUID);

    const from = faulty.proxies.content.received.length;
    const replaced = await logs.gateway.http().post('/graphql').set('x-request-id', `${'x'.repeat(129)}`).send({ query: '{ site { title } }' }).expect(200);
    expect(replaced.headers['x-request-id']).toMatch(UUID);
    expect(new Set(upstreamRequestIds('content', from))).toEqual(new Set([replaced.headers['x-request-id']]));

    const spaced = await logs.gateway.http().get('/healthz').set('x-request-id', 'two words').expect(200);
    expect(spaced.headers['x-request-id']).toMatch(UUID);
    // Each request gets its own.
    expect(new Set([made, replaced, spaced].map((answer) => answer.headers['x-request-id'])).size).toBe(3);
  });

  it('are on every log line a request writes, down to a degraded field and a failed cache refresh', async () => {
    // Entries are stale at once and refreshed before answering: a failed refresh serves the stale value.
    const logs = await loggingGateway({ cache: { ttlSeconds: { content: 0, search: 0, collection: 0, preschina: 0, images: 0 }, staleWhileRevalidateSeconds: 0 } });
    await logs.gateway.graphql('{ site { title } }').expect(200);
    await faulty.proxies.content.set('down');

    const before = logs.raw.length;
    await logs.gateway.http().post('/graphql').set('x-request-id', 'req-degraded-1').send({ query: '{ site { title } alerts { id } }' }).expect(200);
    // The request's last line (request completed) is written once its response has finished.
    await expect.poll(() => logs.lines.slice(before).some((line) => line.msg === 'request completed')).toBe(true);

    const written = logs.lines.slice(before);
    const messages = written.map((line) => line.msg);
    expect(messages).toContain('upstream refresh failed; serving the cached value');
    expect(messages).toContain('alerts unavailable; answering the degraded result');
    expect(written.filter((line) => line.reqId !== 'req-degraded-1')).toEqual([]);
  });

  it('never log credentials or cookies', async () => {
    const logs = await loggingGateway();
    await logs.gateway
      .http()
      .get('/healthz')
      .set('x-request-id', 'req-secrets')
      .set('cookie', 'session=cookie-secret-value')
      .set('authorization', 'Bearer bearer-secret-value')
      .expect(200);
    await expect.poll(() => logs.lines.some((line) => line.reqId === 'req-secrets' && line.msg === 'request completed')).toBe(true);

    const incoming = logs.lines.find((line) => line.reqId === 'req-secrets' && line.msg === 'incoming request');
    expect(incoming?.req).toMatchObject({ method: 'GET', url: '/healthz', headers: { cookie: '[redacted]', authorization: '[redacted]' } });
    const all = logs.raw.join('');
    expect(all).not.toContain('cookie-secret-value');
    expect(all).not.toContain('bearer-secret-value');
  });
});
