// What every request meets first: the per-client rate limit, load shedding, the upstream budget
// of a request, and the security headers.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { redisTestUrl } from '../../support/redis';
import { renderingGateways } from '../../support/rendering-gateways';

const gateways = renderingGateways();
function gatewayWith(env: Record<string, string>, keyPrefix?: string): Promise<TestGateway> {
  return gateways.start({ env, ...(keyPrefix ? { cache: { keyPrefix } } : {}) });
}

describe('per-client rate limit', () => {
  it('refuses a client over its budget on pages and /graphql with 429 and Retry-After, never health checks', async () => {
    const gateway = await gatewayWith({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_MS: '600000' });
    await gateway.http().get('/test').set('accept', 'text/html').expect(200);
    await gateway.graphql('{ alerts { id } }').expect(200);
    await gateway.http().get('/test').set('accept', 'text/html').expect(200);

    const page = await gateway.http().get('/test').set('accept', 'text/html').expect(429);
    expect(page.headers['retry-after']).toMatch(/^\d+$/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('Too many requests');
    const graphql = await gateway.graphql('{ alerts { id } }').expect(429);
    expect(graphql.body.errors[0].extensions).toEqual({ code: 'RATE_LIMITED' });
    await gateway.http().get('/healthz').expect(200);
    // Another client (behind the trusted local proxy) has its own budget.
    await gateway.http().get('/test').set('accept', 'text/html').set('x-forwarded-for', '198.51.100.7').expect(200);
  });

  it('counts in Redis when REDIS_URL is set, so replicas share one budget per client', async () => {
    const env = { RATE_LIMIT_MAX: '2', RATE_LIMIT_WINDOW_MS: '600000', REDIS_URL: redisTestUrl() };
    const keyPrefix = `museum:test:rate:${Date.now()}:${Math.random()}`;
    const [first, second] = [await gatewayWith(env, keyPrefix), await gatewayWith(env, keyPrefix)];
    await first.graphql('{ alerts { id } }').expect(200);
    await second.graphql('{ alerts { id } }').expect(200);
    await first.graphql('{ alerts { id } }').expect(429);
  });
});

describe('load shedding', () => {
  it('answers new pages and /graphql 503 with Retry-After at once while under pressure, and keeps health checks', async () => {
    // A heap budget below what any process holds: under pressure from the first sample on.
    const gateway = await gatewayWith({ SHED_HEAP_USED_MB: '1' });
    await expect.poll(async () => (await gateway.graphql('{ alerts { id } }')).status, { timeout: 20_000, interval: 50 }).toBe(503);
    const graphql = await gateway.graphql('{ alerts { id } }').expect(503);
    expect(graphql.body.errors[0].extensions).toEqual({ code: 'SERVICE_OVERLOADED' });
    expect(graphql.headers['retry-after']).toBe('5');
    const page = await gateway.http().get('/visit').set('accept', 'text/html').expect(503);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.text).toContain('busy');
    await gateway.http().get('/healthz').expect(200);
  });
});

describe('upstream budget of one request', () => {
  it('refuses loads past MAX_UPSTREAM_CALLS with UPSTREAM_CALL_LIMIT, uncached', async () => {
    const gateway = await gatewayWith({ MAX_UPSTREAM_CALLS: '2' });
    const response = await gateway.graphql('{ a: search(query: "vase") { total } b: search(query: "chair") { total } c: search(query: "lamp") { total } }').expect(200);
    expect(response.body.errors).toHaveLength(1);
    expect(response.body.errors[0].extensions).toEqual({ code: 'UPSTREAM_CALL_LIMIT' });
    expect(response.body.errors[0].path).toEqual(['c']);
    expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('security headers', () => {
  it('allows a page’s inline state script by its hash, with no nonce, and sends a Permissions-Policy', async () => {
    const gateway = await gatewayWith({});
    const page = await gateway.http().get('/visit').set('accept', 'text/html').expect(200);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    const inline = /<script>([\s\S]*?)<\/script>/.exec(page.text)?.[1];
    expect(inline).toContain('window.__ROUTE_ANSWERS__');
    const hash = createHash('sha256').update(inline ?? '').digest('base64');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'`));
    expect(page.headers['permissions-policy']).toContain('camera=()');
    expect(page.headers['permissions-policy']).toContain('fullscreen=(self');

    const graphiql = await gateway.http().get('/graphql').set('accept', 'text/html').expect(200);
    expect(String(graphiql.headers['content-security-policy'])).toMatch(/script-src 'self';/);
  });
});

describe('schema suggestions', () => {
  it('masks enum suggestions in validation and in variables, as field suggestions are', async () => {
    const gateway = await gatewayWith({});
    const literal = await gateway.graphql('{ search(type: COLLECTION) { total } }').expect(400);
    const variable = await gateway.graphql('query ($type: SearchType) { search(type: $type) { total } }', { type: 'COLLECTION' }).expect(400);
    const field = await gateway.graphql('{ site { titel } }').expect(400);
    for (const response of [literal, variable, field]) {
      expect(response.body.errors[0].message).not.toMatch(/Did you mean|COLLECTIONS|title/);
    }
  });
});
