import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { RequestLog } from '../../../server/http/request-log';

/** A Fastify app at the production log level (info) whose log lines the test reads. */
async function appWith(slowMs: number) {
  const lines: Array<{ level: number; msg: string; req?: { url: string }; res?: { statusCode: number } }> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'info', stream }, logController: new RequestLog(slowMs) });
  app.get('/ok', async () => ({ ok: true }));
  app.get('/fails', async (_request, reply) => reply.code(503).send({ ok: false }));
  app.get('/throws', async () => {
    throw new Error('boom');
  });
  await app.ready();
  return { app, lines };
}

describe('request logs', () => {
  it('say nothing at info about requests that went well', async () => {
    const { app, lines } = await appWith(60_000);
    for (let i = 0; i < 5; i += 1) await app.inject({ url: '/ok' });
    await app.inject({ url: '/nowhere' });
    expect(lines).toEqual([]);
    await app.close();
  });

  it('warn about failed and slow requests with their method, URL and status, and log errors', async () => {
    const { app, lines } = await appWith(60_000);
    await app.inject({ url: '/fails' });
    await app.inject({ url: '/throws' });
    expect(lines.map((line) => [line.level, line.msg, line.req?.url, line.res?.statusCode])).toEqual([
      [40, 'request failed', '/fails', 503],
      [50, 'boom', '/throws', 500],
      [40, 'request failed', '/throws', 500],
    ]);
    await app.close();

    const slow = await appWith(0);
    await slow.app.inject({ url: '/ok' });
    expect(slow.lines.map((line) => [line.level, line.msg, line.req?.url])).toEqual([[40, 'slow request', '/ok']]);
    await slow.app.close();
  });
});
