import type { PostalAddress } from 'schema-dts';
import type { AddressedPlaceFieldsFragment } from '../gql/graphql';

/** What every page's structured data is written with: where the site is, its name, the page, the ticket store. */
export interface LinkedDataContext {
  origin: string;
  siteName: string;
  /** The page's own absolute URL. */
  pageUrl: string;
  /** The ticket store ticket links open (`Site.ticketStoreUrl`), or null. */
  ticketStore: string | null;
}

/** A value, or nothing: JSON-LD leaves out what is unknown rather than stating null. */
export const known = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** A postal address as the content service gives it. */
export function postalAddress(address: NonNullable<AddressedPlaceFieldsFragment['address']>): PostalAddress {
  return {
    '@type': 'PostalAddress',
    streetAddress: address.street,
    addressLocality: address.city,
    addressRegion: address.state,
    postalCode: address.zipcode,
  };
}
