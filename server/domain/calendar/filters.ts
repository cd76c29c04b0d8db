/**
 * The calendar's filters (spec §9): category, audience and location values, the slugs the URL
 * writes them as, and the older spellings each also matches ("Category aliases").
 */

export type CalendarFilterField = 'category' | 'audience' | 'location';
/** The calendar's filters, and the exhibition types the upcoming exhibitions page filters by. */
export type FilterField = CalendarFilterField | 'exhibitionType';

export interface FilterValue {
  /** The URL's spelling: `hands-on-activities`, `kids-families`. */
  slug: string;
  /** The label and the canonical value the search service files things under. */
  label: string;
  /** Other stored spellings this value also matches. */
  aliases: readonly string[];
  /** Accepted in URLs and matched, but not offered as a tab unless chosen. */
  unlisted?: boolean;
}

/** Exhibitions are the calendar's first category; the rest are the event categories. */
export const EXHIBITIONS_SLUG = 'exhibitions';

const value = (label: string, aliases: readonly string[] = [], unlisted = false): FilterValue => ({ slug: slugOf(label), label, aliases, unlisted });

export const FILTER_VALUES: Readonly<Record<FilterField, readonly FilterValue[]>> = {
  category: [
    value('Exhibitions', ['Exhibition', 'In the galleries']),
    value('Tours'),
    value('Talks'),
    value('Social', ['Gatherings']),
    value('Hands-On Activities', ['Hands-On']),
    value('Performances'),
  ],
  audience: [value('Adults'), value('Kids & Families', ['Kids & Family']), value('Members'), value('Educators', ['Teachers']), value('Scholars', ['Artists & Scholars'])],
  location: [
    value('Main Building'),
    value('Online', ['Online Exhibition', 'Online Event']),
    value('Rodin Museum'),
    value('Sculpture Garden'),
    value('Off Site'),
    // Not a tab of the spec, but its alias rule names it: links to the houses' listings work.
    value('Historic Houses', ['Mount Pleasant', 'Cedar Grove', 'Fairmount Park Houses'], true),
  ],
  // An exhibition's own category (the search service's subcategory of the Exhibitions category).
  exhibitionType: [value('Exhibition'), value('In the galleries'), value('Online Exhibition')],
};

/** The heading of each filter group ("Filter by:" Type, Audience, Location). */
export const FILTER_LABELS: Readonly<Record<FilterField, string>> = { category: 'Type', audience: 'Audience', location: 'Location', exhibitionType: 'Type' };

/** At most this many values are read from one segment; a visitor never chooses more. */
export const MAX_FILTER_VALUES = 20;

/** The slug of a label: lower case, `&` and other punctuation dropped, words joined by hyphens. */
export function slugOf(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&/g, ' ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

const BY_SLUG: Readonly<Record<FilterField, ReadonlyMap<string, FilterValue>>> = {
  category: lookup('category'),
  audience: lookup('audience'),
  location: lookup('location'),
  exhibitionType: lookup('exhibitionType'),
};

/** Every spelling a value is known by (its slug, its label's and its aliases' slugs) → the value. */
function lookup(field: FilterField): Map<string, FilterValue> {
  const map = new Map<string, FilterValue>();
  for (const entry of FILTER_VALUES[field]) {
    for (const spelling of [entry.slug, ...entry.aliases.map(slugOf)]) if (!map.has(spelling)) map.set(spelling, entry);
  }
  return map;
}

/**
 * Reads a segment's values (slugs, labels or alias spellings, any case) as the values they name, in
 * the filter's own order, without repeats. `all`, `*`, empty and unknown values are dropped; only
 * the first MAX_FILTER_VALUES are looked at. An empty result means every value (no filter).
 */
export function readFilterValues(field: FilterField, raw: readonly string[] | null | undefined): FilterValue[] {
  const known = new Set<FilterValue>();
  for (const text of (raw ?? []).slice(0, MAX_FILTER_VALUES)) {
    const found = BY_SLUG[field].get(slugOf(text.slice(0, 100)));
    if (found) known.add(found);
  }
  return FILTER_VALUES[field].filter((entry) => known.has(entry));
}

/** What the search service is asked to match for chosen values: each value and its aliases. */
export function serviceValues(values: readonly FilterValue[]): string[] {
  return values.flatMap((entry) => [entry.label, ...entry.aliases]);
}

/** The canonical category of a section the search service names ("Gatherings" → Social); null when it is none of the calendar's. */
export function categoryOf(name: string): FilterValue | null {
  return BY_SLUG.category.get(slugOf(name)) ?? null;
}

/** "Talks", "Talks and Tours", "Tours, Talks and Social"; every category when none is chosen. */
export function categoriesText(values: readonly FilterValue[]): string {
  const labels = values.map((entry) => entry.label);
  if (labels.length === 0) return 'Events & Exhibitions';
  if (labels.length === 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}
