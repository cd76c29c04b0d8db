// The bundle budget: the JavaScript a visitor downloads before a route can run — the entry, what it
// imports, and the route's own page chunk with its imports, gzipped as the build gzips them —
// stays within its budget. Reads the build (`npm run build` runs before the tests in `npm test`).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../client/routes';
import type { RouteHandle } from '../../../client/routing/routeQuery';

/**
 * Kilobytes of gzip each main route may load before it runs, a little above what it loads now
 * (docs/guides/benchmarks.md, "First-route JavaScript"), so growth fails here. The floor is the
 * framework every page hydrates with: React DOM, React and React Router, 78 KB before any of the
 * site's code. Apollo Client (with rxjs and graphql, ~45 KB) is not part of it: hydration reads
 * the answers the server rendered with, and the browser loads Apollo Client when a visitor first
 * asks for more.
 */
const FIRST_ROUTE_BUDGET_KB: Record<string, number> = {
  // The homepage is a content page: the content views and the content-page query. The content views
  // carry the shared listing parts (issue 30: the related-events freescroll carousel, 2 KB; the
  // masonry, 0.6 KB), the page's structured data (issue 29: the museum's facts, breadcrumbs, 1.1 KB)
  // and issue 31's 0.7 KB (the browser error reporter in the entry, 0.3 KB; the headings' outline in
  // rich text, call and mail links of hours' contacts, focus after closing an alert).
  '/': 116,
  '/search': 106,
  // The related-objects carousel's engine (embla, 6.6 KB) loads when the carousel nears the viewport.
  '/collection/object/6268': 104,
  // The calendar's date picker (react-day-picker with date-fns, ~20 KB) loads when the visitor reaches for it.
  '/calendar': 106,
  '/preschina': 96,
  '/about/mission-history': 116,
};

const clientDir = 'dist/client';
const manifestPath = join(clientDir, '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
  isDynamicEntry?: boolean;
}
type Manifest = Record<string, ManifestChunk>;

function closure(manifest: Manifest, key: string, files: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no chunk for ${key}`);
  if (files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files);
}

/** The gzip bytes (level 9, as the build's .gz files) of each JavaScript file `path` needs before it runs. */
function firstRouteFiles(manifest: Manifest, path: string): Map<string, number> {
  const files = new Set<string>();
  closure(manifest, 'index.html', files);
  for (const { route } of matchRoutes(routes, path) ?? []) {
    const page = (route.handle as RouteHandle | undefined)?.page;
    if (page) closure(manifest, page.module, files);
  }
  return new Map([...files].map((file) => [file, gzipSync(readFileSync(join(clientDir, file)), { level: 9 }).length]));
}

describe('bundle budget', () => {
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: run npm run build first`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  for (const [path, budget] of Object.entries(FIRST_ROUTE_BUDGET_KB)) {
    it(`${path} loads at most ${budget} KB of gzipped JavaScript before it runs`, () => {
      const files = firstRouteFiles(manifest, path);
      const kilobytes = [...files.values()].reduce((sum, size) => sum + size, 0) / 1024;
      const largest = [...files].sort((a, b) => b[1] - a[1]).map(([file, size]) => `${(size / 1024).toFixed(1)} KB ${file}`);
      expect(kilobytes, `${path}: ${kilobytes.toFixed(1)} KB\n${largest.join('\n')}`).toBeLessThanOrEqual(budget);
    });
  }

  // Code loaded on demand: Apollo Client when a visitor first asks for more than the page, the
  // calendar's date picker when reached for, the object carousel's engine as the carousel nears.
  const ON_DEMAND = { 'Apollo Client': 'apollo/browserSession.ts', 'the date picker': 'components/date-picker/DatePicker.tsx', "the carousel's engine": '../node_modules/embla-carousel/esm/embla-carousel.esm.js' };
  for (const [name, module] of Object.entries(ON_DEMAND)) {
    it(`keeps ${name} off every first route: its chunk is loaded only when first needed`, () => {
      const chunk = manifest[module];
      expect(chunk?.isDynamicEntry, module).toBe(true);
      for (const path of Object.keys(FIRST_ROUTE_BUDGET_KB)) expect([...firstRouteFiles(manifest, path).keys()], path).not.toContain(chunk?.file);
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
