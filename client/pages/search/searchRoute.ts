import { lazyDocument } from '../../data/lazyDocument';
import { routeQuery } from '../../routing/routeQuery';
import { decodeSearchUrl, searchVariables } from '../../url/searchState';

/** /search/{type?}/{query?}: the search the URL describes. */
export const searchRoute = routeQuery(lazyDocument('Search', () => import('./searchQuery').then((m) => m.SearchQuery)), ({ params, searchParams }) =>
  searchVariables(decodeSearchUrl({ type: params.type, query: params.query }, searchParams.toString())),
);
