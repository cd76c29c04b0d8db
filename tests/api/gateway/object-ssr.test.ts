// Server rendering of the collection object page: statuses for found, unknown and unreachable
// objects, and the page without its related parts when the document API is down. Needs the client
// build (`npm run build`).
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

describe('server rendering of the collection object page', () => {
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
