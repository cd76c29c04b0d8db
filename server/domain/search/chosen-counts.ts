import { facetOf, sameValue } from './facets';
import type { SearchPlan, SearchServiceRequest } from './request';

/** A chosen value of a filter group. */
export interface Choice {
  field: string;
  value: string;
}

/**
 * Most extra requests one search makes to count chosen values: each counts one value of every group
 * at once, so only a URL choosing more than this many rare values in one group goes uncounted (its
 * extra values read 0).
 */
export const MAX_CHOSEN_COUNT_REQUESTS = 4;
/** The values counted per group in such a request: those starting with the chosen value, which is one of them. */
const CHOSEN_COUNT_OPTION_SIZE = 1000;

/**
 * Chosen values of list groups that the search service did not count, because they are not among
 * the group's top values (an artist followed from an artwork page, say). Dates and yes/no groups
 * are always counted whole.
 */
export function uncountedChoices(plan: SearchPlan, counted: Readonly<Record<string, readonly string[] | undefined>>): Choice[] {
  const { type, filters } = plan.applied;
  if (type === null) return [];
  return Object.entries(filters).flatMap(([field, values]) => {
    if (facetOf(type, field)?.kind !== 'keyword') return [];
    const keys = counted[field] ?? [];
    return values.filter((value) => !keys.some((key) => sameValue(key, value))).map((value) => ({ field, value }));
  });
}

/**
 * The requests that count uncounted choices, with the same text, filters and rawFilters as the
 * search (spec §7: `option` and `optionQuery`): no results, each group's values starting with one
 * chosen value. One request counts one value of every group; a group's further values go to the next.
 */
export function planChosenCounts(plan: SearchPlan, choices: readonly Choice[]): SearchServiceRequest[] {
  const rounds: Record<string, string>[] = [];
  for (const { field, value } of choices) {
    const round = rounds.find((candidate) => !(field in candidate));
    if (round) round[field] = value;
    else rounds.push({ [field]: value });
  }
  return rounds.slice(0, MAX_CHOSEN_COUNT_REQUESTS).map((round) => ({
    ...plan.request,
    from: 0,
    size: 0,
    sort: [],
    options: Object.keys(round),
    optionQuery: round,
    optionSize: CHOSEN_COUNT_OPTION_SIZE,
  }));
}
