import { randomUUID } from 'node:crypto';
import { encodeSignatureHeader } from '@sanity/webhook';
import type supertest from 'supertest';
import { SAMPLE_EDITOR_TOKEN } from '../../../upstreams/start';
import type { RunningUpstreams } from '../../../upstreams/start';
import { parseMetrics, sampleValue } from '../../support/prometheus';
import type { TestGateway } from '../../support/gateway';

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
