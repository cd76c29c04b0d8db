import type { ChromeMenuLinkFragment, ChromeQuery } from '../gql/graphql';

export type ChromeData = ChromeQuery;
export type MenuLinkData = ChromeMenuLinkFragment;
export type PrimaryMenuItem = ChromeQuery['navigation']['primary'][number];
export type ChromeLocation = ChromeQuery['locations'][number];

/** The building shown in the header's hours link and the footer: the primary one, else the first. */
export function primaryLocation(locations: ChromeLocation[]): ChromeLocation | undefined {
  return locations.find((location) => location.isPrimary) ?? locations[0];
}
