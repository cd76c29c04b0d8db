import { LISTING_FIRST } from '../../components/listing/loadMoreCounts';
import { lazyDocument } from '../../data/lazyDocument';
import { routeQuery } from '../../routing/routeQuery';
import { decodePastYear, decodePastYears } from '../../url/pastExhibitionPaths';

/** Year sections shown first, and added by each "View More" (spec §4: the default step is 5). */
export const PAST_YEARS_STEP = 5;

/** /calendar/past-exhibitions/{years?}: the chosen years, hyphen-joined. */
export const pastExhibitionsRoute = routeQuery(
  lazyDocument('PastExhibitionsPage', () => import('./pastQuery').then((m) => m.PastExhibitionsPageQuery)),
  ({ params }) => ({ years: decodePastYears(params.years).years, first: PAST_YEARS_STEP }),
);

/** /calendar/past-exhibitions/view-all/{year}; a malformed year asks for year 0, which has no listing. */
export const pastExhibitionYearRoute = routeQuery(
  lazyDocument('PastExhibitionYearPage', () => import('./pastQuery').then((m) => m.PastExhibitionYearPageQuery)),
  ({ params }) => ({ year: decodePastYear(params.year) ?? 0, first: LISTING_FIRST.grid }),
);

/** More year sections ("View More" on the years' page). */
export const pastYearsMore = lazyDocument('PastExhibitionsMoreYears', () => import('./pastQuery').then((m) => m.PastExhibitionsMoreYearsQuery));

/** More exhibitions of one year ("View More" on a year's page). */
export const pastYearMore = lazyDocument('PastExhibitionYearMore', () => import('./pastQuery').then((m) => m.PastExhibitionYearMoreQuery));
