/**
 * When a page's JavaScript is fetched. A server-rendered page paints without it, so the page does
 * not ask for it until it has painted, and its main image (the one fetched at high priority) too:
 * on a phone's connection the scripts would otherwise share the bandwidth with what the visitor
 * waits to see. The build's `<script type="module">` and module preloads leave the page's head;
 * a small inline module at the end of the body asks for them once that paint is done.
 */

/** The scripts of one page, as the loader reads them from `window.__PAGE_SCRIPTS__`. */
export interface PageScripts {
  /** The build's entry module, imported last. */
  entry: string;
  /** Modules preloaded at low priority with the entry: its imports and the page's own chunks. */
  preload: readonly string[];
  /** Code fetched when the browser is idle once the entry has run, never executed by it (Apollo Client). */
  prefetch: readonly string[];
}

/**
 * The loader, the same text on every page (so one CSP hash allows it). Module scripts run after
 * parsing, so the page's main image is in the document. Scripts start after the next paint once
 * that image has loaded (or failed), or after the first paint when there is none; three seconds
 * at most, so a stalled image or a background tab (no paints) cannot keep a page from its scripts.
 */
export const SCRIPT_LOADER = `const { entry, preload, prefetch } = window.__PAGE_SCRIPTS__;
const add = (rel, href) => {
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  if (rel === 'prefetch') link.as = 'script';
  else link.fetchPriority = 'low';
  document.head.append(link);
};
let started = false;
const start = () => {
  if (started) return;
  started = true;
  for (const href of [entry, ...preload]) add('modulepreload', href);
  import(entry).then(() => prefetch.forEach((href) => add('prefetch', href)));
};
const afterNextPaint = () => requestAnimationFrame(() => setTimeout(start));
const image = document.querySelector('img[fetchpriority="high"]');
if (image && !image.complete) {
  image.addEventListener('load', afterNextPaint, { once: true });
  image.addEventListener('error', afterNextPaint, { once: true });
} else afterNextPaint();
setTimeout(start, 3000);`;

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/** The built template without its entry script and module preloads, and what they named. */
export function takeEntryScripts(template: string): { template: string; entry: string; preload: string[] } {
  const entries = [...template.matchAll(ENTRY_SCRIPT)].map((match) => match[1] ?? '');
  const [entry] = entries;
  if (entries.length !== 1 || !entry) throw new Error(`the page template must load one entry module, found ${entries.length}`);
  const preload = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? '');
  return { template: template.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, ''), entry, preload };
}
