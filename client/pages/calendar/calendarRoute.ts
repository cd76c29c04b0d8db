import { LISTING_FIRST } from '../../components/listing/loadMoreCounts';
import { routeQuery, type RouteLocation } from '../../routing/routeQuery';
import { calendarVariables, decodeCalendarPath } from '../../url/calendarPaths';
import { CalendarPageQuery } from './calendarQuery';

function variables(location: RouteLocation, viewAll: boolean) {
  const { state } = decodeCalendarPath(location.params, viewAll);
  // Sections and the view-all list are grids (spec §9: grid load-more maxLoad 8).
  return { ...calendarVariables(state), viewAll, first: LISTING_FIRST.grid };
}

/** /calendar/{range?}/{categories?}/{audiences?}/{locations?}: the sectioned calendar. */
export const calendarRoute = routeQuery(CalendarPageQuery, (location) => variables(location, false));

/** /calendar/view-all/{range}/{categories}/{audiences?}/{locations?}: the flat listing. */
export const calendarViewAllRoute = routeQuery(CalendarPageQuery, (location) => variables(location, true));
