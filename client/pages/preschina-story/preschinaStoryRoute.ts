import { routeQuery } from '../../routing/routeQuery';
import { PreschinaStoryQuery } from './preschinaStoryQuery';

/** /preschina/:id: the story with that slug. */
export const preschinaStoryRoute = routeQuery(PreschinaStoryQuery, ({ params }) => ({ slug: params.id ?? '' }));
