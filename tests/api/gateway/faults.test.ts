import { afterEach, describe, expect, it } from 'vitest';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { CHROME_QUERY } from './queries';

let gateway: TestGateway | undefined;
afterEach(async () => {
  await gateway?.close();
  gateway = undefined;
});

describe('a failing content service', () => {
  it('degrades menus, alerts and locations to empty lists and reports the site field as UPSTREAM_UNAVAILABLE', async () => {
    gateway = await startGateway();
    await gateway.upstreams.stop('content');

    const lists = await gateway.graphql('{ alerts { id } navigation { primary { id } secondary { id } deepFooter { id } } locations { slug } }').expect(200);
    expect(lists.body).toEqual({ data: { alerts: [], navigation: { primary: [], secondary: [], deepFooter: [] }, locations: [] } });

    const site = await gateway.graphql('{ site { title } }').expect(200);
    expect(site.body.data).toBeNull();
    expect(site.body.errors).toEqual([
      { message: 'The content service is unavailable.', locations: [{ line: 1, column: 3 }], path: ['site'], extensions: { code: 'UPSTREAM_UNAVAILABLE', upstream: 'content' } },
    ]);
    expect(site.headers['cache-control']).toBe('no-store');

    const page = await gateway.graphql('{ page(path: "/visit") { ... on RoutedPage { id } } }').expect(200);
    expect(page.body.errors[0].extensions.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('leaves the rest of a response intact when another upstream is down', async () => {
    gateway = await startGateway();
    await gateway.upstreams.stop('search');
    const response = await gateway.graphql(CHROME_QUERY).expect(200);
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data.locations).toHaveLength(4);
  });

  it('serves the stale cached answer when the content service fails after the entry went stale', async () => {
    // Entries are stale at once and never revalidated in the background: every request asks the upstream.
    gateway = await startGateway({ cache: { ttlSeconds: { content: 0, search: 0, collection: 0, preschina: 0, images: 0 }, staleWhileRevalidateSeconds: 0 } });
    const fresh = await gateway.graphql(CHROME_QUERY).expect(200);
    const before = gateway.upstreamRequests('content');

    await gateway.upstreams.stop('content');
    // Another source text (a comment) is another whole-response cache key: this request must execute.
    const stale = await gateway.graphql(`${CHROME_QUERY}\n# again`).expect(200);
    expect(gateway.upstreamRequests('content')).toBeGreaterThan(before);
    expect(stale.body).toEqual(fresh.body);
  });
});
