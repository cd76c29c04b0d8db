import { contentAddress } from '../../../domain/paths';
import { queryShape, type QueryShape } from '../../../domain/content/query-shape';
import { checkPreview, type PreviewRequest } from '../../../preview/signature';
import { documentQuery, pageQuery } from '../../../upstreams/page-queries';
import type { RoutedDoc } from '../../../upstreams/page-shapes';
import { expectShape } from '../../../upstreams/shape';
import type { GatewayContext } from '../../context';
import { loadContent } from '../../loaders';
import { askBreadcrumbs } from './breadcrumbs';
import { eventPage, eventSeriesPage, exhibitionPage } from './details';
import type { ContentPageModel } from './models';
import { PAGE_BUILDERS, type Found } from './pages';
import { contentScope } from './scope';

const DETAIL_BUILDERS = { exhibition: exhibitionPage, event: eventPage, eventSeries: eventSeriesPage };

function pageModel(context: GatewayContext, found: Found): ContentPageModel | null {
  const scope = contentScope(context, found.path);
  const type = found.doc._type;
  if (type === 'exhibition' || type === 'event' || type === 'eventSeries') return DETAIL_BUILDERS[type](scope, found);
  const build = PAGE_BUILDERS[type];
  if (!build) {
    scope.drop('page', `unknown page type ${type}`);
    return null;
  }
  return build(scope, found);
}

/**
 * The published page at a site path (content spec §2 "Content page resolution"); null when there is
 * none. `withBreadcrumbs`: the caller will read the page's breadcrumbs, so they are asked beside it.
 */
export async function loadPage(context: GatewayContext, rawPath: string, withBreadcrumbs = false): Promise<ContentPageModel | null> {
  const address = contentAddress(rawPath);
  if (withBreadcrumbs) askBreadcrumbs(context, address.path);
  const doc = await loadContent(context.loaders, pageQuery(queryShape(address.path)), { slug: address.slug, path: address.parentPath });
  return doc ? pageModel(context, { doc, path: address.path, isDraft: false }) : null;
}

async function loadDraft(context: GatewayContext, id: string, shape: QueryShape): Promise<RoutedDoc | null> {
  const query = documentQuery(shape);
  const doc = expectShape('content', query.name, await context.loaders.previewContent.load({ query, params: { id } }), query.guard);
  return doc ?? null;
}

/**
 * An editor's preview: with a valid signed link, the document `id` as it stands (a draft); otherwise
 * (no secret, a wrong or expired signature, a document that is gone) the published page at `path`.
 * The request is marked private (server/http/request-scope.ts), which every cache layer reads.
 */
export async function loadPreview(context: GatewayContext, request: PreviewRequest, withBreadcrumbs = false): Promise<ContentPageModel | null> {
  // Whatever it answers, a preview is this editor's: no cache may keep it or serve it to anyone else.
  context.scope.keepPrivate();
  const address = contentAddress(request.path);
  // Expiry by the real time, never the museum clock: MUSEUM_NOW pins content, not security.
  const check = checkPreview(context.previewSecret, request);
  if (check === 'valid') {
    const doc = await loadDraft(context, request.id.trim(), queryShape(address.path));
    if (doc) return pageModel(context, { doc, path: address.path, isDraft: doc._id.startsWith('drafts.') });
    context.log.info({ id: request.id, path: address.path }, 'previewed document not found; answering the published page');
  } else {
    context.log.info({ id: request.id, path: address.path, check }, 'preview without a valid signature; answering the published page');
  }
  return loadPage(context, address.path, withBreadcrumbs);
}
