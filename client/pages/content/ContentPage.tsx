import { useLocation } from 'react-router-dom';
import { pageKindOf } from '../../components/content/pageKind';
import { lazyCode } from '../../components/deferred/lazyPart';
import { contentRoute } from './contentRoute';
import { ContentView } from './ContentView';

/** What content pages say to search engines: loaded for the pages the browser renders (the server renders the first). */
const contentPageGraph = lazyCode(() => import('../../structured-data/museum').then((m) => m.contentPageGraph));

/** Every path no other route claims: a content page of any type (spec "Content page resolution"). */
export function ContentPage() {
  const { pathname } = useLocation();
  return <ContentView route={contentRoute} pick={(data) => data.page} kind={pageKindOf(pathname)} graph={contentPageGraph} />;
}
