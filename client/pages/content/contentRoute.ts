import { routeQuery } from '../../routing/routeQuery';
import { ContentPageQuery } from './contentPageQuery';
import { sitePath } from './sitePath';

/** Any path no other route claims: the content page at that path. */
export const contentRoute = routeQuery(ContentPageQuery, ({ pathname }) => ({ path: sitePath(pathname) }));

/** /preview?path=…: the page at the previewed path (an empty path finds none). */
export const previewRoute = routeQuery(ContentPageQuery, ({ searchParams }) => {
  const path = searchParams.get('path');
  return { path: path ? sitePath(path.startsWith('/') ? path : `/${path}`) : '' };
});
