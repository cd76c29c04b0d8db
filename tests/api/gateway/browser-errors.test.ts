import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parseEnvelope, type Event } from '@sentry/core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { RunningUpstreams } from '../../../upstreams/start';
import { startUpstreams } from '../../../upstreams/start';
import type { GatewayOverrides, TestGateway } from '../../support/gateway';
import { startGateway, TEST_NOW } from '../../support/gateway';
import type { Sample } from '../../support/prometheus';
import { sampleValue, scrape } from '../../support/prometheus';

// POST /errors (docs/guides/browser-errors.md): reports checked, capped and limited before anything
// is kept; accepted ones scrubbed, counted, logged with page and release, and forwarded as Sentry
// envelopes when a DSN is set. Metrics are read over HTTP from the gateway's metrics listener.

const ERRORS = 'gateway_browser_errors_total';
const FORWARDS = 'gateway_browser_error_forwards_total';

interface LogLine {
  msg: string;
  level: number;
  browserError?: { kind: string; name: string; message: string; stack: string[]; page: string; release: string };
}

const REPORT = {
  kind: 'error',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'title') at https://museum.example/search?q=ada@example.org#results",
  stack: [
    "TypeError: Cannot read properties of undefined (reading 'title')",
    '    at ObjectHeadline (https://museum.example/assets/ObjectView-B1x2.js?v=3:1:2345)',
    '    at renderWithHooks (https://museum.example/assets/main-C3d4.js:8:901)',
  ].join('\n'),
  page: '/collection/object/:id',
  release: 'museum-site@0.1.0+abc1234',
};

let upstreams: RunningUpstreams;
const gateways: TestGateway[] = [];
beforeAll(async () => {
  upstreams = await startUpstreams({ now: TEST_NOW });
});
afterEach(async () => {
  await Promise.all(gateways.splice(0).map((gateway) => gateway.close()));
});
afterAll(() => upstreams.close());

/** A gateway with its metrics on a free port and its log lines (at info) collected. */
async function reportingGateway(env: Record<string, string> = {}, overrides: GatewayOverrides = {}) {
  const raw: string[] = [];
  const gateway = await startGateway({ upstreams, logStream: { write: (line) => void raw.push(line) }, env: { METRICS_PORT: '0', METRICS_HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env }, ...overrides });
  gateways.push(gateway);
  const address = await gateway.app.gateway.observability.serveMetrics();
  if (address === null) throw new Error('the metrics listener did not start');
  return {
    gateway,
    metrics: (): Promise<Sample[]> => scrape(`http://127.0.0.1:${address.port}/metrics`),
    logs: () => raw.map((line) => JSON.parse(line) as LogLine).filter((line) => line.msg === 'browser error'),
    report: (body: unknown, ip = '203.0.113.7') => gateway.http().post('/errors').set('x-forwarded-for', ip).set('content-type', 'application/json').send(JSON.stringify(body)),
  };
}

describe('POST /errors', () => {
  it('accepts a report, counts it by kind, and logs it with its page and release, scrubbed of anything personal', async () => {
    const { metrics, logs, report } = await reportingGateway();
    const before = await metrics();
    const response = await report(REPORT).expect(202);
    expect(response.body).toEqual({ status: 'accepted' });
    expect(response.headers['cache-control']).toBe('no-store');
    await report({ ...REPORT, kind: 'rejection', name: undefined, stack: undefined, message: 'Failed to fetch' }).expect(202);
    await report({ ...REPORT, kind: 'boundary', message: 'Rendering failed' }).expect(202);

    const after = await metrics();
    for (const kind of ['error', 'rejection', 'boundary']) expect(sampleValue(after, ERRORS, { kind }) - sampleValue(before, ERRORS, { kind }), kind).toBe(1);

    const [logged, rejection] = logs();
    expect(logged?.browserError).toEqual({
      kind: 'error',
      name: 'TypeError',
      // The URL keeps its path only; the email address in it (a search) is gone with the query string.
      message: "Cannot read properties of undefined (reading 'title') at https://museum.example/search",
      stack: [
        "TypeError: Cannot read properties of undefined (reading 'title')",
        'at ObjectHeadline (https://museum.example/assets/ObjectView-B1x2.js:1:2345)',
        'at renderWithHooks (https://museum.example/assets/main-C3d4.js:8:901)',
      ],
      page: '/collection/object/:id',
      release: 'museum-site@0.1.0+abc1234',
    });
    expect(rejection?.browserError).toMatchObject({ kind: 'rejection', name: 'Error', message: 'Failed to fetch', stack: [] });
  });

  it('keeps nothing personal of what a report carries: emails, long numbers, tokens, query strings and fragments', async () => {
    const { logs, report } = await reportingGateway();
    await report({
      ...REPORT,
      message: 'Sign-up failed for jane.doe+news@example.org, card 4111 1111 1111 1111, phone 215-763-8100, token eyJhbGciOiJIUzI1NiJ9abcdefghijklmnopqrstuv, year 2026',
      stack: 'at f (https://user:secret@museum.example/feedback?email=a@b.org&name=Ada#thanks:2:3)',
      page: '/feedback?url=https%3A%2F%2Fmuseum.example%2Fx&email=ada@example.org#top',
    }).expect(202);
    const logged = logs().at(-1)?.browserError;
    expect(logged?.message).toBe('Sign-up failed for [email], card [number], phone [number], token [id], year 2026');
    expect(logged?.stack).toEqual(['at f (https://museum.example/feedback:2:3)']);
    expect(logged?.page).toBe('/feedback');
    expect(JSON.stringify(logged)).not.toMatch(/ada|jane|4111|8100|secret|eyJ/i);
  });

  it.each([
    ['an unknown field', { ...REPORT, userEmail: 'ada@example.org' }],
    ['an unknown kind', { ...REPORT, kind: 'warning' }],
    ['no message', { ...REPORT, message: undefined }],
    ['a page that is no path', { ...REPORT, page: 'https://elsewhere.example/x' }],
    ['a message over 1000 characters', { ...REPORT, message: 'x'.repeat(1001) }],
    ['a release that is no build name', { ...REPORT, release: 'v1 <script>' }],
    ['a list instead of a report', [REPORT]],
  ])('refuses a report with %s (400), without a trace in the metrics or the log', async (_what, body) => {
    const { metrics, logs, report } = await reportingGateway();
    const before = await metrics();
    const response = await report(body).expect(400);
    expect(response.body.error).toBe('INVALID_REPORT');
    expect(sampleValue(await metrics(), ERRORS) - sampleValue(before, ERRORS)).toBe(0);
    expect(logs()).toEqual([]);
  });

  it('refuses a body over 8 KB (413) and anything but a JSON report (400, 415), uncounted', async () => {
    const { gateway, metrics, logs, report } = await reportingGateway();
    const before = await metrics();
    await report({ ...REPORT, stack: 'at f (x:1:1)\n'.repeat(800) }).expect(413);
    await gateway.http().post('/errors').set('content-type', 'text/plain').send('Error: boom').expect(400);
    await gateway.http().post('/errors').set('content-type', 'application/xml').send('<error/>').expect(415);
    await gateway.http().post('/errors').set('content-type', 'application/json').send('{"kind":').expect(400);
    expect(sampleValue(await metrics(), ERRORS) - sampleValue(before, ERRORS)).toBe(0);
    expect(logs()).toEqual([]);
  });

  it('limits each client to ERROR_REPORTING_RATE_LIMIT reports a window: a flood is refused (429) and not counted', async () => {
    const { metrics, logs, report } = await reportingGateway({ ERROR_REPORTING_RATE_LIMIT: '3/60' });
    const before = await metrics();
    const answers = [];
    for (let sent = 0; sent < 8; sent += 1) answers.push((await report(REPORT)).status);
    expect(answers).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    const refused = await report(REPORT).expect(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client has its own budget.
    await report(REPORT, '198.51.100.4').expect(202);
    expect(sampleValue(await metrics(), ERRORS) - sampleValue(before, ERRORS)).toBe(4);
    expect(logs()).toHaveLength(4);
  });

  it('logs and forwards only the sampled share (ERROR_REPORTING_SAMPLE_RATE), counting every report', async () => {
    const { metrics, logs, report } = await reportingGateway({ ERROR_REPORTING_SAMPLE_RATE: '0' });
    const before = await metrics();
    await report(REPORT).expect(202);
    await report(REPORT).expect(202);
    expect(sampleValue(await metrics(), ERRORS, { kind: 'error' }) - sampleValue(before, ERRORS, { kind: 'error' })).toBe(2);
    expect(logs()).toEqual([]);
  });
});

describe('forwarding to a Sentry-compatible DSN', () => {
  let receiver: Server;
  const received: { url: string; contentType: string | undefined; body: string }[] = [];
  let status = 200;
  beforeAll(async () => {
    receiver = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', contentType: request.headers['content-type'], body: Buffer.concat(chunks).toString('utf8') });
        response.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => receiver.close(() => resolve())));

  it('sends each sampled report as a Sentry envelope event to the DSN’s project, authenticated with its key', async () => {
    const { port } = receiver.address() as AddressInfo;
    const { metrics, report } = await reportingGateway({ ERROR_REPORTING_DSN: `http://publickey123@127.0.0.1:${port}/42`, ERROR_REPORTING_ENVIRONMENT: 'staging' });
    received.length = 0;
    await report(REPORT).expect(202);
    await expect.poll(() => received.length).toBe(1);
    const [sent] = received;
    const url = new URL(sent?.url ?? '', 'http://receiver');
    expect(url.pathname).toBe('/api/42/envelope/');
    expect(url.searchParams.get('sentry_key')).toBe('publickey123');
    expect(sent?.contentType).toBe('application/x-sentry-envelope');

    const [headers, items] = parseEnvelope(sent?.body ?? '');
    const [[itemHeader, event]] = items as unknown as [[{ type: string }, Event]];
    expect(itemHeader.type).toBe('event');
    expect(headers.event_id).toBe(event.event_id);
    expect(event).toMatchObject({
      platform: 'javascript',
      level: 'error',
      release: 'museum-site@0.1.0+abc1234',
      environment: 'staging',
      transaction: '/collection/object/:id',
      tags: { kind: 'error' },
    });
    const exception = event.exception?.values?.[0];
    expect(exception).toMatchObject({ type: 'TypeError', value: "Cannot read properties of undefined (reading 'title') at https://museum.example/search" });
    // Outermost frame first, as Sentry orders them.
    expect(exception?.stacktrace?.frames?.map((frame) => [frame.function, frame.filename, frame.lineno, frame.colno])).toEqual([
      ['renderWithHooks', 'https://museum.example/assets/main-C3d4.js', 8, 901],
      ['ObjectHeadline', 'https://museum.example/assets/ObjectView-B1x2.js', 1, 2345],
    ]);
    expect(sent?.body).not.toMatch(/ada@example|\?q=/);
    await expect.poll(async () => sampleValue(await metrics(), FORWARDS, { outcome: 'sent' })).toBe(1);
  });

  it('counts a forward the service refuses as failed, and answers the browser all the same', async () => {
    const { port } = receiver.address() as AddressInfo;
    const { metrics, report } = await reportingGateway({ ERROR_REPORTING_DSN: `http://publickey123@127.0.0.1:${port}/42` });
    status = 503;
    try {
      await report(REPORT).expect(202);
      await expect.poll(async () => sampleValue(await metrics(), FORWARDS, { outcome: 'failed' })).toBe(1);
    } finally {
      status = 200;
    }
  });

  it('forwards nothing by default', async () => {
    const { gateway } = await reportingGateway();
    expect(gateway.config.observability.browserErrors.dsn).toBeNull();
  });
});
