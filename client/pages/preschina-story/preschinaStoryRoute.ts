import { lazyDocument } from '../../data/lazyDocument';
import { routeQuery } from '../../routing/routeQuery';

/** /preschina/:id: the story with that slug. */
export const preschinaStoryRoute = routeQuery(lazyDocument('PreschinaStory', () => import('./preschinaStoryQuery').then((m) => m.PreschinaStoryQuery)), ({ params }) => ({ slug: params.id ?? '' }));
