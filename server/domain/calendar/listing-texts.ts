import { formatCount } from '../search/text';
import { categoriesText, type FilterValue } from './filters';
import { PAST_YEAR_PREVIEW } from './exhibition-listings';

/** A section links to its view-all listing past 3 items (spec §9). */
export const SECTION_PREVIEW = 3;

/** The view-all heading (spec §2): "Viewing all Talks and Tours (1,234)". */
export function viewAllHeading(categories: readonly FilterValue[], total: number): string {
  return `Viewing all ${categoriesText(categories)} (${formatCount(total)})`;
}

/** "Upcoming Exhibitions (12)" (spec §2). */
export function upcomingTitle(total: number): string {
  return `Upcoming Exhibitions (${formatCount(total)})`;
}

/** "All 2019 Exhibitions" (spec §2). */
export function pastYearTitle(year: number): string {
  return `All ${year} Exhibitions`;
}

/** "View all 12 exhibitions", only past 3 (spec §2). */
export function pastYearViewAllText(total: number): string | null {
  return total > PAST_YEAR_PREVIEW ? `View all ${formatCount(total)} exhibitions` : null;
}
