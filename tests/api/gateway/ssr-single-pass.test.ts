// The server's request path for pages: the route's query runs once, then the page renders once.
// Needs the client build (`npm run build`).
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

describe('one query per route, one render per page', () => {
  it('asks the search service once for a search page: the results, never the hidden suggestions', async () => {
    gateway = await startGateway();
    const before = gateway.upstreamRequests('search');
    const page = await html('/search?q=vase').expect(200);
    expect(page.text).toContain('class="search-results');
    expect(gateway.upstreamRequests('search') - before).toBe(1);
  });

  it('asks each upstream once for an object page, and nothing more for a second render of it', async () => {
    gateway = await startGateway();
    await html('/collection/object/5812').expect(200);
    const collection = gateway.upstreamRequests('collection');
    const search = gateway.upstreamRequests('search');
    expect(collection).toBe(1);
    expect(search).toBe(1);
    await html('/collection/object/5812').expect(200);
    expect(gateway.upstreamRequests('collection')).toBe(collection);
    expect(gateway.upstreamRequests('search')).toBe(search);
  });

  it('names the page and the view it rendered, whose code the browser loads before it hydrates', async () => {
    gateway = await startGateway();
    const page = await html('/about/mission-history').expect(200);
    const named = /window\.__PAGE_MODULES__=(\[.*?\])(?:;window\.|<\/script>)/.exec(page.text);
    expect(JSON.parse(named?.[1] ?? '[]')).toEqual(['pages/content/ContentPage.tsx', 'pages/content/views/GenericPageView.tsx']);
    const exhibition = await html('/calendar/exhibition/threads-of-light').expect(200);
    expect(exhibition.text).toContain('"pages/content/views/ExhibitionView.tsx"');
    expect(exhibition.text).not.toContain('"pages/content/views/GenericPageView.tsx"');
  });

  it('hands a failed route query to the browser with its code, so hydration keeps the degraded view', async () => {
    gateway = await startGateway();
    await gateway.upstreams.stop('content');
    const page = await html('/visit').expect(503);
    const failures = /window\.__ROUTE_FAILURES__=(\{.*?\})(?:;window\.|<\/script>)/.exec(page.text);
    expect(failures).not.toBeNull();
    const parsed = JSON.parse(failures?.[1] ?? '{}') as Record<string, { codes: string[] }>;
    expect(Object.keys(parsed).sort()).toEqual(['Chrome:{}', 'ContentPage:{"path":"/visit"}']);
    expect(parsed['ContentPage:{"path":"/visit"}']?.codes).toContain('UPSTREAM_UNAVAILABLE');
  });

  it('hands over no failures when every route query loaded', async () => {
    gateway = await startGateway();
    const page = await html('/visit').expect(200);
    expect(page.text).toContain('window.__ROUTE_ANSWERS__');
    expect(page.text).not.toContain('__ROUTE_FAILURES__');
  });
});
