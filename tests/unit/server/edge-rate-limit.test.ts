import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { RateLimit, registerRateLimit } from '../../../server/edge/rate-limit';
import { VISITOR_FACING } from '../../../server/edge/visitor-routes';

/** An app with the edge's rate limit (max per window) and a visitor-facing route whose own first hook counts what reaches it. */
async function limitedApp(max: number, allowances = ''): Promise<{ app: FastifyInstance; reached: () => number }> {
  const app = Fastify({ logger: false });
  const edge = loadConfig({ RATE_LIMIT_ALLOWANCES: allowances }).edge;
  const limit = new RateLimit({ config: { ...edge, rateLimitMax: max, rateLimitWindowMs: 600_000 }, redis: null, keyPrefix: 'test' });
  registerRateLimit(app, limit);
  let reached = 0;
  // Answers in its own onRequest hook, as the persisted-query hot path does: the limit must come first.
  app.get(
    '/hot',
    {
      config: VISITOR_FACING,
      onRequest: (_request, reply, _done) => {
        reached += 1;
        reply.send('hot');
      },
    },
    async () => 'unreached',
  );
  app.get('/graphql', { config: VISITOR_FACING }, async () => ({ data: {} }));
  app.get('/healthz', async () => 'ok');
  return { app, reached: () => reached };
}

describe('the per-client rate limit', () => {
  it("runs before a visitor-facing route's own hooks: a refused request never reaches them", async () => {
    const { app, reached } = await limitedApp(2);
    expect((await app.inject({ url: '/hot' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/hot' })).statusCode).toBe(200);
    const refused = await app.inject({ url: '/hot' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(reached()).toBe(2);
    // One budget over all visitor-facing routes; JSON on /graphql.
    const graphql = await app.inject({ url: '/graphql' });
    expect(graphql.statusCode).toBe(429);
    expect(graphql.json().errors[0].extensions.code).toBe('RATE_LIMITED');
    // Another client has its own budget; routes that are not visitor-facing have none.
    expect((await app.inject({ url: '/hot', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
  });

  it('counts a HEAD request once, and IPv6 clients by their /64', async () => {
    const { app } = await limitedApp(1);
    expect((await app.inject({ method: 'HEAD', url: '/hot' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/hot' })).statusCode).toBe(429);
    expect((await app.inject({ url: '/hot', remoteAddress: '2001:db8:1:2::1' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/hot', remoteAddress: '2001:db8:1:2::99' })).statusCode).toBe(429);
    expect((await app.inject({ url: '/hot', remoteAddress: '2001:db8:1:3::1' })).statusCode).toBe(200);
  });

  it('gives each address of an allowed range a budget of its own (RATE_LIMIT_ALLOWANCES), and others the default', async () => {
    const { app } = await limitedApp(1, '198.51.100.0/24=3,2001:db8:7::/48=2');
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/hot', remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/hot', remoteAddress: '198.51.100.7' })).statusCode).toBe(429);
    // Each address in the range counts apart, with the range's budget.
    for (let i = 0; i < 3; i += 1) expect((await app.inject({ url: '/hot', remoteAddress: '198.51.100.8' })).statusCode).toBe(200);
    for (let i = 0; i < 2; i += 1) expect((await app.inject({ url: '/hot', remoteAddress: '2001:db8:7:1::5' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/hot', remoteAddress: '2001:db8:7:1::5' })).statusCode).toBe(429);
    // An address outside every range has the default budget.
    expect((await app.inject({ url: '/hot', remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
    expect((await app.inject({ url: '/hot', remoteAddress: '203.0.113.9' })).statusCode).toBe(429);
  });
});
