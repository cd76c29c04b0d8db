import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway.close());

describe('health endpoints', () => {
  it('/healthz answers ok, uncached', async () => {
    const response = await gateway.http().get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('/readyz is ready while every upstream answers, and names the one that stops', async () => {
    const ready = await gateway.http().get('/readyz').expect(200);
    expect(ready.body).toEqual({ status: 'ready' });

    await gateway.upstreams.stop('search');
    const unready = await gateway.http().get('/readyz').expect(503);
    expect(unready.body.status).toBe('unavailable');
    expect(Object.keys(unready.body.failed)).toEqual(['search']);
    expect(unready.headers['cache-control']).toBe('no-store');
  });
});
