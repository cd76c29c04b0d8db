import { readFileSync } from 'node:fs';
import { join } from 'node:path';

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

function readManifest(manifestPath: string): Manifest {
  const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (!isManifest(manifest)) throw new Error(`${manifestPath} is not a Vite build manifest`);
  return manifest;
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
 * Stylesheets of the build inlined as `<style>` (read once each): a page's CSS is a few KB, and a
 * `<link>` would hold the first paint for one more round trip on a slow phone network. The CSP
 * allows inline styles. Each is followed by a disabled link to its file (never fetched): Vite's
 * chunk loader skips the stylesheets a page already links, so a client-side navigation does not
 * add the same rules again, after the rules that override them.
 */
function inlineStyles(clientDir: string): (file: string) => string {
  const styles = new Map<string, string>();
  return (file) => {
    let style = styles.get(file);
    if (style === undefined) {
      const rules = readFileSync(join(clientDir, file), 'utf8').replace(/<\/style/gi, '<\\/style');
      style = `<style>${rules}</style><link rel="stylesheet" href="/${escapeAttribute(file)}" disabled />`;
      styles.set(file, style);
    }
    return style;
  };
}

/** The built page template with its stylesheet links (the entry's CSS) replaced by the styles themselves. */
export function inlineTemplateStyles(template: string, clientDir: string): string {
  const style = inlineStyles(clientDir);
  return template.replace(/<link rel="stylesheet"(?: crossorigin)? href="\/([^"]+\.css)">/g, (_link, file: string) => style(file));
}

/** What a page adds to the template: its chunks' styles for the head, and its chunks for the script loader (page-scripts.ts). */
export interface PageAssets {
  styles: string;
  scripts: readonly string[];
}

/**
 * A page's lazy chunks, so they load in parallel with the entry instead of after it: the page's
 * chunk and what it imports (beyond what the entry already loads), for the script loader to
 * preload, and the styles of those chunks, inline (a server-rendered page must not wait for its
 * CSS until its JavaScript runs). Read once from the build manifest; pages name their source modules.
 */
export function pageAssets(manifestPath: string, clientDir: string, entryKey = 'index.html'): (modules: readonly string[]) => PageAssets {
  const manifest = readManifest(manifestPath);
  const eagerFiles = new Set<string>();
  const eagerStyles = new Set<string>();
  closure(manifest, entryKey, eagerFiles, eagerStyles);
  const assets = new Map<string, PageAssets>();
  const style = inlineStyles(clientDir);
  return (modules) => {
    const key = modules.join('\n');
    const known = assets.get(key);
    if (known !== undefined) return known;
    const files = new Set(eagerFiles);
    const styles = new Set<string>();
    for (const module of modules) {
      if (!manifest[module]) throw new Error(`the build manifest has no chunk for ${module} (a lazyPage module path that names no file)`);
      closure(manifest, module, files, styles);
    }
    const page = {
      styles: [...styles].filter((file) => !eagerStyles.has(file)).map(style).join('\n'),
      scripts: [...files].filter((file) => !eagerFiles.has(file)).map((file) => `/${file}`),
    };
    assets.set(key, page);
    return page;
  };
}

/**
 * The code of `modules` (the client's deferred modules: Apollo Client, loaded when a visitor first
 * asks for more than the page) beyond what the entry loads, for the script loader to prefetch once
 * the entry has run: the browser fetches it when idle and runs nothing, so the first route does
 * not pay for it, and the first navigation does not wait for its download.
 */
export function deferredScripts(manifestPath: string, modules: readonly string[], entryKey = 'index.html'): string[] {
  const manifest = readManifest(manifestPath);
  const eager = new Set<string>();
  closure(manifest, entryKey, eager, new Set());
  const files = new Set<string>();
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`the build manifest has no chunk for ${module} (a deferred module of the server entry)`);
    closure(manifest, module, files, new Set());
  }
  return [...files].filter((file) => !eager.has(file)).map((file) => `/${file}`);
}
