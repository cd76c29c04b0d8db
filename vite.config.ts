import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const clientDir = fileURLToPath(new URL('./client', import.meta.url));

// Two pages (the site and GraphiQL) share one build; the SSR build reuses this config with
// `--ssr entry-server.tsx`, which replaces the inputs below.
export default defineConfig({
  root: clientDir,
  plugins: [react()],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    manifest: true,
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
    },
  },
});
