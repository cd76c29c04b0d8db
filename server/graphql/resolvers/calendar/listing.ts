import type { CalendarPlan } from '../../../domain/calendar/requests';
import type { DatedHit } from '../../../upstreams/dated-hit';
import type { GatewayContext } from '../../context';
import { orFallback } from '../degrade';

/** One group of a calendar answer: a category's section (default mode) or one index's list (view-all). */
export interface ListingGroup {
  /** The search service's name for it: a category (`Talks`) or an index (`events`). */
  name: string;
  hits: DatedHit[];
  total: number;
}

export interface CalendarListing {
  groups: ListingGroup[];
  /** True when the search service could not be asked (all or part of the listing is missing). */
  unavailable: boolean;
}

/**
 * Asks the search service what a calendar plan lists: the sectioned calendar in default mode, or
 * the view-all searches (exhibitions, then events). A failure is logged and answers an empty
 * listing marked unavailable (the spec's silent empty result); callers keep it out of caches.
 */
export async function loadCalendarListing(context: GatewayContext, plan: CalendarPlan): Promise<CalendarListing> {
  if (plan.calendar) {
    const response = await orFallback(context, 'calendar', null, () => context.loaders.calendar.load(plan.calendar as NonNullable<CalendarPlan['calendar']>));
    if (!response) return { groups: [], unavailable: true };
    return { groups: Object.entries(response.data).map(([name, section]) => ({ name, hits: section.items, total: section.total })), unavailable: false };
  }
  const answers = await Promise.all(plan.searches.map((request) => orFallback(context, `calendar ${request.index} listing`, null, () => context.loaders.datedSearch.load(request))));
  return {
    groups: answers.flatMap((answer, index) => (answer ? [{ name: plan.searches[index]?.index ?? '', hits: answer.result, total: answer.total.value }] : [])),
    unavailable: answers.some((answer) => answer === null),
  };
}
