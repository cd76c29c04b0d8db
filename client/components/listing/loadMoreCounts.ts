import { DEFAULT_LOAD_MORE_STEP } from '../content/loadMore';

/**
 * Cards a listing shows before "View More", by the grid style it is laid out in (spec §9 "grid
 * load-more maxLoad": grid 8, masonry 5). Listings start at their first item: none is featured
 * apart, as the homepage-style grid (which starts at 0).
 */
export const LISTING_FIRST = { grid: 8, masonry: 5 } as const;

/** Cards each "View More" adds to a listing (spec §4: the load-more default step is 5), until all are shown. */
export const LISTING_STEP = DEFAULT_LOAD_MORE_STEP;
