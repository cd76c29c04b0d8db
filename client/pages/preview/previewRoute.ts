import { lazyDocument } from '../../data/lazyDocument';
import type { PreviewPageQueryVariables } from '../../gql/graphql';
import { routeQuery } from '../../routing/routeQuery';
import { galleryPage, occurrence } from '../content/pageUrlVariables';
import { sitePath } from '../content/sitePath';

/**
 * /preview?id=&path=&expires=&signature=: an editor's signed preview of a draft. A module of its
 * own, as the content route is: neither loads the other's document.
 */
export const previewRoute = routeQuery(lazyDocument('PreviewPage', () => import('./previewQuery').then((m) => m.PreviewPageQuery)), ({ searchParams }): PreviewPageQueryVariables => {
  const path = searchParams.get('path') ?? '';
  const signed = { expires: searchParams.get('expires') ?? undefined, signature: searchParams.get('signature') ?? undefined };
  return {
    id: searchParams.get('id') ?? '',
    path: path ? sitePath(path.startsWith('/') ? path : `/${path}`) : '',
    ...(signed.expires ? { expires: signed.expires } : {}),
    ...(signed.signature ? { signature: signed.signature } : {}),
    ...galleryPage(searchParams),
    ...occurrence(searchParams),
  };
});
