import type { CalendarPlan } from '../../../domain/calendar/requests';
import type { CalendarSelection } from '../../../domain/calendar/selection';
import type { DatedHit } from '../../../upstreams/dated-hit';
import type { CalendarListing } from './listing';

/** A listing's hits, kept whole so fields with paging arguments can cut their page. */
export interface HitList {
  hits: DatedHit[];
  total: number;
  /** The selected days: events show their occurrence within them. */
  within: CalendarSelection;
}

/** The parent of `Calendar` fields: the plan that ran and what the search service answered. */
export interface CalendarParent {
  plan: CalendarPlan;
  listing: CalendarListing;
}

export interface CalendarSectionParent extends HitList {
  slug: string | null;
  title: string;
}

export interface CalendarListParent extends HitList {
  heading: string;
  prefersList: boolean;
}

export interface UpcomingExhibitionsParent extends HitList {
  title: string;
  unavailable: boolean;
}

export interface PastExhibitionYearParent extends HitList {
  year: number;
  unavailable: boolean;
}

/** The parent of `PastExhibitions` fields: every year group to show, so `years` can cut its page. */
export interface PastExhibitionsParent {
  groups: PastExhibitionYearParent[];
  yearOptions: Array<{ year: number; total: number; selected: boolean }>;
  selectedYears: number[];
  unavailable: boolean;
}
