import { useContext } from 'react';
import type { BreadcrumbList, Graph, Thing } from 'schema-dts';
import { useTicketDialog } from '../components/tickets/TicketDialogContext';
import type { BreadcrumbFieldsFragment, ContentPageFieldsFragment } from '../gql/graphql';
import { absoluteUrl, usePublicOrigin } from '../render/publicOrigin';
import { SiteMetaContext } from '../render/RenderContext';
import type { LinkedDataContext } from './linkedData';

/**
 * What a route's pages describe beyond their breadcrumbs (the museum, an exhibition, an event's
 * dates): each route passes its own, so a page's code carries only the rules its route needs.
 */
export type PageDescriber = (page: ContentPageFieldsFragment, context: LinkedDataContext) => Thing[];

/** Where a page sits on the site, from the homepage down (only for pages below it). */
function breadcrumbList(crumbs: readonly BreadcrumbFieldsFragment[], context: LinkedDataContext): BreadcrumbList | undefined {
  if (crumbs.length < 2) return undefined;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.title, item: absoluteUrl(context.origin, crumb.path) })),
  };
}

/**
 * A content page's schema.org JSON-LD, from the same answer the page renders: what its route
 * describes, and its breadcrumbs. Null when it has nothing to say.
 */
export function usePageGraph(page: ContentPageFieldsFragment, describe: PageDescriber | undefined): Graph | null {
  const origin = usePublicOrigin();
  const siteName = useContext(SiteMetaContext).title ?? '';
  const ticketStore = useTicketDialog().store;
  if (!describe) return null;
  const context: LinkedDataContext = { origin, siteName, pageUrl: absoluteUrl(origin, page.path), ticketStore };
  const crumbs = breadcrumbList(page.breadcrumbs, context);
  const nodes = [...describe(page, context), ...(crumbs ? [crumbs] : [])];
  return nodes.length ? { '@context': 'https://schema.org', '@graph': nodes } : null;
}
