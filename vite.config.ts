import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { graphqlDocuments } from './build/graphqlDocuments';
import { siteIcons } from './build/siteIcons';

const clientDir = fileURLToPath(new URL('./client', import.meta.url));
/** The framework's packages (tests/api/gateway/bundle-budget.test.ts reads the chunk they make). */
const FRAMEWORK_MODULES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom)[\\/]/;
/** The site's own modules, and Vite's dynamic-import helper every chunk with a lazy import uses. */
const SITE_MODULES = /[\\/]client[\\/]|vite[\\/]preload-helper/;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Writes `.br` (brotli 11) and `.gz` (gzip 9) beside every built asset worth it, once at build
 * time, so the gateway sends assets pre-compressed (@fastify/static `preCompressed`) and spends no
 * CPU compressing them per download (brotli 11 is also smaller than what a server can afford live).
 */
function precompress(): Plugin {
  return {
    name: 'museum:precompress',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      const files = Object.keys(bundle).filter((file) => /\.(js|css|svg|json|txt|ttf)$/.test(file) && !file.startsWith('.vite/'));
      await Promise.all(
        files.map(async (file) => {
          const bytes = await readFile(join(outDir, file));
          if (bytes.length < 1024) return;
          const [br, gz] = await Promise.all([
            brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
            gzipped(bytes, { level: 9 }),
          ]);
          await Promise.all([writeFile(join(outDir, `${file}.br`), br), writeFile(join(outDir, `${file}.gz`), gz)]);
        }),
      );
    },
  };
}

/**
 * The build's release, which browsers name in their error reports: RELEASE when the build is given
 * one (a CI pipeline's tag), else `museum-site@{version}`, with `+{commit}` when built in a git checkout.
 */
function release(): string {
  if (process.env.RELEASE) {
    // The gateway takes only such names (server/observability/browser-errors/report.ts).
    if (!/^[\w.+@/-]{1,100}$/.test(process.env.RELEASE)) throw new Error('RELEASE must be up to 100 letters, digits and ._+@/-');
    return process.env.RELEASE;
  }
  const { name, version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { name: string; version: string };
  let commit = '';
  try {
    commit = execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    // Not a git checkout (a Docker build context): the version alone.
  }
  return `${name}@${version}${commit ? `+${commit}` : ''}`;
}

// Two pages (the site and GraphiQL) share one build; the SSR build reuses this config with
// `--ssr entry-server.tsx`, which replaces the inputs below.
export default defineConfig(({ command, isSsrBuild }) => ({
  root: clientDir,
  define: { 'import.meta.env.VITE_RELEASE': JSON.stringify(release()) },
  plugins: [
    graphqlDocuments(`${clientDir}/gql`),
    react(),
    siteIcons(`${clientDir}/icons/museum-mark.svg`, { name: 'Philadelphia Museum of Art', shortName: 'Museum', themeColor: '#a3191f', backgroundColor: '#ffffff' }),
    precompress(),
  ],
  resolve: {
    // React Router's package exports name only its development build (warnings and checks, 376 KB);
    // builds take the production one it ships beside it, as its own Vite plugin does.
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
            { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
          ]
        : [],
  },
  build: {
    // The server-rendering bundle runs on the gateway's Node.js 24 only: nothing to lower for it.
    ...(isSsrBuild ? { target: 'node24' } : {}),
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
    modulePreload: {
      // Every browser the site's modules run in preloads modules itself but Safari before 17, which then
      // fetches a chunk when it is imported: the polyfill (0.3 KB of every first route) buys only that.
      polyfill: false,
      // A dynamic import still loads its chunk's styles first (Vite adds them: nothing shows unstyled),
      // but no list of the chunk's scripts: Vite's map of every lazy chunk's imports was 1.1–2.3 KB of
      // every first route. The first route's scripts are named by the server (server/ssr/page-scripts.ts);
      // a later page's chunk brings its imports itself, fetched when a visitor points at a link to it
      // (client/routing/usePreloadOnIntent.ts). The page template's own preloads stay: the server reads them.
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    // GraphiQL bundles the Monaco editor (about 2.8 MB) on its own page; the site's chunks stay small.
    chunkSizeWarningLimit: 3000,
    rolldownOptions: {
      onLog(level, log, handler) {
        // GraphiQL's packages carry React Compiler directives that bundling drops harmlessly.
        if (log.code === 'MODULE_LEVEL_DIRECTIVE' && log.id?.includes('node_modules')) return;
        handler(level, log);
      },
      input: {
        main: `${clientDir}/index.html`,
        graphiql: `${clientDir}/graphiql/index.html`,
      },
      output: isSsrBuild
        ? {}
        : {
            codeSplitting: {
              groups: [
                // The framework every page hydrates with (React DOM, React, React Router: its accepted floor)
                // in a chunk of its own: it changes with upgrades, not with the site's releases, so browsers
                // keep it across them, and the bundle budget counts the site's code above it.
                { name: 'framework', test: FRAMEWORK_MODULES, priority: 2 },
                // The site's modules that nine or more chunks import (links, cards, hooks, the deferred-hydration
                // machinery, Vite's helper) in one chunk: split by importer, they were a dozen files of 0.1–0.4 KB
                // on every first route, each compressed alone and named in every importer (0.4–1.2 KB of gzip a
                // route). The bundle-budget test weighs the threshold: of 6 to 14, 10 left the most routes within
                // budget until the loading placeholder moved out of the content views; since then 9 does (8: +0.4 KB).
                { name: 'shared', test: SITE_MODULES, minShareCount: 11, priority: 1 },
              ],
            },
          },
    },
  },
}));
