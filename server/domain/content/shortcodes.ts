/** The shortcodes editors place in rich text (content spec §3), with what each shows. */
export type ShortcodeKind = 'OPEN_TABLE' | 'PLANNED_GIVING_CALCULATOR' | 'SIGNUP';

export interface ShortcodeContent {
  kind: ShortcodeKind;
  title: string;
  text: string;
  /** The widget's link, if it has one: the reservation, or the planned giving team's page. */
  link: { title: string; url: string } | null;
}

/**
 * The sign-up is the site's own newsletter form and the calculator calculates (gift-annuity.ts).
 * OpenTable's widget would load its script from OpenTable, which the site never does: it is the
 * restaurant's reservation page, opened in a new window.
 */
const SHORTCODES: Readonly<Record<string, ShortcodeContent>> = {
  OpenTable: {
    kind: 'OPEN_TABLE',
    title: 'Reserve a table',
    text: 'Lunch and dinner at Stir, the museum’s restaurant. Reservations are taken by OpenTable.',
    link: { title: 'Reserve a table at Stir on OpenTable', url: 'https://www.opentable.com/r/stir-philadelphia' },
  },
  PlannedGivingCalculator: {
    kind: 'PLANNED_GIVING_CALCULATOR',
    title: 'Gift annuity calculator',
    text: 'A charitable gift annuity pays you a fixed income for life; what remains afterwards supports the museum. See what a gift would pay you.',
    link: { title: 'Talk to our planned giving team', url: '/join/give' },
  },
  Signup: { kind: 'SIGNUP', title: 'Sign up for our newsletter', text: 'Hear about exhibitions, events and member news first.', link: null },
};

/** The shortcode by the name editors type (case-insensitive); null for one the site does not know. */
export function shortcode(code: string | null | undefined): ShortcodeContent | null {
  const wanted = code?.trim().toLowerCase();
  return Object.entries(SHORTCODES).find(([name]) => name.toLowerCase() === wanted)?.[1] ?? null;
}
