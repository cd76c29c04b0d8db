// The front door (server/hot-path/front-door.ts): a held answer to one of the site's persisted
// queries sent from the server's own request listener, before Fastify. Over real HTTP (supertest
// listens on the app's server); `app.inject` skips the listener, so it shows what the route itself
// sends. Needs the client build (the persisted documents come with it).
import type { Response } from 'supertest';
import { describe, expect, it } from 'vitest';
import { ChromeDocument, CollectionObjectPageDocument } from '../../../client/gql/graphql';
import type { TestGateway } from '../../support/gateway';
import { gatewaysPerTest } from '../../support/built-gateways';
import { persistedGetPath } from '../../support/persisted';

const startGateway = gatewaysPerTest();
function gatewayWith(env: Record<string, string> = {}, logStream?: { write: (line: string) => void }): Promise<TestGateway> {
  return startGateway({ env: { NODE_ENV: 'production', ...env }, logStream });
}

const CHROME = persistedGetPath(ChromeDocument);
const OBJECT = persistedGetPath(CollectionObjectPageDocument, { id: '6268' });

/** How many answers the front door has sent. */
function answered(gateway: TestGateway): number {
  return gateway.app.gateway.hotPath.frontDoor?.answered ?? 0;
}

/** A response's headers, less those that differ between any two sends of one answer. */
function lasting(headers: Record<string, unknown>): Record<string, unknown> {
  const rest = { ...headers };
  for (const name of ['date', 'age', 'x-request-id', 'connection', 'keep-alive']) delete rest[name];
  return rest;
}

/** One Prometheus sample's value from the metrics text (0 when absent). */
function sample(text: string, line: string): number {
  const found = text.split('\n').find((each) => each.startsWith(`${line} `));
  return found ? Number(found.slice(line.length + 1)) : 0;
}

describe('the front door', () => {
  it("sends a held answer before Fastify, with the route's own bytes and headers, in every encoding and as 304", async () => {
    const gateway = await gatewayWith();
    expect(gateway.app.gateway.hotPath.frontDoor?.opens).toBe(true);
    // The first ask is the route's (a miss: it runs the query and remembers what the URL asks).
    const first = await gateway.http().get(OBJECT).expect(200);
    expect(answered(gateway)).toBe(0);
    const etag = String(first.headers.etag);

    for (const headers of [{ 'accept-encoding': 'gzip, br' }, { 'accept-encoding': 'gzip' }, { 'accept-encoding': 'identity' }, { 'if-none-match': etag }]) {
      const before = answered(gateway);
      let request = gateway.http().get(OBJECT);
      for (const [name, value] of Object.entries(headers)) request = request.set(name, value);
      const door: Response = await request;
      expect(answered(gateway)).toBe(before + 1);
      // The route's own hit, for comparison: inject goes straight to Fastify.
      const route = await gateway.app.inject({ method: 'GET', url: OBJECT, headers });
      expect(answered(gateway)).toBe(before + 1);
      expect(door.status).toBe(route.statusCode);
      expect(lasting(door.headers)).toEqual(lasting(route.headers));
      expect(door.headers.age).toMatch(/^\d+$/);
      expect(door.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      if (door.status === 200) expect(door.text).toBe(first.text);
      else expect(door.text).toBe('');
    }
    // Neither path ran the query again.
    expect(gateway.app.gateway.hotPath.persistedQueries.executions).toBe(1);
  });

  it("sends a fresh page from the page cache before Fastify, with the route's own bytes and headers, per cookie variant", async () => {
    const gateway = await gatewayWith();
    const page = '/collection/object/6268';
    const first = await gateway.http().get(page).set('accept-encoding', 'br').buffer(true).expect(200);
    expect(answered(gateway)).toBe(0);
    const door = await gateway.http().get(page).set('accept-encoding', 'br').buffer(true).expect(200);
    expect(answered(gateway)).toBe(1);
    const route = await gateway.app.inject({ method: 'GET', url: page, headers: { 'accept-encoding': 'br' } });
    expect(lasting(door.headers)).toEqual(lasting(route.headers));
    expect(door.text).toBe(first.text);
    expect(door.headers['content-security-policy']).toContain("script-src 'self'");
    // Campaign tags share the page; a consent cookie makes another variant (the route's first); credentials and previews are the route's.
    await gateway.http().get(`${page}?utm_source=newsletter`).expect(200);
    expect(answered(gateway)).toBe(2);
    await gateway.http().get(page).set('cookie', 'pma_cookie=true').expect(200);
    expect(answered(gateway)).toBe(2);
    await gateway.http().get(page).set('cookie', 'pma_cookie=true').expect(200);
    expect(answered(gateway)).toBe(3);
    await gateway.http().get(page).set('authorization', 'Bearer x').expect(200);
    expect(answered(gateway)).toBe(3);
    expect(gateway.app.gateway.hotPath.pageCache?.renders).toBe(3);
  });

  it('answers /healthz with the route\'s bytes and headers, counted under its route', async () => {
    const gateway = await gatewayWith();
    const { metrics } = gateway.app.gateway.observability;
    const requests = 'gateway_http_request_duration_seconds_count{method="GET",route="/healthz",status_code="200"}';
    const before = await metrics.text();
    const door = await gateway.http().get('/healthz').expect(200);
    expect(answered(gateway)).toBe(1);
    const route = await gateway.app.inject({ method: 'GET', url: '/healthz' });
    expect(door.text).toBe(route.body);
    expect(lasting(door.headers)).toEqual(lasting(route.headers));
    expect(sample(await metrics.text(), requests) - sample(before, requests)).toBe(2);
  });

  it("echoes the caller's request id when it is a plausible one, and makes one when it is not", async () => {
    const gateway = await gatewayWith();
    await gateway.http().get(CHROME).expect(200);
    const given = await gateway.http().get(CHROME).set('x-request-id', 'lb-4f2a.17').expect(200);
    expect(given.headers['x-request-id']).toBe('lb-4f2a.17');
    const replaced = await gateway.http().get(CHROME).set('x-request-id', 'two words').expect(200);
    expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(answered(gateway)).toBe(2);
  });

  it("counts in the client's one rate-limit budget, read through the trusted proxies, and leaves refusals to the route", async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_MAX: '3' });
    // supertest connects over loopback, a trusted proxy by default: the client is the forwarded address.
    const from = (address: string) => ({ 'x-forwarded-for': address });
    await gateway.http().get(CHROME).set(from('203.0.113.7')).expect(200); // the route: 1 of 3
    await gateway.http().get(CHROME).set(from('203.0.113.7')).expect(200); // the door: 2
    await gateway.http().get(CHROME).set(from('203.0.113.7')).expect(200); // the door: 3
    expect(answered(gateway)).toBe(2);
    const refused = await gateway.http().get(CHROME).set(from('203.0.113.7')).expect(429);
    expect(refused.body.errors[0].extensions.code).toBe('RATE_LIMITED');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(answered(gateway)).toBe(2);
    // The same budget covers pages (this one the route's: not held yet).
    await gateway.http().get('/').set(from('203.0.113.7')).expect(429);
    // Another client has its own.
    await gateway.http().get(CHROME).set(from('198.51.100.20')).expect(200);
    expect(answered(gateway)).toBe(3);
  });

  it('counts each answer in the HTTP metrics under the route /graphql, and each hit in the response layer', async () => {
    const gateway = await gatewayWith();
    const { metrics } = gateway.app.gateway.observability;
    const requests = 'gateway_http_request_duration_seconds_count{method="GET",route="/graphql",status_code="200"}';
    const hits = 'gateway_cache_lookups_total{layer="response",result="hit"}';
    await gateway.http().get(CHROME).expect(200);
    const before = await metrics.text();
    for (let i = 0; i < 3; i += 1) await gateway.http().get(CHROME).expect(200);
    const after = await metrics.text();
    expect(answered(gateway)).toBe(3);
    expect(sample(after, requests) - sample(before, requests)).toBe(3);
    expect(sample(after, hits) - sample(before, hits)).toBe(3);
  });

  it('leaves requests to the route once shutdown has begun, which closes each connection after its answer', async () => {
    const gateway = await gatewayWith();
    await gateway.http().get(CHROME).expect(200);
    gateway.app.gateway.lifecycle.closingConnections = true;
    const closing = await gateway.http().get(CHROME).expect(200);
    expect(closing.headers.connection).toBe('close');
    expect(answered(gateway)).toBe(0);
  });

  it('stays shut when every request must leave its own log line (debug logs)', async () => {
    const lines: string[] = [];
    const gateway = await gatewayWith({ LOG_LEVEL: 'debug' }, { write: (line) => void lines.push(line) });
    expect(gateway.app.gateway.hotPath.frontDoor?.opens).toBe(false);
    await gateway.http().get(CHROME).expect(200);
    const hit = await gateway.http().get(CHROME).expect(200);
    expect(answered(gateway)).toBe(0);
    const id = String(hit.headers['x-request-id']);
    expect(lines.some((line) => line.includes(`"reqId":"${id}"`) && line.includes('request completed'))).toBe(true);
  });
});
