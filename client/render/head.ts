import { absoluteUrl } from './publicOrigin';
import { ALTERNATE_ATTRIBUTE, documentTitle, scriptJson, STRUCTURED_DATA_ATTRIBUTE, type RenderCollector } from './RenderContext';
import { shareTags } from './shareMeta';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * The <head> markup of a server render: title, meta description, canonical link (the page's own
 * canonical path, else the requested path, as an absolute URL on the public origin), `noindex` when
 * the page asks for it, the share tags (Open Graph and the Twitter card, with the page's share image
 * when it has one), the page's alternate format (a feed) and its JSON-LD, when it declares them.
 */
export function renderHead(collector: RenderCollector, pathname: string, origin: string): string {
  const title = documentTitle(collector.pageTitle, collector.siteTitle);
  const description = collector.pageDescription ?? collector.siteDescription ?? '';
  const url = absoluteUrl(origin, collector.canonicalPath ?? pathname);
  const head = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
  ];
  if (collector.noIndex) head.push('<meta name="robots" content="noindex" />');
  const shared = { siteName: collector.siteTitle ?? '', title: collector.pageTitle ?? collector.siteTitle ?? '', description, url, image: collector.shareImage ?? null, origin };
  for (const tag of shareTags(shared)) head.push(`<meta ${tag.attribute}="${tag.key}" content="${escapeHtml(tag.content)}" />`);
  if (collector.alternate) {
    const { type, href, title } = collector.alternate;
    head.push(`<link rel="alternate" type="${escapeHtml(type)}" href="${escapeHtml(href)}" title="${escapeHtml(title)}" ${ALTERNATE_ATTRIBUTE} />`);
  }
  if (collector.structuredData) head.push(`<script type="application/ld+json" ${STRUCTURED_DATA_ATTRIBUTE}>${scriptJson(collector.structuredData)}</script>`);
  return head.join('\n');
}
