import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// The image installs production dependencies only (`npm ci --omit=dev`): every package the compiled
// server, its server-rendering bundle and the compiled sample upstreams import must be one.
const ENTRIES = ['dist/server/main.js', 'dist/upstreams/main.js', 'dist/server/entry-server.js'];
const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** `@scope/name/sub` → `@scope/name`; `name/sub` → `name`. */
function packageOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The packages the built files import, followed through their own chunks (esbuild reads the output as written). */
async function importedPackages(): Promise<Set<string>> {
  const { metafile } = await build({ entryPoints: ENTRIES, bundle: true, write: false, metafile: true, packages: 'external', platform: 'node', format: 'esm', outdir: 'unused', logLevel: 'silent' });
  const packages = new Set<string>();
  for (const input of Object.values(metafile.inputs)) {
    for (const imported of input.imports) {
      if (imported.external && !imported.path.startsWith('node:') && !builtinModules.includes(imported.path)) packages.add(packageOf(imported.path));
    }
  }
  return packages;
}

describe('what production runs', () => {
  it('imports only production dependencies', async () => {
    for (const entry of ENTRIES) expect(existsSync(entry), `${entry}: run \`npm run build\` first (npm test does)`).toBe(true);
    const packages = await importedPackages();
    // The server imports these at least: a sign the analysis saw the bundles' imports.
    for (const known of ['fastify', 'graphql', 'react-dom', 'groq-js']) expect(packages).toContain(known);
    const undeclared = [...packages].filter((name) => !(name in manifest.dependencies));
    expect(undeclared, 'imported at run time but not in "dependencies"').toEqual([]);
  });

  it('needs no TypeScript loader or build tool', () => {
    for (const tool of ['tsx', 'typescript', 'esbuild', 'vite', 'graphiql']) expect(manifest.dependencies, tool).not.toHaveProperty(tool);
  });
});
