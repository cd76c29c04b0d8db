import { lazyDocument } from '../../data/lazyDocument';
import { routeQuery } from '../../routing/routeQuery';

/** /collection/object/:id: the object with everything its page shows. */
export const objectRoute = routeQuery(lazyDocument('CollectionObjectPage', () => import('./objectQuery').then((m) => m.CollectionObjectPageQuery)), ({ params }) => ({ id: params.id ?? '' }));
