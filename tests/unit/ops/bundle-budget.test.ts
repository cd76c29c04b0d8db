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
 * Kilobytes of gzip the first route may load. React DOM, React Router and Apollo Client (with
 * rxjs and graphql's printer) alone weigh about 133 KB in gzip, measured by a bare build of the
 * three: no route can go below that floor without replacing one of them. With the pages split off
 * the main pages load 153–180 KB (the calendar's date picker is the heaviest page); before, every
 * route loaded 196 KB. The budget keeps that from growing unnoticed.
 */
const FIRST_ROUTE_BUDGET_KB = 185;
/** The routes whose first load is budgeted: the site's main pages. */
const BUDGETED_ROUTES = ['/', '/search', '/collection/object/6268', '/calendar', '/preschina'];

const clientDir = 'dist/client';
const manifestPath = join(clientDir, '.vite', 'manifest.json');

interface ManifestChunk {
  file: string;
  imports?: string[];
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

  for (const path of BUDGETED_ROUTES) {
    it(`${path} loads at most ${FIRST_ROUTE_BUDGET_KB} KB of gzipped JavaScript before it runs`, () => {
      const files = firstRouteFiles(manifest, path);
      const kilobytes = [...files.values()].reduce((sum, size) => sum + size, 0) / 1024;
      const largest = [...files].sort((a, b) => b[1] - a[1]).map(([file, size]) => `${(size / 1024).toFixed(1)} KB ${file}`);
      expect(kilobytes, `${path}: ${kilobytes.toFixed(1)} KB\n${largest.join('\n')}`).toBeLessThanOrEqual(FIRST_ROUTE_BUDGET_KB);
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
