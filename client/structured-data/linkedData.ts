import type { Offer, Organization, Place, PostalAddress, VirtualLocation } from 'schema-dts';
import type { AddressedPlaceFieldsFragment, LinkTargetFieldsFragment } from '../gql/graphql';
import { absoluteUrl } from '../render/publicOrigin';
import { launchFromQuery, storeUrl } from '../components/tickets/ticketLaunch';

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

/** The museum, as the organizer of what happens there (schema.org's Museum is a place, not an organization). */
export function organizer(context: LinkedDataContext): Organization {
  return { '@type': 'Organization', name: context.siteName, url: `${context.origin}/` };
}

/** A postal address as the content service gives it. */
export function postalAddress(address: NonNullable<AddressedPlaceFieldsFragment['address']>): PostalAddress {
  return { '@type': 'PostalAddress', streetAddress: address.street, addressLocality: address.city, addressRegion: address.state, postalCode: address.zipcode };
}

/**
 * Where something happens, as the page says it: online is a VirtualLocation (the page itself);
 * a place of the museum's is a Place with its building's address; off site, the meeting point's
 * own words are its address.
 */
export function location(place: AddressedPlaceFieldsFragment | null | undefined, url: string): Place | VirtualLocation | undefined {
  if (!place) return undefined;
  if (place.isOnline) return { '@type': 'VirtualLocation', url };
  return { '@type': 'Place', name: place.text, address: place.address ? postalAddress(place.address) : known(place.room ?? place.text) };
}

/** Online or in person, for `eventAttendanceMode`. */
export function attendanceMode(place: AddressedPlaceFieldsFragment | null | undefined) {
  return place?.isOnline ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode';
}

/** The ticket link's absolute URL, as the page's button leads (the ticket store for a launch). */
function ticketUrl(tickets: LinkTargetFieldsFragment, context: LinkedDataContext): string {
  if (tickets.kind === 'TICKETS') return context.ticketStore ? storeUrl(context.ticketStore, launchFromQuery(tickets.url)) : context.pageUrl;
  return tickets.kind === 'ANCHOR' ? context.pageUrl : absoluteUrl(context.origin, tickets.url);
}

/** Tickets on sale (the page's ticket button), or sold out (the page says so); none otherwise. */
export function offers(tickets: LinkTargetFieldsFragment | null | undefined, soldOut: boolean, context: LinkedDataContext): Offer | undefined {
  if (soldOut) return { '@type': 'Offer', availability: 'https://schema.org/SoldOut', url: context.pageUrl };
  return tickets ? { '@type': 'Offer', availability: 'https://schema.org/InStock', url: ticketUrl(tickets, context) } : undefined;
}
