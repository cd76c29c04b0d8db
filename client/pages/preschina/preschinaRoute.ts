import { routeQuery } from '../../routing/routeQuery';
import { PreschinaGridQuery } from './preschinaQuery';

/** /preschina: the grid, the same for every URL. */
export const preschinaGridRoute = routeQuery(PreschinaGridQuery, () => ({}));
