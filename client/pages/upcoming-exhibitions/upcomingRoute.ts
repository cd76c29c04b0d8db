import { LISTING_FIRST } from '../../components/listing/loadMoreCounts';
import { lazyDocument } from '../../data/lazyDocument';
import { routeQuery } from '../../routing/routeQuery';
import { decodeUpcoming, upcomingVariables } from '../../url/upcomingExhibitionPaths';

/** /calendar/upcoming-exhibitions?range&type&audience; its grid is a masonry (spec §9: masonry load-more maxLoad 5). */
export const upcomingRoute = routeQuery(
  lazyDocument('UpcomingExhibitionsPage', () => import('./upcomingQuery').then((m) => m.UpcomingExhibitionsPageQuery)),
  ({ searchParams }) => ({ ...upcomingVariables(decodeUpcoming(searchParams.toString())), first: LISTING_FIRST.masonry }),
);

/** More upcoming exhibitions ("View More"). */
export const upcomingMore = lazyDocument('UpcomingExhibitionsMore', () => import('./upcomingQuery').then((m) => m.UpcomingExhibitionsMoreQuery));
