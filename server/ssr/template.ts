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
}

export interface FilledPage {
  html: string;
  /** The exact text of the inline state script, which the CSP allows by its hash. */
  stateScript: string;
}

/** Fills the built index.html's placeholders (SSR contract). Replacer functions keep `$` in content literal. */
export function fillTemplate(template: string, parts: TemplateParts): FilledPage {
  const failures = Object.keys(parts.failures).length ? `;window.__ROUTE_FAILURES__=${serializeState(parts.failures)}` : '';
  const origin = `window.__PUBLIC_ORIGIN__=${JSON.stringify(parts.publicOrigin).replace(/</g, '\\u003c')};`;
  const stateScript = `${origin}window.__ROUTE_ANSWERS__=${serializeState(parts.answers)}${failures}`;
  const html = template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-state-->', () => `<script>${stateScript}</script>`);
  return { html, stateScript };
}
