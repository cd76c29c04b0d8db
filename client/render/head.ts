import { documentTitle, type RenderCollector } from './RenderContext';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The <head> markup of a server render: title, meta description and canonical link. */
export function renderHead(collector: RenderCollector, pathname: string): string {
  const title = documentTitle(collector.pageTitle, collector.siteTitle);
  const description = collector.pageDescription ?? collector.siteDescription ?? '';
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(pathname)}" />`,
  ].join('\n');
}
