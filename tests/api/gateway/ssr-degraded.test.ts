// Server rendering with one sample upstream down: the page still renders, only the part that
// depends on the missing upstream degrades. Needs the client build (`npm run build`).
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';

let gateway: TestGateway | undefined;
beforeAll(() => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
});
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

function html(path: string) {
  if (!gateway) throw new Error('no gateway');
  return gateway.http().get(path).set('accept', 'text/html');
}

describe('server rendering with an upstream down', () => {
  it('renders the full chrome and page when every upstream is up', async () => {
    gateway = await startGateway();
    const page = await html('/visit').expect(200);
    expect(page.text).toContain('<nav');
    expect(page.text).toMatch(/<h1[^>]*>Plan Your Visit<\/h1>/);
    expect(page.text).toContain('Open today 10:00 a.m.–5:00 p.m.');
    expect(page.text).toContain('window.__ROUTE_ANSWERS__');
  });

  it('keeps a page that needs no content rendering when the content service is down, with the chrome bare', async () => {
    gateway = await startGateway();
    await gateway.upstreams.stop('content');
    const page = await html('/test').expect(200);
    expect(page.text).toContain('class="test-block"');
    expect(page.text).toContain('id="main"');
    expect(page.text).not.toContain('Open today');
  });

  it('answers 503 "temporarily unavailable" for a content page whose content cannot be fetched, never a false 404', async () => {
    gateway = await startGateway();
    await gateway.upstreams.stop('content');
    const page = await html('/visit').expect(503);
    expect(page.text).toContain('This page is temporarily unavailable');
    expect(page.text).not.toContain('Oops!');
    expect(page.headers['cache-control']).toBe('no-store');
  });

  it('still renders content pages with their chrome when the search service is down', async () => {
    gateway = await startGateway();
    await gateway.upstreams.stop('search');
    const page = await html('/visit').expect(200);
    expect(page.text).toMatch(/<h1[^>]*>Plan Your Visit<\/h1>/);
    expect(page.text).toContain('Open today 10:00 a.m.–5:00 p.m.');
  });
});

describe('server rendering of the collection object page: statuses and an upstream down', () => {
  it('renders an object with its related parts, and answers 404 with the not-found view for unknown or malformed ids', async () => {
    gateway = await startGateway();
    const page = await html('/collection/object/5812').expect(200);
    expect(page.text).toMatch(/<h1[^>]*>Indians in a Storm: Night Scene<\/h1>/);
    expect(page.text).toContain('More like this:');
    expect(page.text).toContain('Explore More');
    for (const path of ['/collection/object/999999', '/collection/object/not-an-id']) {
      const missing = await html(path).expect(404);
      expect(missing.text).toContain('Oops!');
      expect(missing.headers['cache-control']).toBe('no-store');
    }
  });

  it('still renders the object, without More like this and Explore More, when the document API is down', async () => {
    gateway = await startGateway();
    await gateway.upstreams.stop('search');
    const page = await html('/collection/object/5812').expect(200);
    expect(page.text).toMatch(/<h1[^>]*>Indians in a Storm: Night Scene<\/h1>/);
    expect(page.text).toContain('Object Details');
    expect(page.text).not.toContain('More like this:');
    expect(page.text).not.toContain('Explore More');
  });

  it('answers 503 "temporarily unavailable", never a false 404, when the collection API is down', async () => {
    gateway = await startGateway();
    await gateway.upstreams.stop('collection');
    const page = await html('/collection/object/5812').expect(503);
    expect(page.text).toContain('This page is temporarily unavailable');
    expect(page.text).not.toContain('Oops!');
  });
});
