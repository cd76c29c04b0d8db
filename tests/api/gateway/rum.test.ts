// Real-user monitoring's endpoint (server/routes/rum.ts): beacons as browsers send them
// (navigator.sendBeacon: text/plain), over real HTTP. Only a whole, believable beacon reaches the
// RUM histograms; every other is refused and leaves them as they were. Needs the client build (the
// router's route templates come with it).
import { describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { gatewaysPerTest } from '../../support/built-gateways';

const startGateway = gatewaysPerTest();
const gatewayWith = (env: Record<string, string> = {}): Promise<TestGateway> => startGateway({ env: { NODE_ENV: 'production', ...env } });

/** The RUM histograms' samples (every line of the four families), as the metrics endpoint would print them. */
async function rumSamples(gateway: TestGateway): Promise<string[]> {
  const text = await gateway.app.gateway.observability.metrics.text();
  return text.split('\n').filter((line) => line.startsWith('gateway_rum_'));
}

function send(gateway: TestGateway, body: string, type = 'text/plain;charset=UTF-8') {
  return gateway.http().post('/rum').set('content-type', type).send(body);
}

const GOOD = { route: '/collection/object/:id', metrics: [{ name: 'LCP', value: 1800 }, { name: 'CLS', value: 0.02 }, { name: 'INP', value: 120 }, { name: 'TTFB', value: 350 }] };

describe('POST /rum', () => {
  it('records a beacon in each vital’s histogram by route template, in seconds (CLS as a score)', async () => {
    const gateway = await gatewayWith();
    const response = await send(gateway, JSON.stringify(GOOD)).expect(204);
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = await rumSamples(gateway);
    expect(samples).toContain('gateway_rum_lcp_seconds_bucket{le="2",route="/collection/object/:id"} 1');
    expect(samples).toContain('gateway_rum_lcp_seconds_bucket{le="1.5",route="/collection/object/:id"} 0');
    expect(samples).toContain('gateway_rum_inp_seconds_sum{route="/collection/object/:id"} 0.12');
    expect(samples).toContain('gateway_rum_cls_bucket{le="0.05",route="/collection/object/:id"} 1');
    expect(samples).toContain('gateway_rum_ttfb_seconds_count{route="/collection/object/:id"} 1');
    // JSON is taken too; the content pages' catch-all is a template like any other.
    await send(gateway, JSON.stringify({ route: '*', metrics: [{ name: 'LCP', value: 900 }] }), 'application/json').expect(204);
    expect(await rumSamples(gateway)).toContain('gateway_rum_lcp_seconds_count{route="*"} 1');
  });

  it('refuses bad beacons without a trace in the RUM metrics', async () => {
    const gateway = await gatewayWith();
    const before = await rumSamples(gateway);
    const metric = (name: string, value: unknown) => JSON.stringify({ route: GOOD.route, metrics: [{ name, value }] });
    const malformed = [
      metric('FID', 12), // an unknown metric
      metric('LCP', -1),
      metric('LCP', 10_000_000), // out of range
      metric('CLS', 50),
      metric('INP', '120'), // a number as text
      metric('TTFB', null),
      `{"route":"${GOOD.route}","metrics":[{"name":"LCP","value":NaN}]}`, // not JSON
      JSON.stringify({ route: GOOD.route, metrics: [{ name: 'LCP', value: 1 }, { name: 'LCP', value: 2 }] }), // a vital twice
      JSON.stringify({ route: GOOD.route, metrics: [] }),
      JSON.stringify({ route: '/collection/object/6268', metrics: [{ name: 'LCP', value: 1 }] }), // a URL, not a template
      JSON.stringify({ route: 'https://museum.example.org/search?q=my+name', metrics: [{ name: 'LCP', value: 1 }] }),
      JSON.stringify({ ...GOOD, url: 'https://museum.example.org/collection/object/6268' }), // more than a beacon carries
      JSON.stringify({ ...GOOD, metrics: GOOD.metrics.map((each) => ({ ...each, visitor: 'someone@example.org' })) }),
      JSON.stringify([GOOD]),
      'LCP=1800',
    ];
    for (const body of malformed) expect((await send(gateway, body)).status, body).toBe(400);
    // Too large to read, and a type no browser's beacon has.
    expect((await send(gateway, JSON.stringify({ ...GOOD, route: 'x'.repeat(3000) }))).status).toBe(413);
    expect((await send(gateway, JSON.stringify(GOOD), 'image/png')).status).toBe(415);
    expect((await gateway.http().get('/rum')).status).not.toBe(204);
    expect(await rumSamples(gateway)).toEqual(before);
  });

  it('refuses a flood from one address past RUM_RATE_LIMIT, with Retry-After, and takes another address', async () => {
    const gateway = await gatewayWith({ RUM_RATE_LIMIT: '3/600' });
    const from = (address: string) => ({ 'x-forwarded-for': address });
    for (let i = 0; i < 3; i += 1) await send(gateway, JSON.stringify(GOOD)).set(from('203.0.113.7')).expect(204);
    const counted = await rumSamples(gateway);
    for (let i = 0; i < 5; i += 1) {
      const refused = await send(gateway, JSON.stringify(GOOD)).set(from('203.0.113.7')).expect(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await rumSamples(gateway)).toEqual(counted);
    await send(gateway, JSON.stringify(GOOD)).set(from('198.51.100.20')).expect(204);
  });
});
