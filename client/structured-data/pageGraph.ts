import type { BreadcrumbList, Graph, Thing } from 'schema-dts';
import type { BreadcrumbFieldsFragment, ContentPageFieldsFragment } from '../gql/graphql';
import { absoluteUrl } from '../render/publicOrigin';
import type { LinkedDataContext } from './linkedData';

/**
 * What a route's pages describe beyond their breadcrumbs (the museum, an exhibition, an event's
 * dates): each route passes its own, so a page's code carries only the rules its route needs.
 */
export type PageDescriber = (page: ContentPageFieldsFragment, context: LinkedDataContext) => Thing[];

/** A content page's schema.org JSON-LD, from the same answer the page renders; null when it has nothing to say. */
export type PageGraph = (page: ContentPageFieldsFragment, context: LinkedDataContext) => Graph | null;

/** Where a page sits on the site, from the homepage down (only for pages below it). */
function breadcrumbList(crumbs: readonly BreadcrumbFieldsFragment[], context: LinkedDataContext): BreadcrumbList | undefined {
  if (crumbs.length < 2) return undefined;
  return {
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.title, item: absoluteUrl(context.origin, crumb.path) })),
  };
}

/** A route's page graph: what `describe` says of a page, and its breadcrumbs. */
export function graphOf(describe: PageDescriber): PageGraph {
  return (page, context) => {
    const crumbs = breadcrumbList(page.breadcrumbs, context);
    const nodes = [...describe(page, context), ...(crumbs ? [crumbs] : [])];
    return nodes.length ? { '@context': 'https://schema.org', '@graph': nodes } : null;
  };
}
