// The HTML page cache over real HTTP against the sample upstreams: pages kept per URL and per
// page-cookie variant, one render for concurrent misses, nothing degraded, private or failed
// kept, and no nonce in what is kept. Needs the client build (`npm run build`).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { SCRIPT_LOADER } from '../../../server/ssr/page-scripts';
import { scriptHashSource } from '../../../server/ssr/security';
import { faultyUpstreams } from '../../support/faulty-upstreams';
import type { TestGateway } from '../../support/gateway';
import { gatewaysPerTest } from '../../support/built-gateways';

const faulty = faultyUpstreams({ slowMs: 50 });
const startGateway = gatewaysPerTest();
function gatewayWith(env: Record<string, string> = {}): Promise<TestGateway> {
  return startGateway({ upstreams: faulty.upstreams, env: { ...faulty.env, ...env } });
}

function renders(gateway: TestGateway): number {
  const pages = gateway.app.gateway.hotPath.pageCache;
  if (!pages) throw new Error('the page cache is off: is the client built?');
  return pages.renders;
}

function page(gateway: TestGateway, path: string, cookie?: string) {
  const request = gateway.http().get(path).set('accept', 'text/html').set('accept-encoding', 'br, gzip');
  return cookie ? request.set('cookie', cookie) : request;
}

describe('anonymous pages from the page cache', () => {
  it('keeps a page per URL and per page-cookie variant, and serves it again without rendering', async () => {
    const gateway = await gatewayWith();
    const first = await page(gateway, '/visit').expect(200);
    const again = await page(gateway, '/visit').expect(200);
    expect(renders(gateway)).toBe(1);
    expect(again.text).toBe(first.text);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['content-encoding']).toBe('br');
    expect(again.headers.vary).toBe('Cookie, Accept-Encoding');
    expect(again.headers['cache-control']).toMatch(/^public, stale-while-revalidate=\d+, max-age=\d+$/);
    expect(again.headers['permissions-policy']).toContain('camera=()');

    // Cookies that change nothing on the page share its entry; the consent cookie is another variant.
    await page(gateway, '/visit', 'analytics=abc; theme=dark').expect(200);
    expect(renders(gateway)).toBe(1);
    const consented = await page(gateway, '/visit', 'pma_cookie=true').expect(200);
    expect(renders(gateway)).toBe(2);
    expect(consented.text).not.toBe(first.text);
    await page(gateway, '/visit', 'theme=dark; pma_cookie=true').expect(200);
    expect(renders(gateway)).toBe(2);

    // Another URL (the query string is part of it) is another page.
    await page(gateway, '/visit?ref=newsletter').expect(200);
    expect(renders(gateway)).toBe(3);
    // A client holding the page gets 304.
    await page(gateway, '/visit').set('if-none-match', String(first.headers.etag)).expect(304);
    expect(renders(gateway)).toBe(3);
  });

  it('keeps one page for URLs that differ only in campaign tags and click ids', async () => {
    const gateway = await gatewayWith();
    const plain = await page(gateway, '/search?q=vase').expect(200);
    const tagged = await page(gateway, '/search?q=vase&utm_source=newsletter&fbclid=IwAR0abc').expect(200);
    expect(renders(gateway)).toBe(1);
    expect(tagged.text).toBe(plain.text);
    expect(tagged.headers.etag).toBe(plain.headers.etag);

    // Asked first with a click id: kept under the URL without it, so the plain URL finds the same page.
    const clicked = await page(gateway, '/collection/object/6268?gclid=Cj0KCQ-one-click').expect(200);
    const again = await page(gateway, '/collection/object/6268').expect(200);
    expect(renders(gateway)).toBe(2);
    expect(again.text).toBe(clicked.text);

    // The parameters a page reads still make another page; so does every parameter when none is ignored.
    await page(gateway, '/search?q=bowl&utm_source=newsletter').expect(200);
    expect(renders(gateway)).toBe(3);
    const keepsAll = await gatewayWith({ PAGE_CACHE_IGNORED_PARAMS: 'none' });
    await page(keepsAll, '/search?q=vase').expect(200);
    await page(keepsAll, '/search?q=vase&utm_source=newsletter').expect(200);
    expect(renders(keepsAll)).toBe(2);
  });

  it('renders once for concurrent misses of one page: every request waits on the one render', async () => {
    const gateway = await gatewayWith({ UPSTREAM_TIMEOUT_MS: '120000', REQUEST_DEADLINE_MS: '120000' });
    let arrived = 0;
    gateway.app.server.on('request', () => (arrived += 1));
    // The content service holds its answers until the test lets them go.
    await faulty.proxies.content.set('hold');
    const asked = faulty.proxies.content.requests;
    const pending = Array.from({ length: 10 }, () => page(gateway, '/visit').then((response) => response));
    await expect.poll(() => arrived, { timeout: 30_000 }).toBe(10);
    await expect.poll(() => faulty.proxies.content.requests, { timeout: 30_000 }).toBeGreaterThan(asked);
    expect(renders(gateway)).toBe(1);

    await faulty.proxies.content.set('pass');
    const responses = await Promise.all(pending);
    expect(responses.map((response) => response.status)).toEqual(Array.from({ length: 10 }, () => 200));
    expect(new Set(responses.map((response) => response.headers.etag)).size).toBe(1);
    expect(renders(gateway)).toBe(1);
  });

  it('keeps no degraded page: a search page whose search failed is sent no-store and rendered again', async () => {
    const gateway = await gatewayWith();
    await faulty.proxies.search.set('500');
    const degraded = await page(gateway, '/search?q=vase').expect(200);
    expect(degraded.headers['cache-control']).toBe('no-store');
    expect(degraded.headers.etag).toBeUndefined();
    await page(gateway, '/search?q=vase').expect(200);
    expect(renders(gateway)).toBe(2);

    await faulty.proxies.search.set('pass');
    const whole = await page(gateway, '/search?q=vase').expect(200);
    expect(whole.headers['cache-control']).toMatch(/^public/);
    await page(gateway, '/search?q=vase').expect(200);
    expect(renders(gateway)).toBe(3);
  });

  it('keeps no error page, no redirect and no preview', async () => {
    const gateway = await gatewayWith();
    for (const [path, status] of [
      ['/no/such/page-anywhere', 404],
      ['/calendar/current-exhibitions', 302],
      ['/preview?path=/visit', 200],
    ] as const) {
      const before = renders(gateway);
      const first = await page(gateway, path);
      const second = await page(gateway, path);
      expect([first.status, second.status], path).toEqual([status, status]);
      expect(renders(gateway) - before, path).toBe(2);
      expect(second.headers.etag, path).toBeUndefined();
    }
    // A page whose content service is down (and that no cache holds yet) is the unavailable page.
    await faulty.proxies.content.set('down');
    await page(gateway, '/visit/locations-hours').expect(503);
    await page(gateway, '/visit/locations-hours').expect(503);
    expect(renders(gateway)).toBe(8);
  });

  it('keeps no nonce in the stored bytes: the CSP allows the one inline script by its hash', async () => {
    const gateway = await gatewayWith();
    await page(gateway, '/collection/object/6268').expect(200);
    const cached = await page(gateway, '/collection/object/6268').expect(200);
    expect(renders(gateway)).toBe(1);
    expect(cached.text).not.toMatch(/nonce/i);
    const csp = String(cached.headers['content-security-policy']);
    expect(csp).not.toContain('nonce-');
    const inline = [...cached.text.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('window.__ROUTE_ANSWERS__');
    const hash = createHash('sha256').update(inline[0] ?? '').digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
    // The script loader, the same text on every page, is allowed by its own hash; it preloads the page's chunk, named by the build's manifest.
    expect(csp).toContain(scriptHashSource(SCRIPT_LOADER));
    expect(cached.text).toContain(`<script type="module">${SCRIPT_LOADER}</script>`);
    expect(inline[0]).toMatch(/window\.__PAGE_SCRIPTS__=\{"entry":"\/assets\/main-[\w-]+\.js","preload":\[[^\]]*"\/assets\/CollectionObjectPage-[\w-]+\.js"/);
  });

  it('is off with PAGE_CACHE_SECONDS=0: every request renders', async () => {
    const gateway = await gatewayWith({ PAGE_CACHE_SECONDS: '0' });
    await page(gateway, '/visit').expect(200);
    const second = await page(gateway, '/visit').expect(200);
    expect(renders(gateway)).toBe(2);
    expect(second.headers['cache-control']).toMatch(/^public, stale-while-revalidate=\d+, max-age=\d+$/);
  });
});
