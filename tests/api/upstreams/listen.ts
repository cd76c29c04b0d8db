import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { museumNow } from '../../../upstreams/clock';

/** The pinned museum clock every upstream test builds its data around (a Sunday). */
export const TEST_NOW = '2026-11-22T10:00:00-05:00';
export const testNow = () => museumNow(TEST_NOW);

/** Building the search indexes takes a few seconds on a busy machine. */
export const START_TIMEOUT = 60_000;

/** Starts an app on a free loopback port; resolves to its base URL (no trailing slash). */
export async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('the app is not listening on a TCP port');
  return `http://127.0.0.1:${address.port}`;
}

/** Serves one sample app for the calling test file (real HTTP on a free port), closed after its tests; `base` is its URL once started. */
export function serveApp(build: () => Promise<FastifyInstance>): { readonly base: string } {
  let app: FastifyInstance | undefined;
  const served = { base: '' };
  beforeAll(async () => {
    app = await build();
    served.base = await listen(app);
  }, START_TIMEOUT);
  afterAll(() => app?.close());
  return served;
}

export interface JsonResponse<T> {
  status: number;
  headers: Headers;
  body: T;
}

/** One HTTP request over the network; the answer's body parsed as JSON. */
export async function requestJson<T = unknown>(url: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<JsonResponse<T>> {
  const hasBody = init.body !== undefined;
  const response = await fetch(url, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: hasBody ? JSON.stringify(init.body) : undefined,
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as T };
}
