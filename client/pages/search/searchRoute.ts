import { routeQuery } from '../../routing/routeQuery';
import { decodeSearchUrl, searchVariables } from '../../url/searchState';
import { SearchQuery } from './searchQuery';

/** /search/{type?}/{query?}: the search the URL describes. */
export const searchRoute = routeQuery(SearchQuery, ({ params, searchParams }) =>
  searchVariables(decodeSearchUrl({ type: params.type, query: params.query }, searchParams.toString())),
);
