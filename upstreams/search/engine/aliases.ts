import { keywordKey } from './fields';

/** The calendar's filter values (spec §9); option counts file older spellings under them. */
export const FILTER_VALUES: Readonly<Record<'category' | 'audience' | 'location', readonly string[]>> = {
  category: ['Tours', 'Talks', 'Social', 'Hands-On Activities', 'Performances'],
  audience: ['Adults', 'Kids & Families', 'Members', 'Educators', 'Scholars'],
  location: ['Main Building', 'Online', 'Rodin Museum', 'Sculpture Garden', 'Off Site'],
};

/**
 * Filter values that also match other stored values (spec §9 "Category aliases"): choosing the
 * key also selects its aliases, never the other way round.
 */
const ALIASES: Record<string, string[]> = {
  'Kids & Families': ['Kids & Family'],
  Educators: ['Teachers'],
  Scholars: ['Artists & Scholars'],
  'Hands-On': ['Hands-On Activities'],
  Gatherings: ['Social'],
  // The calendar's filter values are "Hands-On Activities" and "Social" (spec §9): they must find
  // events still filed under the older spellings too.
  'Hands-On Activities': ['Hands-On'],
  Social: ['Gatherings'],
  Online: ['Online Exhibition', 'Online Event'],
  // The sample data files the two houses under the location "Fairmount Park Houses".
  'Historic Houses': ['Mount Pleasant', 'Cedar Grove', 'Fairmount Park Houses'],
  Exhibition: ['Exhibitions', 'In the galleries'],
  Exhibitions: ['Exhibition', 'In the galleries'],
};

const NORMALIZED = new Map(Object.entries(ALIASES).map(([key, values]) => [keywordKey(key), values.map(keywordKey)]));

/** The normalized values a filter value accepts: itself and its aliases. */
export function acceptedKeys(value: string): string[] {
  const key = keywordKey(value);
  return [key, ...(NORMALIZED.get(key) ?? [])];
}

/** Normalized alias → the normalized filter values that also select it ("in the galleries" → exhibition, exhibitions). */
const ACCEPTED_BY = new Map<string, string[]>();
for (const [key, values] of NORMALIZED) for (const value of values) ACCEPTED_BY.set(value, [...(ACCEPTED_BY.get(value) ?? []), key]);

/** The normalized filter values, other than its own, that select a normalized stored value. */
export function acceptingKeys(normal: string): readonly string[] {
  return ACCEPTED_BY.get(normal) ?? [];
}

/** The first of `canonical` that accepts a stored value (so "Gatherings" files under "Social"); else the value itself. */
export function canonicalValue(value: string, canonical: readonly string[]): string {
  const key = keywordKey(value);
  return canonical.find((candidate) => acceptedKeys(candidate).includes(key)) ?? value;
}
