import { ancestorPaths, storedPath } from '../../../domain/paths';
import { breadcrumbsQuery } from '../../../upstreams/page-queries';
import type { GatewayContext } from '../../context';
import type { Breadcrumb } from '../../generated/resolvers-types';
import { loadContent } from '../../loaders';
import { orFallback } from '../degrade';

/** The content query of a path's ancestors (one per request: the loader keeps it, so asking early and again costs one call). */
function loadAncestors(context: GatewayContext, path: string) {
  return loadContent(context.loaders, breadcrumbsQuery, { paths: ancestorPaths(path).map(storedPath) });
}

/** Asks for a page's breadcrumbs beside the page itself, so their answer never waits for the page's. */
export function askBreadcrumbs(context: GatewayContext, path: string): void {
  if (ancestorPaths(path).length) loadAncestors(context, path).catch(() => undefined);
}

/**
 * A page's breadcrumbs: the pages above it that exist, the homepage first, then the page itself.
 * When the content service fails they are the page alone (and the answer degraded).
 */
export async function breadcrumbsOf(context: GatewayContext, page: { path: string; title?: string | null }): Promise<Breadcrumb[]> {
  const ancestors = ancestorPaths(page.path);
  const docs = ancestors.length ? await orFallback(context, 'breadcrumbs', [], () => loadAncestors(context, page.path)) : [];
  const titles = new Map(docs.flatMap((doc) => (doc.title?.trim() ? [[doc.storedPath, doc.title.trim()] as const] : [])));
  const above = ancestors.flatMap((path) => {
    const title = titles.get(storedPath(path));
    return title ? [{ title, path }] : [];
  });
  return page.title ? [...above, { title: page.title, path: page.path }] : above;
}
