import { LISTING_FIRST } from '../../components/listing/loadMoreCounts';
import { lazyDocument } from '../../data/lazyDocument';
import { routeQuery, type RouteLocation } from '../../routing/routeQuery';
import { calendarVariables, decodeCalendarPath } from '../../url/calendarPaths';

const calendarPage = lazyDocument('CalendarPage', () => import('./calendarQuery').then((m) => m.CalendarPageQuery));

function variables(location: RouteLocation, viewAll: boolean) {
  const { state } = decodeCalendarPath(location.params, viewAll);
  // Sections and the view-all list are grids (spec §9: grid load-more maxLoad 8).
  return { ...calendarVariables(state), viewAll, first: LISTING_FIRST.grid };
}

/** /calendar/{range?}/{categories?}/{audiences?}/{locations?}: the sectioned calendar. */
export const calendarRoute = routeQuery(calendarPage, (location) => variables(location, false));

/** /calendar/view-all/{range}/{categories}/{audiences?}/{locations?}: the flat listing. */
export const calendarViewAllRoute = routeQuery(calendarPage, (location) => variables(location, true));

/** More cards of one section ("View More"). */
export const calendarSectionMore = lazyDocument('CalendarSectionMore', () => import('./calendarQuery').then((m) => m.CalendarSectionMoreQuery));

/** More cards of the view-all list ("View More"). */
export const calendarListMore = lazyDocument('CalendarListMore', () => import('./calendarQuery').then((m) => m.CalendarListMoreQuery));
