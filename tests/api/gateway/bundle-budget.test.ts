// The bundle budget: the JavaScript a visitor downloads before a route can run — what the rendered
// page's script loader asks for before hydrating (server/ssr/page-scripts.ts): the entry, what it
// imports, the route's page chunk and the parts the render named, each with its imports — gzipped as
// the build gzips them, stays within its budget. Renders the built client with the sample upstreams.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../../client/routes';
import type { RouteHandle } from '../../../client/routing/routeQuery';
import { clientBuild, hasClientBuild } from '../../../server/ssr/build';
import type { TestGateway } from '../../support/gateway';
import { startGateway } from '../../support/gateway';
import { pageScriptsOf } from '../../support/page-scripts';

/**
 * The JavaScript the site adds above the framework on every first route, in kilobytes of gzip
 * (docs/guides/benchmarks.md, "First-route JavaScript"). The framework every page hydrates with —
 * React DOM, React and React Router, about 78 KB of gzip, its own chunk (`framework`, vite.config.ts)
 * — is the accepted floor; above it, each first route carries at most 20 KB. Apollo Client (with
 * rxjs and graphql, ~45 KB) is not part of any: hydration reads the answers the server rendered
 * with, and the browser loads Apollo Client when a visitor first asks for more.
 */
const SITE_BUDGET_KB = 20;
/** A page of every type, as a visitor's first route. */
const FIRST_ROUTES = [
  '/',
  '/search',
  '/search/collections/vase',
  '/collection/object/6268',
  '/calendar',
  '/calendar/view-all/all/tours',
  '/calendar/exhibition/gene-davis-hot-beat',
  '/calendar/event/art-after-5-2026-11-27',
  '/calendar/upcoming-exhibitions',
  '/calendar/past-exhibitions',
  '/preschina',
  '/preschina/abraham-lincoln',
  '/about/mission-history',
];
/** The framework's chunk, as the build names it. */
const FRAMEWORK_CHUNK = /^\/assets\/framework-[\w-]+\.js$/;

const clientDir = 'dist/client';
const manifestPath = join(clientDir, '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

/** What a file weighs on the wire: gzip (level 9, as the build's .gz files) and brotli (the build's .br, what browsers are sent). */
interface Weight {
  gzip: number;
  brotli: number;
}

function weigh(file: string): Weight {
  const bytes = readFileSync(join(clientDir, file));
  const brotli = existsSync(join(clientDir, `${file}.br`)) ? readFileSync(join(clientDir, `${file}.br`)).length : brotliCompressSync(bytes).length;
  return { gzip: gzipSync(bytes, { level: 9 }).length, brotli };
}

let gateway: TestGateway;
beforeAll(async () => {
  if (!hasClientBuild(clientBuild('dist'))) throw new Error('These tests render the built client: run `npm run build` first.');
  gateway = await startGateway();
});
afterAll(() => gateway.close());

/** Each JavaScript file the rendered page at `path` loads before it hydrates (its script loader's entry and preloads), with its weight. */
async function firstRouteFiles(path: string): Promise<Map<string, Weight>> {
  const response = await gateway.http().get(path).set('accept', 'text/html').expect(200);
  const scripts = pageScriptsOf(response.text);
  return new Map([scripts.entry, ...scripts.preload].map((file) => [file, weigh(file)]));
}

describe('bundle budget', () => {
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const kb = (bytes: number) => bytes / 1024;
  for (const path of FIRST_ROUTES) {
    it(`${path} adds at most ${SITE_BUDGET_KB} KB of gzipped JavaScript to the framework before it runs`, async () => {
      const files = await firstRouteFiles(path);
      const framework = [...files.keys()].filter((file) => FRAMEWORK_CHUNK.test(file));
      expect(framework, `${path} loads the framework's chunk`).toHaveLength(1);
      const site = [...files].filter(([file]) => !FRAMEWORK_CHUNK.test(file));
      const gzip = kb(site.reduce((sum, [, weight]) => sum + weight.gzip, 0));
      const brotli = kb(site.reduce((sum, [, weight]) => sum + weight.brotli, 0));
      const largest = site.sort((a, b) => b[1].gzip - a[1].gzip).map(([file, weight]) => `${kb(weight.gzip).toFixed(1)} KB gzip, ${kb(weight.brotli).toFixed(1)} KB brotli: ${file}`);
      const floor = files.get(framework[0] ?? '');
      const report = `${path}: the site's ${gzip.toFixed(1)} KB gzip (${brotli.toFixed(1)} KB brotli) above the framework's ${kb(floor?.gzip ?? 0).toFixed(1)} KB gzip (${kb(floor?.brotli ?? 0).toFixed(1)} KB brotli)`;
      console.log(report);
      expect(gzip, `${report}\n${largest.join('\n')}`).toBeLessThanOrEqual(SITE_BUDGET_KB);
    });
  }

  it("keeps the framework's chunk to the framework: React DOM, React and React Router, about 78 KB of gzip", () => {
    const file = Object.values(manifest).find((chunk) => FRAMEWORK_CHUNK.test(`/${chunk.file}`))?.file;
    expect(file).toBeDefined();
    expect(kb(weigh(file ?? '').gzip)).toBeLessThan(85);
  });

  // Code loaded on demand: Apollo Client when a visitor first asks for more than the page, the
  // calendar's date picker when reached for, the object carousel's engine as the carousel nears,
  // real-user monitoring's reporter when a sampled page view is idle.
  const ON_DEMAND = {
    'Apollo Client': 'apollo/browserSession.ts',
    'the date picker': 'components/date-picker/DatePicker.tsx',
    "the carousel's engine": '../node_modules/embla-carousel/esm/embla-carousel.esm.js',
    "real-user monitoring's reporter (web-vitals)": 'rum/reportVitals.ts',
  };
  for (const [name, module] of Object.entries(ON_DEMAND)) {
    it(`keeps ${name} off every first route: its chunk is loaded only when first needed`, async () => {
      const chunk = manifest[module];
      expect(chunk?.isDynamicEntry, module).toBe(true);
      for (const path of FIRST_ROUTES) expect([...(await firstRouteFiles(path)).keys()], path).not.toContain(`/${chunk?.file ?? ''}`);
    });
  }

  it('names a chunk for every lazy page, so the server can preload it', () => {
    const modules = routes.flatMap((route) => [route, ...(route.children ?? [])]).flatMap((route) => {
      const page = (route.handle as RouteHandle | undefined)?.page;
      return page ? [page.module] : [];
    });
    expect(modules.length).toBeGreaterThan(5);
    for (const module of modules) expect(manifest[module]?.file, module).toMatch(/^assets\/.+\.js$/);
  });
});
