import { lazyPlaceholder } from '../deferred/lazyPart';

/** A card listing's loading placeholders (CardListPlaceholder), whose code no first route carries. */
export const LoadingCards = lazyPlaceholder(() => import('./CardListPlaceholder').then((m) => m.CardListPlaceholder));
