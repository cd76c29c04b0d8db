import { randomUUID } from 'node:crypto';
import { encodeSignatureHeader } from '@sanity/webhook';
import type supertest from 'supertest';
import { afterAll, beforeAll, expect } from 'vitest';
import { SAMPLE_EDITOR_TOKEN, startUpstreams } from '../../../upstreams/start';
import type { RunningUpstreams } from '../../../upstreams/start';
import { gatewaysPerTest } from '../../support/built-gateways';
import { parseMetrics, sampleValue } from '../../support/prometheus';
import { TEST_NOW, type TestGateway } from '../../support/gateway';

/** The content webhook's secret in these tests. */
export const WEBHOOK_SECRET = 'api-test-webhook-secret-0123';

export interface WebhookCall {
  secret?: string;
  /** When it was signed (ms since the epoch; default now). */
  signedAt?: number;
  idempotencyKey?: string;
  /** Sent as it is instead of the JSON of the body (oversized, malformed). */
  raw?: string;
  /** No signature header at all. */
  unsigned?: boolean;
}

/**
 * For a test file that publishes: its own sample upstreams (what its tests change stays in the file),
 * and gateways on them with the content webhook on (its secret; the WordPress poll off unless `env`
 * says otherwise), closed after each test. Needs the client build.
 */
export function publishingGateways(): { readonly upstreams: RunningUpstreams; gatewayWith: (env?: Record<string, string>) => Promise<TestGateway> } {
  let started: RunningUpstreams | undefined;
  beforeAll(async () => {
    started = await startUpstreams({ now: TEST_NOW });
  }, 120_000);
  afterAll(() => started?.close());
  const startGateway = gatewaysPerTest();
  const running = (): RunningUpstreams => {
    if (!started) throw new Error('the sample upstreams start before the tests');
    return started;
  };
  return {
    get upstreams() {
      return running();
    },
    gatewayWith: (env = {}) => startGateway({ upstreams: running(), env: { CONTENT_WEBHOOK_SECRET: WEBHOOK_SECRET, PRESCHINA_POLL_SECONDS: '0', ...env } }),
  };
}

/**
 * A webhook call as the content service sends it: the body, signed by @sanity/webhook's encoder.
 * Awaited, it is the response; `.expect(status)` also checks the status, as supertest's does.
 */
export function sendWebhook(gateway: TestGateway, body: object, call: WebhookCall = {}): Promise<supertest.Response> & { expect: (status: number) => Promise<supertest.Response> } {
  const sent = (async () => {
    const text = call.raw ?? JSON.stringify(body);
    const request = gateway.http().post('/hooks/content').set('content-type', 'application/json').set('idempotency-key', call.idempotencyKey ?? randomUUID());
    if (!call.unsigned) request.set('sanity-webhook-signature', await encodeSignatureHeader(text, call.signedAt ?? Date.now(), call.secret ?? WEBHOOK_SECRET));
    return request.send(text);
  })();
  const expectStatus = async (status: number) => {
    const response = await sent;
    if (response.status !== status) throw new Error(`expected the webhook to answer ${status}, got ${response.status}: ${response.text}`);
    return response;
  };
  return Object.assign(sent, { expect: expectStatus });
}

/** One transaction through the sample content service's mutation API, with the editor's token. */
export async function mutate(upstreams: RunningUpstreams, mutations: object[]): Promise<void> {
  const response = await fetch(`${upstreams.urls.content}/v2025-02-19/data/mutate/production`, {
    method: 'POST',
    headers: { authorization: `Bearer ${SAMPLE_EDITOR_TOKEN}`, 'content-type': 'application/json' },
    body: JSON.stringify({ mutations }),
  });
  if (!response.ok) throw new Error(`mutation refused: HTTP ${response.status} ${await response.text()}`);
}

export function page(gateway: TestGateway, path: string) {
  return gateway.http().get(path).set('accept', 'text/html').set('accept-encoding', 'identity');
}

/** Renders the pages once, and checks that asking again is answered from the cache. */
export async function warm(gateway: TestGateway, paths: readonly string[]): Promise<void> {
  for (const path of paths) await page(gateway, path).expect(200);
  for (const path of paths) expect(await rendersAgain(gateway, path), `${path} is cached`).toBe(false);
}

/** Pages this gateway has rendered so far. */
export function renders(gateway: TestGateway): number {
  const pages = gateway.app.gateway.hotPath.pageCache;
  if (!pages) throw new Error('the page cache is off: is the client built?');
  return pages.renders;
}

/** Whether asking for `path` renders it (true) or is answered from the cache (false). */
export async function rendersAgain(gateway: TestGateway, path: string): Promise<boolean> {
  const before = renders(gateway);
  await page(gateway, path).expect(200);
  return renders(gateway) > before;
}

/** A metric of the gateway's, summed over the samples with these labels. */
export async function metric(gateway: TestGateway, name: string, labels: Record<string, string> = {}): Promise<number> {
  return sampleValue(parseMetrics(await gateway.app.gateway.observability.metrics.text()), name, labels);
}

/** Waits for a state (never for a time): checks again until it holds, failing after `timeoutMs`. */
export async function until(what: string, check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
