import { readFileSync } from 'node:fs';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

type Manifest = Record<string, ManifestChunk>;

function isManifest(value: unknown): value is Manifest {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((chunk: unknown) => typeof chunk === 'object' && chunk !== null && typeof (chunk as { file?: unknown }).file === 'string')
  );
}

/** The chunk files and stylesheets a manifest entry loads, its static imports included. */
function closure(manifest: Manifest, key: string, files: Set<string>, styles: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) styles.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, styles);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}

/**
 * The `<head>` links that let a page's lazy chunks load in parallel with the entry instead of after
 * it: `modulepreload` for the page's chunk and what it imports (beyond what the entry already
 * loads), and the stylesheets of those chunks (a server-rendered page must not wait for its CSS
 * until its JavaScript runs). Read once from the build manifest; pages name their source modules.
 */
export function pageAssets(manifestPath: string, entryKey = 'index.html'): (modules: readonly string[]) => string {
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!isManifest(manifest)) throw new Error(`${manifestPath} is not a Vite build manifest`);
  const eagerFiles = new Set<string>();
  const eagerStyles = new Set<string>();
  closure(manifest, entryKey, eagerFiles, eagerStyles);
  const links = new Map<string, string>();
  return (modules) => {
    const key = modules.join('\n');
    const known = links.get(key);
    if (known !== undefined) return known;
    const files = new Set(eagerFiles);
    const styles = new Set<string>();
    for (const module of modules) {
      if (!manifest[module]) throw new Error(`the build manifest has no chunk for ${module} (a lazyPage module path that names no file)`);
      closure(manifest, module, files, styles);
    }
    const tags = [
      ...[...styles].filter((style) => !eagerStyles.has(style)).map((style) => `<link rel="stylesheet" href="/${escapeAttribute(style)}" />`),
      ...[...files].filter((file) => !eagerFiles.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeAttribute(file)}" />`),
    ].join('\n');
    links.set(key, tags);
    return tags;
  };
}
