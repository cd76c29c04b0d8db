// When the front door (server/hot-path/front-door.ts) steps aside, and what it logs: on a real HTTP
// server, with a real stored answer; the lookup stands in for the route's PersistedQueries (the
// API test drives the whole gateway).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { proxyTrust } from '../../../server/edge/client-address';
import { FrontDoor } from '../../../server/hot-path/front-door';
import { storedAnswer } from '../../../server/hot-path/stored-answer';
import { GatewayMetrics } from '../../../server/observability/metrics';

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  servers.length = 0;
});

const HELD = 'operationName=Chrome&extensions=held';
const HELD_PAGE = '/held-page';

/** A server whose listener is a front door holding one answer, with the state it reads and what reached the route. */
async function doorServer(slowRequestMs = 1000, headers: Record<string, string> = {}) {
  const now = Date.now();
  const answer = await storedAnswer('{"data":{"held":true}}', { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=60', ...headers }, { storedAt: now, freshUntil: now + 60_000, staleUntil: now + 60_000 });
  const page = await storedAnswer('<!doctype html><p>held page</p>', { 'content-type': 'text/html; charset=utf-8' }, { storedAt: now, freshUntil: now + 60_000, staleUntil: now + 60_000 });
  const state = { pressure: false, closing: false, routed: 0, logged: [] as string[], hits: { response: 0, page: 0 } };
  const wire = () => ({ headers: { 'x-content-type-options': 'nosniff' }, closing: state.closing, now: Date.now() });
  const door = new FrontDoor({
    persisted: { heldAnswer: (rawQuery) => (rawQuery === HELD ? { answer, wire: wire() } : null) },
    pages: { heldPage: (url) => (url === HELD_PAGE ? { answer: page, wire: wire() } : null) },
    closing: () => state.closing,
    edge: { underPressure: () => state.pressure, rateLimit: null },
    trust: proxyTrust('loopback'),
    metrics: new GatewayMetrics(),
    observe: { response: () => void (state.hits.response += 1), page: () => void (state.hits.page += 1) },
    log: Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void state.logged.push(line) } } }).log,
    slowRequestMs,
    tracing: false,
  });
  const route = (_request: IncomingMessage, response: ServerResponse) => {
    state.routed += 1;
    response.writeHead(200, { 'content-type': 'text/plain' }).end('route');
  };
  const server = createServer((request, response) => door.receive(request, response, route));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { door, state, ask: (path: string, init?: RequestInit) => fetch(`${origin}${path}`, init).then(async (response) => ({ status: response.status, text: await response.text(), headers: response.headers })) };
}

describe('the front door', () => {
  it('answers a held persisted GET, a held page and /healthz, and leaves everything else to the route', async () => {
    const { door, state, ask } = await doorServer();
    expect(await ask(`/graphql?${HELD}`)).toMatchObject({ status: 200, text: '{"data":{"held":true}}' });
    expect(await ask(HELD_PAGE)).toMatchObject({ status: 200, text: '<!doctype html><p>held page</p>' });
    expect(state.hits).toEqual({ response: 1, page: 1 });
    const health = await ask('/healthz');
    expect([health.status, health.text, health.headers.get('cache-control'), health.headers.get('content-type')]).toEqual([200, '{"status":"ok"}', 'no-store', 'application/json; charset=utf-8']);
    expect(health.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    for (const [path, init] of [
      [`/graphql?${HELD}`, { method: 'POST', body: '{}' }],
      [`/graphql?${HELD}`, { method: 'HEAD' }],
      [HELD_PAGE, { method: 'HEAD' }],
      ['/healthz', { method: 'POST' }],
      ['/healthz?x', undefined],
      ['/graphql?operationName=Chrome&extensions=other', undefined],
      [`/graphqlx?${HELD}`, undefined],
      ['/', undefined],
    ] as const) {
      const before = state.routed;
      await ask(path, init);
      expect(state.routed, `${init?.method ?? 'GET'} ${path}`).toBe(before + 1);
    }
    expect(door.answered).toBe(3);
  });

  it('steps aside while load shedding is on (but for /healthz, never shed) or shutdown has begun, and answers again when it is off', async () => {
    const { door, state, ask } = await doorServer();
    state.pressure = true;
    expect((await ask(`/graphql?${HELD}`)).text).toBe('route');
    expect((await ask(HELD_PAGE)).text).toBe('route');
    expect((await ask('/healthz')).text).toBe('{"status":"ok"}');
    state.pressure = false;
    state.closing = true;
    expect((await ask(`/graphql?${HELD}`)).text).toBe('route');
    expect((await ask('/healthz')).text).toBe('route');
    state.closing = false;
    expect((await ask(`/graphql?${HELD}`)).text).toBe('{"data":{"held":true}}');
    expect([door.answered, state.routed]).toEqual([2, 4]);
  });

  it('logs an answer slower than SLOW_REQUEST_MS at warn, as the route would', async () => {
    const fast = await doorServer();
    await fast.ask(`/graphql?${HELD}`);
    expect(fast.state.logged).toEqual([]);
    const slow = await doorServer(-1);
    await slow.ask(`/graphql?${HELD}`);
    expect(slow.state.logged).toHaveLength(1);
    expect(JSON.parse(slow.state.logged[0] ?? '{}')).toMatchObject({ level: 40, msg: 'slow request', method: 'GET', url: `/graphql?${HELD}`, statusCode: 200 });
  });

  it('hands a request it could not send to the route, with the error logged, and stays up', async () => {
    const { door, state, ask } = await doorServer(1000, { 'x-broken': 'line\nbreak' });
    expect(await ask(`/graphql?${HELD}`)).toMatchObject({ status: 200, text: 'route' });
    expect([door.answered, state.routed]).toEqual([0, 1]);
    expect(JSON.parse(state.logged[0] ?? '{}')).toMatchObject({ level: 50, msg: 'the front door could not send a stored answer' });
  });

  it('stays shut when each request needs a span (tracing) or a log line (debug)', () => {
    const log = (level: string) => Fastify({ logger: { level } }).log;
    const observe = { response: () => undefined, page: () => undefined };
    const options = { persisted: { heldAnswer: () => null }, pages: null, closing: () => false, edge: { underPressure: () => false, rateLimit: null }, trust: proxyTrust('loopback'), metrics: new GatewayMetrics(), observe, slowRequestMs: 1000 };
    expect(new FrontDoor({ ...options, log: log('info'), tracing: false }).opens).toBe(true);
    expect(new FrontDoor({ ...options, log: log('warn'), tracing: false }).opens).toBe(true);
    expect(new FrontDoor({ ...options, log: log('info'), tracing: true }).opens).toBe(false);
    expect(new FrontDoor({ ...options, log: log('debug'), tracing: false }).opens).toBe(false);
    expect(new FrontDoor({ ...options, log: log('trace'), tracing: false }).opens).toBe(false);
  });
});
