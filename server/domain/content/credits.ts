/** Credit groups of detail pages, in the order they show, with the headings editors may rename. */
export const CREDIT_GROUPS = ['artists', 'curators', 'speakers', 'organizers', 'sponsors'] as const;
export type CreditGroupKind = (typeof CREDIT_GROUPS)[number];

const DEFAULT_TITLES: Readonly<Record<CreditGroupKind, string>> = {
  artists: 'Artists',
  curators: 'Curators',
  organizers: 'Organizers',
  sponsors: 'Sponsors',
  speakers: 'Speakers',
};

/** A group's heading: the editors' own when they gave one, else the default. */
export function creditGroupTitle(kind: CreditGroupKind, custom?: string | null): string {
  return custom?.trim() || DEFAULT_TITLES[kind];
}
