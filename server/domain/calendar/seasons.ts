import type { DateTime } from 'luxon';
import { monthSpan, type DaySpan } from './periods';

/** The museum's seasons (spec §9), in the order a season year runs. */
export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** A season of a season year: winter 2026 runs from December 2026 through February 2027. */
export interface SeasonOfYear {
  season: Season;
  year: number;
}

/** First month of each season: spring March–May, summer June–August, fall September–November, winter December–February. */
const FIRST_MONTH: Readonly<Record<Season, number>> = { spring: 3, summer: 6, fall: 9, winter: 12 };

export function isSeason(value: string): value is Season {
  return (SEASONS as readonly string[]).includes(value);
}

/** The season a day falls in; before March it is the previous year's winter (spec §9). */
export function seasonOf(day: DateTime): SeasonOfYear {
  const { month, year } = day;
  if (month < 3) return { season: 'winter', year: year - 1 };
  const season = [...SEASONS].reverse().find((candidate) => month >= FIRST_MONTH[candidate]) ?? 'winter';
  return { season, year };
}

/** The three months of a season of a season year. */
export function seasonSpan({ season, year }: SeasonOfYear): DaySpan {
  const first = monthSpan(year, FIRST_MONTH[season]);
  const last = first.start.plus({ months: 2 });
  return { start: first.start, end: monthSpan(last.year, last.month).end };
}

/** A bare season name means that season now, or its next one: never one that is over. */
export function currentOrNextSeason(season: Season, today: DateTime): SeasonOfYear {
  const current = seasonOf(today);
  if (current.season === season) return current;
  const sameYear = { season, year: current.year };
  return seasonSpan(sameYear).end >= today.startOf('day') ? sameYear : { season, year: current.year + 1 };
}

/** "Fall 2026"; a winter spans two years: "Winter 2026–27". */
export function seasonName({ season, year }: SeasonOfYear): string {
  const name = `${season[0]?.toUpperCase() ?? ''}${season.slice(1)}`;
  return season === 'winter' ? `${name} ${year}–${String(year + 1).slice(-2)}` : `${name} ${year}`;
}
