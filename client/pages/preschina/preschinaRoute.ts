import { lazyDocument } from '../../data/lazyDocument';
import { routeQuery } from '../../routing/routeQuery';

/** /preschina: the grid, the same for every URL. */
export const preschinaGridRoute = routeQuery(lazyDocument('PreschinaGrid', () => import('./preschinaQuery').then((m) => m.PreschinaGridQuery)), () => ({}));
