import type { OperationVariables } from '@apollo/client';
import type { RouteObject } from 'react-router-dom';
import { chromeRoute } from './chrome/chromeRoute';
import { Layout } from './chrome/Layout';
import type { DetailKind } from './pages/detail/DetailPage';
import { Redirect } from './render/Redirect';
import { lazyPage, type LazyPage } from './routing/lazyPage';
import { loadOnce } from './routing/loadOnce';
import type { RouteHandle, RouteQuery } from './routing/routeQuery';

/** /calendar/current-exhibitions is an alias of the view-all exhibitions listing for today. */
export const CURRENT_EXHIBITIONS_TARGET = '/calendar/view-all/today/exhibitions';

/** The old collection search address (spec §2 links: /collections/search.html) moved for good to the collection search. */
export const COLLECTION_SEARCH_TARGET = '/search/collections';

const DETAIL_KINDS: DetailKind[] = ['event', 'exhibition', 'event-series'];

// Every page is a chunk of its own (routing/lazyPage.tsx); the module path names it in the build manifest.
const UpcomingExhibitionsPage = lazyPage('pages/upcoming-exhibitions/UpcomingExhibitionsPage.tsx', () => import('./pages/upcoming-exhibitions/UpcomingExhibitionsPage').then((m) => m.UpcomingExhibitionsPage));
const PastExhibitionsYearPage = lazyPage('pages/past-exhibitions-year/PastExhibitionsYearPage.tsx', () => import('./pages/past-exhibitions-year/PastExhibitionsYearPage').then((m) => m.PastExhibitionsYearPage));
const PastExhibitionsPage = lazyPage('pages/past-exhibitions/PastExhibitionsPage.tsx', () => import('./pages/past-exhibitions/PastExhibitionsPage').then((m) => m.PastExhibitionsPage));
const CalendarPage = lazyPage('pages/calendar/CalendarPage.tsx', () => import('./pages/calendar/CalendarPage').then((m) => m.loadCalendarPage()));
const DetailPage = lazyPage('pages/detail/DetailPage.tsx', () => import('./pages/detail/DetailPage').then((m) => m.DetailPage));
const SearchPage = lazyPage('pages/search/SearchPage.tsx', () => import('./pages/search/SearchPage').then((m) => m.SearchPage));
const CollectionObjectPage = lazyPage('pages/collection-object/CollectionObjectPage.tsx', () => import('./pages/collection-object/CollectionObjectPage').then((m) => m.CollectionObjectPage));
const PreschinaGridPage = lazyPage('pages/preschina/PreschinaGridPage.tsx', () => import('./pages/preschina/PreschinaGridPage').then((m) => m.PreschinaGridPage));
const PreschinaStoryPage = lazyPage('pages/preschina-story/PreschinaStoryPage.tsx', () => import('./pages/preschina-story/PreschinaStoryPage').then((m) => m.PreschinaStoryPage));
const FeedbackPage = lazyPage('pages/feedback/FeedbackPage.tsx', () => import('./pages/feedback/FeedbackPage').then((m) => m.FeedbackPage));
const NotFoundPage = lazyPage('pages/not-found/NotFoundPage.tsx', () => import('./pages/not-found/NotFoundPage').then((m) => m.NotFoundPage));
const TestPage = lazyPage('pages/test/TestPage.tsx', () => import('./pages/test/TestPage').then((m) => m.TestPage));
const PreviewPage = lazyPage('pages/preview/PreviewPage.tsx', () => import('./pages/preview/PreviewPage').then((m) => m.PreviewPage));
const ContentPage = lazyPage('pages/content/ContentPage.tsx', () => import('./pages/content/ContentPage').then((m) => m.ContentPage));

/**
 * A route's handle: its page's code and its one query (see routing/routeQuery.ts), each loaded when
 * the route is matched. The query's module is imported once: every server render asks for it, and
 * a dynamic `import()` of a loaded module still resolves it anew.
 */
function data<TData, TVariables extends OperationVariables>(page: Pick<LazyPage, 'load' | 'module'> | null, query?: () => Promise<RouteQuery<TData, TVariables>>): RouteHandle {
  const queryModule = query && loadOnce(query).load;
  return { ...(page ? { page } : {}), ...(queryModule ? { query: queryModule as RouteHandle['query'] } : {}) };
}

/**
 * The route table of both specs, in their priority order (listings first, then content routes, then
 * the content-page fallback). React Router also ranks by specificity, which agrees with this order:
 * static segments beat the calendar's optional parameters. A route that shows data names its one
 * query in `handle` (the server runs it before its single render; the page reads it with
 * useRouteQuery), and its page, whose code the server and hydration load before rendering.
 */
export const pageRoutes: RouteObject[] = [
  { path: '/calendar/upcoming-exhibitions', element: <UpcomingExhibitionsPage.Page />, handle: data(UpcomingExhibitionsPage, () => import('./pages/upcoming-exhibitions/upcomingRoute').then((m) => m.upcomingRoute)) },
  { path: '/calendar/current-exhibitions', element: <Redirect to={CURRENT_EXHIBITIONS_TARGET} /> },
  { path: '/calendar/past-exhibitions/view-all/:year', element: <PastExhibitionsYearPage.Page />, handle: data(PastExhibitionsYearPage, () => import('./pages/past-exhibitions/pastRoute').then((m) => m.pastExhibitionYearRoute)) },
  { path: '/calendar/past-exhibitions/:years?', element: <PastExhibitionsPage.Page />, handle: data(PastExhibitionsPage, () => import('./pages/past-exhibitions/pastRoute').then((m) => m.pastExhibitionsRoute)) },
  { path: '/calendar/view-all/:range/:categories/:audiences?/:locations?', element: <CalendarPage.Page viewAll />, handle: data(CalendarPage, () => import('./pages/calendar/calendarRoute').then((m) => m.calendarViewAllRoute)) },
  ...DETAIL_KINDS.map((kind) => ({ path: `/calendar/${kind}/:id/:article?`, element: <DetailPage.Page kind={kind} />, handle: data(DetailPage, () => import('./pages/detail/DetailPage').then((m) => m.DETAIL_ROUTES[kind])) })),
  { path: '/calendar/:range?/:categories?/:audiences?/:locations?', element: <CalendarPage.Page />, handle: data(CalendarPage, () => import('./pages/calendar/calendarRoute').then((m) => m.calendarRoute)) },
  { path: '/search/:type?/:query?', element: <SearchPage.Page />, handle: data(SearchPage, () => import('./pages/search/searchRoute').then((m) => m.searchRoute)) },
  { path: '/collections/search.html', element: <Redirect to={COLLECTION_SEARCH_TARGET} permanent keepQuery /> },
  { path: '/collection/object/:id', element: <CollectionObjectPage.Page />, handle: data(CollectionObjectPage, () => import('./pages/collection-object/objectRoute').then((m) => m.objectRoute)) },
  { path: '/preschina', element: <PreschinaGridPage.Page />, handle: data(PreschinaGridPage, () => import('./pages/preschina/preschinaRoute').then((m) => m.preschinaGridRoute)) },
  { path: '/preschina/:id', element: <PreschinaStoryPage.Page />, handle: data(PreschinaStoryPage, () => import('./pages/preschina-story/preschinaStoryRoute').then((m) => m.preschinaStoryRoute)) },
  { path: '/feedback', element: <FeedbackPage.Page />, handle: data(FeedbackPage) },
  { path: '/not-found', element: <NotFoundPage.Page />, handle: data(NotFoundPage) },
  { path: '/test', element: <TestPage.Page />, handle: data(TestPage) },
  { path: '/preview', element: <PreviewPage.Page />, handle: data(PreviewPage, () => import('./pages/preview/previewRoute').then((m) => m.previewRoute)) },
  { path: '*', element: <ContentPage.Page />, handle: data(ContentPage, () => import('./pages/content/contentRoute').then((m) => m.contentRoute)) },
];

/** Every screen inside the site chrome. */
export const routes: RouteObject[] = [{ element: <Layout />, handle: data(null, async () => chromeRoute), children: pageRoutes }];
