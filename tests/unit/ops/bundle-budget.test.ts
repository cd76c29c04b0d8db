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
 * (README "Benchmarks"), so growth fails here. The floor is the framework: a bare build of what
 * every page uses — hydrateRoot, BrowserRouter with useRoutes, ApolloClient with InMemoryCache,
 * HttpLink, PersistedQueryLink and useQuery (with rxjs, and graphql's printer, which Apollo's
 * query deduplication needs) — is 128 KB in one file, before any of the site's code: the issue's
 * 90 KB cannot be reached without replacing React, React Router or Apollo Client.
 */
const FIRST_ROUTE_BUDGET_KB: Record<string, number> = {
  // The homepage is a content page: the content views and the content-page query.
  '/': 167,
  '/search': 159,
  '/collection/object/6268': 162,
  // The calendar's date picker (react-day-picker with date-fns, ~20 KB) loads when the visitor reaches for it.
  '/calendar': 159,
  '/preschina': 148,
  '/about/mission-history': 167,
};

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

  for (const [path, budget] of Object.entries(FIRST_ROUTE_BUDGET_KB)) {
    it(`${path} loads at most ${budget} KB of gzipped JavaScript before it runs`, () => {
      const files = firstRouteFiles(manifest, path);
      const kilobytes = [...files.values()].reduce((sum, size) => sum + size, 0) / 1024;
      const largest = [...files].sort((a, b) => b[1] - a[1]).map(([file, size]) => `${(size / 1024).toFixed(1)} KB ${file}`);
      expect(kilobytes, `${path}: ${kilobytes.toFixed(1)} KB\n${largest.join('\n')}`).toBeLessThanOrEqual(budget);
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
