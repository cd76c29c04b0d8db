import { keywordKey } from './fields';

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
  Online: ['Online Exhibition', 'Online Event'],
  'Historic Houses': ['Mount Pleasant', 'Cedar Grove'],
  Exhibition: ['Exhibitions', 'In the galleries'],
  Exhibitions: ['Exhibition', 'In the galleries'],
};

const NORMALIZED = new Map(Object.entries(ALIASES).map(([key, values]) => [keywordKey(key), values.map(keywordKey)]));

/** The normalized values a filter value accepts: itself and its aliases. */
export function acceptedKeys(value: string): string[] {
  const key = keywordKey(value);
  return [key, ...(NORMALIZED.get(key) ?? [])];
}
