import { routeQuery } from '../routing/routeQuery';
import { ChromeQuery } from './chromeQuery';

/** The layout's route query: the chrome around every page, the same for every URL. */
export const chromeRoute = routeQuery(ChromeQuery, () => ({}));
