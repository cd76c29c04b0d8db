import { routeQuery, type RouteLocation } from '../../routing/routeQuery';
import { calendarVariables, decodeCalendarPath } from '../../url/calendarPaths';
import { CalendarPageQuery } from './calendarQuery';

/** Cards a section shows before "View More", and each "View More" adds (spec §9: grid load-more 8). */
export const SECTION_STEP = 8;
/** Cards the view-all list shows before "View More", and each "View More" adds (the default page size, 12). */
export const LIST_STEP = 12;

function variables(location: RouteLocation, viewAll: boolean) {
  const { state } = decodeCalendarPath(location.params, viewAll);
  return { ...calendarVariables(state), viewAll, first: viewAll ? LIST_STEP : SECTION_STEP };
}

/** /calendar/{range?}/{categories?}/{audiences?}/{locations?}: the sectioned calendar. */
export const calendarRoute = routeQuery(CalendarPageQuery, (location) => variables(location, false));

/** /calendar/view-all/{range}/{categories}/{audiences?}/{locations?}: the flat listing. */
export const calendarViewAllRoute = routeQuery(CalendarPageQuery, (location) => variables(location, true));
