import { escapeHtml } from '../escape-html';
import { documentHtml } from '../layout-html';
import { XSS_PAYLOADS, type XssPayload } from './payloads';

/** The page holding every payload at once. */
export const XSS_CORPUS_SLUG = 'xss-corpus';

/** The unlisted page of one payload: `/president/xss-{id}`. */
export function xssSlug(payload: XssPayload): string {
  return `xss-${payload.id}`;
}

function article(slug: string, title: string, body: string): string {
  return `<article id="post-${slug}" class="president type-president status-private hentry">
<header class="entry-header"><h1 class="entry-title">${escapeHtml(title)}</h1></header>
<div class="entry-content">
<p class="lede">Text before the hostile markup.</p>
${body}
<p class="coda">Text after the hostile markup.</p>
</div>
</article>`;
}

/**
 * The theme page of a hostile slug (private posts: reachable by URL, never listed by the REST
 * API), or undefined. The payload is put in the article as it is, unescaped, as a compromised
 * editor account or plugin would.
 */
export function hostilePage(slug: string): string | undefined {
  const bodyClass = 'president-template-default single single-president';
  if (slug === XSS_CORPUS_SLUG) {
    const body = XSS_PAYLOADS.map((payload) => `<section class="payload"><h2>${escapeHtml(payload.attack)}</h2>\n${payload.html}\n</section>`).join('\n');
    return documentHtml({ title: 'Every hostile payload', bodyClass, main: article(slug, 'Every hostile payload', body) });
  }
  const payload = XSS_PAYLOADS.find((candidate) => xssSlug(candidate) === slug);
  if (!payload) return undefined;
  return documentHtml({ title: payload.attack, bodyClass, main: article(slug, `Hostile page: ${payload.attack}`, payload.html) });
}
