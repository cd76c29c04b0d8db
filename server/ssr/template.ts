import { type PageScripts, SCRIPT_LOADER } from './page-scripts';

/** Serialises the page's state for an inline script: `<` is escaped so no value can close the script. */
export function serializeState(state: object): string {
  return JSON.stringify(state).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface TemplateParts {
  head: string;
  html: string;
  /** The answers the render read, by query key (the browser hydrates with them). */
  answers: Record<string, unknown>;
  /** Route queries that failed on the server (left out when none did). */
  failures: Record<string, unknown>;
  /** The site's public origin, so the browser renders the same absolute URLs as the server. */
  publicOrigin: string;
  /** The share of page views that report their Core Web Vitals (client/rum/startRum.ts). */
  rumSampleRate: number;
  /** The source modules the render used (pages, and parts needed at once): the browser loads the parts among them before it hydrates (client/components/deferred/lazyPart.tsx). */
  modules: readonly string[];
  /** The page's scripts, which the loader asks for once the page has painted (page-scripts.ts). */
  scripts: PageScripts;
}

export interface FilledPage {
  html: string;
  /** The exact text of the inline state script, which the CSP allows by its hash (as it does the script loader). */
  stateScript: string;
}

/** The built index.html cut at its placeholders once, so each page is one concatenation, not three copies of the whole template. */
export interface CompiledTemplate {
  beforeHead: string;
  beforeHtml: string;
  beforeState: string;
  rest: string;
}

const MARKERS = ['<!--app-head-->', '<!--app-html-->', '<!--app-state-->'] as const;

/** Cuts the template at its placeholders (SSR contract: head, html, state, in that order, each once). */
export function compileTemplate(template: string): CompiledTemplate {
  const at = MARKERS.map((marker) => template.indexOf(marker));
  const [head = -1, html = -1, state = -1] = at;
  if (!(head >= 0 && head < html && html < state)) throw new Error(`the page template must hold ${MARKERS.join(', ')}, in that order`);
  return {
    beforeHead: template.slice(0, head),
    beforeHtml: template.slice(head + MARKERS[0].length, html),
    beforeState: template.slice(html + MARKERS[1].length, state),
    rest: template.slice(state + MARKERS[2].length),
  };
}

/** Fills the template's placeholders with a page's parts. */
export function fillTemplate(template: CompiledTemplate, parts: TemplateParts): FilledPage {
  const failures = Object.keys(parts.failures).length ? `;window.__ROUTE_FAILURES__=${serializeState(parts.failures)}` : '';
  const origin = `window.__PUBLIC_ORIGIN__=${JSON.stringify(parts.publicOrigin).replace(/</g, '\\u003c')};window.__RUM_SAMPLE_RATE__=${parts.rumSampleRate};`;
  const modules = parts.modules.length ? `;window.__PAGE_MODULES__=${serializeState(parts.modules)}` : '';
  const stateScript = `${origin}window.__ROUTE_ANSWERS__=${serializeState(parts.answers)}${failures}${modules};window.__PAGE_SCRIPTS__=${serializeState(parts.scripts)}`;
  const html = `${template.beforeHead}${parts.head}${template.beforeHtml}${parts.html}${template.beforeState}<script>${stateScript}</script><script type="module">${SCRIPT_LOADER}</script>${template.rest}`;
  return { html, stateScript };
}
