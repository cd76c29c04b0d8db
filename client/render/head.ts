import { ALTERNATE_ATTRIBUTE, documentTitle, scriptJson, STRUCTURED_DATA_ATTRIBUTE, type RenderCollector } from './RenderContext';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The <head> markup of a server render: title, meta description, canonical link (the page's own
 * canonical path, else the requested path), the page's alternate format (a feed) and its JSON-LD, when
 * it declares them.
 */
export function renderHead(collector: RenderCollector, pathname: string): string {
  const title = documentTitle(collector.pageTitle, collector.siteTitle);
  const description = collector.pageDescription ?? collector.siteDescription ?? '';
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(collector.canonicalPath ?? pathname)}" />`,
  ];
  if (collector.noIndex) head.push('<meta name="robots" content="noindex" />');
  if (collector.shareImage) head.push(`<meta property="og:image" content="${escapeHtml(collector.shareImage)}" />`);
  if (collector.alternate) {
    const { type, href, title } = collector.alternate;
    head.push(`<link rel="alternate" type="${escapeHtml(type)}" href="${escapeHtml(href)}" title="${escapeHtml(title)}" ${ALTERNATE_ATTRIBUTE} />`);
  }
  if (collector.structuredData) head.push(`<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}>${scriptJson(collector.structuredData)}</script>`);
  return head.join('\n');
}
