/** The search screen's categories (spec §2), in the order the category list shows them. */
export const SEARCH_TYPES = ['collections', 'events', 'eventSeries', 'exhibitions', 'visiting', 'membership', 'research', 'about'] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

interface TypeNames {
  /** Section heading of the category (spec §2 "Section headings for search"). */
  heading: string;
  /** A result's type label, singular (spec §2 "Result type labels"); also names results in the count text. */
  label: string;
}

const NAMES: Readonly<Record<SearchType, TypeNames>> = {
  collections: { heading: 'Artworks', label: 'Artwork' },
  events: { heading: 'Events', label: 'Event' },
  eventSeries: { heading: 'Event Series', label: 'Event Series' },
  exhibitions: { heading: 'Exhibitions', label: 'Exhibition' },
  visiting: { heading: 'Visiting', label: 'Visiting' },
  membership: { heading: 'Join & Support', label: 'Join & Support' },
  research: { heading: 'Learn & Research', label: 'Learn & Research' },
  about: { heading: 'About Us', label: 'About Us' },
};

export function isSearchType(value: unknown): value is SearchType {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value);
}

export function typeHeading(type: SearchType): string {
  return NAMES[type].heading;
}

export function typeLabel(type: SearchType): string {
  return NAMES[type].label;
}

/** The label of a document of any type (related content, for example); a type outside the search screen's reads as a plain page. */
export function documentTypeLabel(type: string | null | undefined): string {
  return isSearchType(type) ? typeLabel(type) : 'Page';
}
