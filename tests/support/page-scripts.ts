import type { PageScripts } from '../../server/ssr/page-scripts';

/** The scripts a rendered page's state names for its script loader (server/ssr/page-scripts.ts). */
export function pageScriptsOf(html: string): PageScripts {
  const named = /window\.__PAGE_SCRIPTS__=(\{.*?\})<\/script>/.exec(html);
  if (!named?.[1]) throw new Error('the page names no scripts for its loader');
  return JSON.parse(named[1]) as PageScripts;
}
