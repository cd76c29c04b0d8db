import { lazyDocument } from '../data/lazyDocument';
import { routeQuery } from '../routing/routeQuery';

/** The layout's route query: the chrome around every page, the same for every URL. */
export const chromeRoute = routeQuery(lazyDocument('Chrome', () => import('./chromeQuery').then((m) => m.ChromeQuery)), () => ({}));
