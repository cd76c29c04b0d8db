import { useContext } from 'react';
import type { Graph } from 'schema-dts';
import { useCodeAfterHydration } from '../components/deferred/useCodeAfterHydration';
import { useTicketDialog } from '../components/tickets/TicketDialogContext';
import type { ContentPageFieldsFragment } from '../gql/graphql';
import { absoluteUrl, usePublicOrigin } from '../render/publicOrigin';
import { SiteMetaContext } from '../render/RenderContext';
import type { LoadOnce } from '../routing/loadOnce';
import type { PageGraph } from './pageGraph';

/**
 * A content page's schema.org JSON-LD by its route's graph (`graphOf`), whose code (`lazyCode`) no
 * first route waits for: the server renders the first page's into the head, and the browser loads
 * it for the pages it renders itself. Null while it loads, and when the page has nothing to say.
 */
export function usePageGraph(page: ContentPageFieldsFragment, graph: LoadOnce<PageGraph> | undefined): Graph | null {
  const origin = usePublicOrigin();
  const siteName = useContext(SiteMetaContext).title ?? '';
  const ticketStore = useTicketDialog().store;
  const build = useCodeAfterHydration(graph, [page, origin, siteName, ticketStore]);
  return build ? build(page, { origin, siteName, pageUrl: absoluteUrl(origin, page.path), ticketStore }) : null;
}
