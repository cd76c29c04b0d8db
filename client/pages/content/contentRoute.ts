import { lazyDocument } from '../../data/lazyDocument';
import type { ContentPageQueryVariables } from '../../gql/graphql';
import { routeQuery, type RouteLocation } from '../../routing/routeQuery';
import { galleryPage, occurrence } from './pageUrlVariables';
import { sitePath } from './sitePath';

const contentPage = lazyDocument('ContentPage', () => import('./contentPageQuery').then((m) => m.ContentPageQuery));

function pageVariables(path: string, { searchParams }: RouteLocation): ContentPageQueryVariables {
  return { path, ...galleryPage(searchParams), ...occurrence(searchParams) };
}

/** Any path no other route claims: the content page at that path. */
export const contentRoute = routeQuery(contentPage, (location) => pageVariables(sitePath(location.pathname), location));

/** A detail page (`/calendar/{kind}/{id}/{article?}`): the page of that id; a trailing article segment is only a readable name. */
export function detailRoute(kind: string) {
  return routeQuery(contentPage, (location) => pageVariables(`/calendar/${kind}/${location.params.id ?? ''}`, location));
}
