import type { ContentPageQueryVariables } from '../../gql/graphql';
import { routeQuery, type RouteLocation } from '../../routing/routeQuery';
import { ContentPageQuery } from './contentPageQuery';
import { sitePath } from './sitePath';

/** A positive whole page number from the URL (`?page=2`); anything else is the first page, left out of the variables. */
export function galleryPage(searchParams: URLSearchParams): { galleryPage?: number } {
  const page = Number(searchParams.get('page'));
  return Number.isInteger(page) && page > 1 && page < 10_000 ? { galleryPage: page } : {};
}

/** An event's chosen date and time (`?d=YYYY-MM-DD&s=HH:mm`), passed on when present; the gateway reads them leniently. */
export function occurrence(searchParams: URLSearchParams): { date?: string; time?: string } {
  const date = searchParams.get('d')?.trim();
  const time = searchParams.get('s')?.trim();
  return { ...(date ? { date } : {}), ...(date && time ? { time } : {}) };
}

function pageVariables(path: string, { searchParams }: RouteLocation): ContentPageQueryVariables {
  return { path, ...galleryPage(searchParams), ...occurrence(searchParams) };
}

/** Any path no other route claims: the content page at that path. */
export const contentRoute = routeQuery(ContentPageQuery, (location) => pageVariables(sitePath(location.pathname), location));

/** A detail page (`/calendar/{kind}/{id}/{article?}`): the page of that id; a trailing article segment is only a readable name. */
export function detailRoute(kind: string) {
  return routeQuery(ContentPageQuery, (location) => pageVariables(`/calendar/${kind}/${location.params.id ?? ''}`, location));
}
