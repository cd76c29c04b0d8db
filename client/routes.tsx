import type { OperationVariables } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { chromeRoute } from './chrome/chromeRoute';
import { Layout } from './chrome/Layout';
import { CalendarPage } from './pages/calendar/CalendarPage';
import { calendarRoute, calendarViewAllRoute } from './pages/calendar/calendarRoute';
import { CollectionObjectPage } from './pages/collection-object/CollectionObjectPage';
import { objectRoute } from './pages/collection-object/objectRoute';
import { ContentPage } from './pages/content/ContentPage';
import { contentRoute, previewRoute } from './pages/content/contentRoute';
import { DETAIL_ROUTES, DetailPage, type DetailKind } from './pages/detail/DetailPage';
import { FeedbackPage } from './pages/feedback/FeedbackPage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';
import { PastExhibitionsPage } from './pages/past-exhibitions/PastExhibitionsPage';
import { pastExhibitionsRoute, pastExhibitionYearRoute } from './pages/past-exhibitions/pastQuery';
import { PastExhibitionsYearPage } from './pages/past-exhibitions-year/PastExhibitionsYearPage';
import { PreschinaGridPage } from './pages/preschina/PreschinaGridPage';
import { preschinaGridRoute } from './pages/preschina/preschinaRoute';
import { PreschinaStoryPage } from './pages/preschina-story/PreschinaStoryPage';
import { preschinaStoryRoute } from './pages/preschina-story/preschinaStoryRoute';
import { PreviewPage } from './pages/preview/PreviewPage';
import { SearchPage } from './pages/search/SearchPage';
import { searchRoute } from './pages/search/searchRoute';
import { TestPage } from './pages/test/TestPage';
import { UpcomingExhibitionsPage } from './pages/upcoming-exhibitions/UpcomingExhibitionsPage';
import { upcomingRoute } from './pages/upcoming-exhibitions/upcomingQuery';
import { Redirect } from './render/Redirect';
import type { RouteHandle, RouteQuery } from './routing/routeQuery';

/** /calendar/current-exhibitions is an alias of the view-all exhibitions listing for today. */
export const CURRENT_EXHIBITIONS_TARGET = '/calendar/view-all/today/exhibitions';

const DETAIL_KINDS: DetailKind[] = ['event', 'exhibition', 'event-series'];

/** A route's handle naming its one query (see routing/routeQuery.ts). */
function data<TData, TVariables extends OperationVariables>(query: RouteQuery<TData, TVariables>): RouteHandle {
  return { query: query as RouteHandle['query'] };
}

/**
 * The route table of both specs, in their priority order (listings first, then content routes, then
 * the content-page fallback). React Router also ranks by specificity, which agrees with this order:
 * static segments beat the calendar's optional parameters. A route that shows data names its one
 * query in `handle` (the server runs it before its single render; the page reads it with
 * useRouteQuery).
 */
export const pageRoutes: RouteObject[] = [
  { path: '/calendar/upcoming-exhibitions', element: <UpcomingExhibitionsPage />, handle: data(upcomingRoute) },
  { path: '/calendar/current-exhibitions', element: <Redirect to={CURRENT_EXHIBITIONS_TARGET} /> },
  { path: '/calendar/past-exhibitions/view-all/:year', element: <PastExhibitionsYearPage />, handle: data(pastExhibitionYearRoute) },
  { path: '/calendar/past-exhibitions/:years?', element: <PastExhibitionsPage />, handle: data(pastExhibitionsRoute) },
  { path: '/calendar/view-all/:range/:categories/:audiences?/:locations?', element: <CalendarPage viewAll />, handle: data(calendarViewAllRoute) },
  ...DETAIL_KINDS.map((kind) => ({ path: `/calendar/${kind}/:id/:article?`, element: <DetailPage kind={kind} />, handle: data(DETAIL_ROUTES[kind]) })),
  { path: '/calendar/:range?/:categories?/:audiences?/:locations?', element: <CalendarPage />, handle: data(calendarRoute) },
  { path: '/search/:type?/:query?', element: <SearchPage />, handle: data(searchRoute) },
  { path: '/collection/object/:id', element: <CollectionObjectPage />, handle: data(objectRoute) },
  { path: '/preschina', element: <PreschinaGridPage />, handle: data(preschinaGridRoute) },
  { path: '/preschina/:id', element: <PreschinaStoryPage />, handle: data(preschinaStoryRoute) },
  { path: '/feedback', element: <FeedbackPage /> },
  { path: '/not-found', element: <NotFoundPage /> },
  { path: '/test', element: <TestPage /> },
  { path: '/preview', element: <PreviewPage />, handle: data(previewRoute) },
  { path: '*', element: <ContentPage />, handle: data(contentRoute) },
];

/** Every screen inside the site chrome. */
export const routes: RouteObject[] = [{ element: <Layout />, handle: data(chromeRoute), children: pageRoutes }];
