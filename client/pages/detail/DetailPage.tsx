import { lazyCode } from '../../components/deferred/lazyPart';
import { ContentView } from '../content/ContentView';
import { detailRoute } from '../content/contentRoute';

/** What detail pages say to search engines: loaded for the pages the browser renders (the server renders the first). */
const detailPageGraph = lazyCode(() => import('../../structured-data/events').then((m) => m.detailPageGraph));

export type DetailKind = 'exhibition' | 'event' | 'event-series';

/** The route query of each detail route (`/calendar/{kind}/:id/:article?`). */
export const DETAIL_ROUTES = {
  exhibition: detailRoute('exhibition'),
  event: detailRoute('event'),
  'event-series': detailRoute('event-series'),
} as const;

/** Exhibition, event and event-series detail pages. */
export function DetailPage({ kind }: { kind: DetailKind }) {
  return <ContentView route={DETAIL_ROUTES[kind]} pick={(data) => data.page} kind={kind} graph={detailPageGraph} />;
}
