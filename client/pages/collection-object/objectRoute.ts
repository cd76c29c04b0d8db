import { routeQuery } from '../../routing/routeQuery';
import { CollectionObjectPageQuery } from './objectQuery';

/** /collection/object/:id: the object with everything its page shows. */
export const objectRoute = routeQuery(CollectionObjectPageQuery, ({ params }) => ({ id: params.id ?? '' }));
