import { DateTime } from 'luxon';
import type { OpenPresident } from '../data/open-data';

/** One term of office as presidents.json records it (the loader's type leaves `terms` out). */
export interface PresidentTerm {
  start: string;
  end: string | null;
  party: string;
  how: string;
}

export type PresidentRecord = OpenPresident & { terms?: PresidentTerm[] };

/** 1 → "1st", 22 → "22nd", 113 → "113th". */
export function ordinal(value: number): string {
  const suffixes = ['th', 'st', 'nd', 'rd'];
  const lastTwo = value % 100;
  return `${value}${suffixes[(lastTwo - 20) % 10] ?? suffixes[lastTwo] ?? suffixes[0]}`;
}

/** "February 22, 1732". */
export function longDate(iso: string): string {
  return DateTime.fromISO(iso, { locale: 'en-US' }).toFormat('LLLL d, yyyy');
}

/** The number of the first presidency: the order of the microsite's entries. */
export function firstNumber(president: OpenPresident): number {
  return Math.min(...president.presidencyNumbers);
}

/** "22nd and 24th President of the United States". */
export function presidencyTitle(president: OpenPresident): string {
  return `${joinAnd(president.presidencyNumbers.map(ordinal))} President of the United States`;
}

/** "1885–1889 and 1893–1897"; an open term reads "2025–". */
export function termYears(president: OpenPresident): string {
  return joinAnd(president.presidencies.map(({ start, end }) => `${start.slice(0, 4)}–${end ? end.slice(0, 4) : ''}`));
}

/** The parties of all terms, in order and without repeats ("no party" for Washington). */
export function parties(president: PresidentRecord): string {
  return joinAnd([...new Set((president.terms ?? []).map((term) => term.party))]);
}

/** How the first term began, as a phrase: "by election" or "by succession". */
export function cameToOffice(president: PresidentRecord): string {
  return `by ${president.terms?.[0]?.how ?? 'election'}`;
}

function joinAnd(items: string[]): string {
  return items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}
