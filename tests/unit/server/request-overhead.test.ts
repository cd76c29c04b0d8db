import { Writable } from 'node:stream';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { registerEdge, SITE_CACHE_CONTROL } from '../../../server/edge';
import { decodableUrl } from '../../../server/edge/malformed-url';
import { VISITOR_FACING } from '../../../server/edge/visitor-routes';
import { sendStored } from '../../../server/hot-path/send-stored';
import { storedAnswer } from '../../../server/hot-path/stored-answer';
import { RequestScope } from '../../../server/http/request-scope';
import { requestLoggerFactory } from '../../../server/observability/request-logger';

type LogLine = { level: number; msg: string; reqId?: string; part?: string };

/** A Fastify app with the gateway's request loggers at `level`, whose log lines the test reads. */
function loggingApp(level: string): { app: FastifyInstance; lines: LogLine[] } {
  const lines: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line) as LogLine);
      done();
    },
  });
  const app = Fastify({ logger: { level, stream }, childLoggerFactory: requestLoggerFactory, logController: new LogController({ disableRequestLogging: true }) });
  return { app, lines };
}

describe('request loggers', () => {
  it("write a request's lines with its id at the levels let through, and nothing below them", async () => {
    const { app, lines } = loggingApp('warn');
    app.get('/', async (request) => {
      request.log.info('not written');
      request.log.debug({ detail: 1 }, 'not written either');
      request.log.warn({ part: 'a' }, 'written');
      request.log.child({ part: 'b' }).error('from a child');
      return { level: request.log.level };
    });
    const response = await app.inject({ url: '/', headers: { 'x-request-id': 'ignored' } });
    expect(response.json()).toEqual({ level: 'warn' });
    expect(lines.map(({ level, msg, part }) => [level, msg, part])).toEqual([
      [40, 'written', 'a'],
      [50, 'from a child', 'b'],
    ]);
    expect(new Set(lines.map((line) => line.reqId)).size).toBe(1);
    expect(lines[0]?.reqId).toEqual(expect.any(String));
  });

  it("follow a route's own log level, and the logger's at debug", async () => {
    const { app, lines } = loggingApp('info');
    app.get('/quiet', { logLevel: 'error' }, async (request) => {
      request.log.warn('below the route level');
      return 'ok';
    });
    app.get('/loud', { logLevel: 'debug' }, async (request) => {
      request.log.debug('at the route level');
      return 'ok';
    });
    await app.inject({ url: '/quiet' });
    await app.inject({ url: '/loud' });
    expect(lines.map((line) => line.msg)).toEqual(['at the route level']);

    const debug = loggingApp('debug');
    debug.app.get('/', async (request) => {
      request.log.debug('at debug');
      return 'ok';
    });
    await debug.app.inject({ url: '/' });
    expect(debug.lines.map((line) => [line.level, line.msg])).toEqual([[20, 'at debug']]);
  });
});

describe('URLs the router cannot decode', () => {
  it('are left alone when they have nothing to decode, and have stray percent signs taken literally', () => {
    const url = (path: string) => decodableUrl({ url: path } as never);
    const plain = '/graphql?extensions=%7B%22persistedQuery%22%7D';
    expect(url(plain)).toBe(plain);
    expect(url('/collection/object/5812')).toBe('/collection/object/5812');
    expect(url('/search/caf%C3%A9?q=%')).toBe('/search/caf%C3%A9?q=%');
    expect(url('/search/100%?q=%')).toBe('/search/100%25?q=%');
  });
});

describe("the site's Cache-Control", () => {
  async function edgeApp(): Promise<FastifyInstance> {
    const app = Fastify({ logger: false });
    app.decorateRequest('scope', null as unknown as RequestScope);
    app.addHook('onRequest', async (request) => {
      request.scope = new RequestScope({ deadlineMs: 1000, maxUpstreamCalls: 10 });
    });
    await registerEdge(app, { ...loadConfig({}), edge: { ...loadConfig({}).edge, rateLimitMax: 0 } });
    app.get('/page', { config: VISITOR_FACING }, async (_request, reply) => reply.type('text/html').send('<p>page</p>'));
    app.get('/own', async (_request, reply) => reply.header('cache-control', 'max-age=600, public').send('own'));
    app.get('/missing', async (_request, reply) => reply.code(404).send('missing'));
    app.get('/degraded', async (request, reply) => {
      request.scope.degrade('a fallback');
      return reply.header('cache-control', 'max-age=600, public').send('degraded');
    });
    app.get('/private', async (request) => {
      request.scope.keepPrivate();
      return 'private';
    });
    return app;
  }

  it("is the route's own, else the site's short public policy when it succeeded and no-store when it did not", async () => {
    const app = await edgeApp();
    const policy = async (url: string) => (await app.inject({ url })).headers['cache-control'];
    expect(await policy('/page')).toBe(SITE_CACHE_CONTROL);
    expect(SITE_CACHE_CONTROL).toMatch(/^public, stale-while-revalidate=\d+, max-age=\d+$/);
    expect(await policy('/own')).toBe('max-age=600, public');
    expect(await policy('/missing')).toBe('no-store');
    expect(await policy('/nowhere')).toBe('no-store');
    expect(await policy('/degraded')).toBe('no-store');
    expect(await policy('/private')).toBe('private, no-store');
  });
});

describe('a stored answer on the wire', () => {
  const BODY = JSON.stringify({ data: { site: { title: 'x'.repeat(3000) } } });
  const SECURITY = { 'x-content-type-options': 'nosniff', 'strict-transport-security': 'max-age=31536000' };

  async function storedApp(closing = false) {
    const answer = await storedAnswer(BODY, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=60', vary: 'Accept-Encoding' }, { storedAt: 1_000, freshUntil: 61_000, staleUntil: 61_000 });
    const app = Fastify({ logger: false });
    app.addHook('onRequest', async (request, reply) => void reply.header('x-request-id', request.id));
    app.get('/answer', (request, reply) => sendStored(request, reply, answer, { headers: SECURITY, closing, now: 31_500 }));
    return { app, answer };
  }

  it('carries its headers once each, the ones set on the reply before, its encoding, length and age', async () => {
    const { app, answer } = await storedApp();
    for (const [accepted, encoding] of [
      ['br, gzip', 'br'],
      ['gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      // Sent twice: the second send reuses the header lines made by the first (and, for gzip, the body it made).
      for (let send = 0; send < 2; send += 1) {
        const response = await app.inject({ url: '/answer', headers: { 'accept-encoding': accepted } });
        const body = encoding === 'br' ? answer.br : encoding === 'gzip' ? answer.gzip : answer.identity;
        expect(body).not.toBeNull();
        expect(response.statusCode).toBe(200);
        expect(response.rawPayload.equals(body ?? Buffer.alloc(0))).toBe(true);
        if (encoding === 'gzip') expect(gunzipSync(response.rawPayload).toString('utf8')).toBe(BODY);
        expect(response.headers).toMatchObject({
          ...SECURITY,
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'public, max-age=60',
          vary: 'Accept-Encoding',
          etag: answer.etag,
          age: '30',
          'content-length': String(body?.length),
          'x-request-id': expect.any(String),
        });
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.connection).not.toBe('close');
      }
    }
  });

  it('sends no header line twice', async () => {
    const { app } = await storedApp();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    for (let send = 0; send < 2; send += 1) {
      const names = await new Promise<string[]>((resolve, reject) => {
        get({ port, host: '127.0.0.1', path: '/answer', headers: { 'accept-encoding': 'br' } }, (response) => {
          response.resume();
          resolve(response.rawHeaders.filter((_value, index) => index % 2 === 0).map((name) => name.toLowerCase()));
        }).on('error', reject);
      });
      expect(names).toContain('x-request-id');
      expect(new Set(names).size).toBe(names.length);
    }
    await app.close();
  });

  it('is 304 without a body when the client holds it, and closes the connection once shutdown began', async () => {
    const { app, answer } = await storedApp(true);
    const response = await app.inject({ url: '/answer', headers: { 'if-none-match': answer.etag, 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(304);
    expect(response.rawPayload.length).toBe(0);
    expect(response.headers).toMatchObject({ etag: answer.etag, 'cache-control': 'public, max-age=60', ...SECURITY, connection: 'close' });
    expect(response.headers['content-encoding']).toBeUndefined();
  });
});
