// `npm run build`'s last step: the gateway and the sample upstreams as plain JavaScript in dist/, so
// production starts `node dist/server/main.js` with no TypeScript loader and stack traces map back
// to the sources (`--enable-source-maps`). `server/app` and `server/config` are entries too, sharing
// main's chunks: the load benchmark builds its gateways from them, so it measures what production
// runs (tests/bench/processes/gateway.ts). Packages stay external: the image installs them with
// `npm ci --omit=dev`, and one copy of each is loaded, as in development.
import { build } from 'esbuild';

await build({
  entryPoints: { 'server/main': 'server/main.ts', 'server/app': 'server/app.ts', 'server/config': 'server/config.ts', 'upstreams/main': 'upstreams/main.ts' },
  outdir: 'dist',
  bundle: true,
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  platform: 'node',
  format: 'esm',
  target: 'node24',
  packages: 'external',
  sourcemap: true,
  // Function and class names stay as written: logs, traces and profiles name them.
  keepNames: true,
  logLevel: 'warning',
});
