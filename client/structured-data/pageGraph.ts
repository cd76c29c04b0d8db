import { useContext } from 'react';
import type { Graph, Thing } from 'schema-dts';
import { useTicketDialog } from '../components/tickets/TicketDialogContext';
import type { ContentPageFieldsFragment } from '../gql/graphql';
import { absoluteUrl, usePublicOrigin } from '../render/publicOrigin';
import { SiteMetaContext } from '../render/RenderContext';
import { eventDates, eventSeries, exhibitionEvent } from './events';
import type { LinkedDataContext } from './linkedData';
import { breadcrumbList, museum } from './museum';

/** The things a page describes, by its type. */
function subjects(page: ContentPageFieldsFragment, context: LinkedDataContext): Thing[] {
  switch (page.__typename) {
    case 'ExhibitionPage':
      return [exhibitionEvent(page, context)];
    case 'EventPage':
      return eventDates(page, context);
    case 'EventSeriesPage':
      return [eventSeries(page, context)];
    case 'Page':
      return page.museum ? [museum(page.museum, context)] : [];
    default:
      return [];
  }
}

/**
 * A content page's schema.org JSON-LD, from the same answer the page renders: its exhibition,
 * dates, series or the museum itself, and its breadcrumbs. Null when it has nothing to say.
 */
export function usePageGraph(page: ContentPageFieldsFragment): Graph | null {
  const origin = usePublicOrigin();
  const siteName = useContext(SiteMetaContext).title ?? '';
  const ticketStore = useTicketDialog().store;
  const context: LinkedDataContext = { origin, siteName, pageUrl: absoluteUrl(origin, page.path), ticketStore };
  const crumbs = breadcrumbList(page.breadcrumbs, context);
  const nodes = [...subjects(page, context), ...(crumbs ? [crumbs] : [])];
  return nodes.length ? { '@context': 'https://schema.org', '@graph': nodes } : null;
}
