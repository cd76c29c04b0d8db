/** The shortcodes editors place in rich text (content spec §3), with what each shows. */
export type ShortcodeKind = 'OPEN_TABLE' | 'PLANNED_GIVING_CALCULATOR' | 'SIGNUP';

export interface ShortcodeContent {
  kind: ShortcodeKind;
  title: string;
  text: string;
  linkTitle: string;
  url: string;
}

/**
 * Both widgets of other services load their scripts from elsewhere, which the site never does: they
 * show as a call to action to the service instead. The sign-up goes to the newsletter page.
 */
const SHORTCODES: Readonly<Record<string, ShortcodeContent>> = {
  OpenTable: { kind: 'OPEN_TABLE', title: 'Reserve a table', text: 'Book lunch or dinner at the museum’s restaurant.', linkTitle: 'Reserve on OpenTable', url: 'https://www.opentable.com/r/stir-philadelphia' },
  PlannedGivingCalculator: { kind: 'PLANNED_GIVING_CALCULATOR', title: 'Plan a gift', text: 'See how a planned gift can support the museum and provide for you.', linkTitle: 'Open the gift calculator', url: 'https://philamuseum.plannedgiving.org/calculator' },
  Signup: { kind: 'SIGNUP', title: 'Sign up for our newsletter', text: 'Hear about exhibitions, events and member news first.', linkTitle: 'Sign up', url: '/join/newsletter' },
};

/** The shortcode by the name editors type (case-insensitive); null for one the site does not know. */
export function shortcode(code: string | null | undefined): ShortcodeContent | null {
  const wanted = code?.trim().toLowerCase();
  return Object.entries(SHORTCODES).find(([name]) => name.toLowerCase() === wanted)?.[1] ?? null;
}
