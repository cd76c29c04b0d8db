import { expect } from 'vitest';
import type { CheerioAPI } from 'cheerio';

/** A JSON-LD node as parsed: any object with a type. */
export type LdNode = Record<string, unknown> & { '@type': string };

/** Every JSON-LD block of a page, parsed (a block that is not JSON fails the test here). */
export function jsonLdBlocks($: CheerioAPI): unknown[] {
  return $('script[type="application/ld+json"]')
    .toArray()
    .map((script) => JSON.parse($(script).text()) as unknown);
}

/** The nodes of a page's JSON-LD: each block's `@graph`, or the block itself. */
export function ldNodes($: CheerioAPI): LdNode[] {
  return jsonLdBlocks($).flatMap((block) => {
    const record = block as Record<string, unknown>;
    expect(record['@context']).toBe('https://schema.org');
    return (Array.isArray(record['@graph']) ? record['@graph'] : [record]) as LdNode[];
  });
}

export function nodesOfType($: CheerioAPI, type: string): LdNode[] {
  return ldNodes($).filter((node) => node['@type'] === type);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;
const STATUSES = ['https://schema.org/EventScheduled', 'https://schema.org/EventCancelled', 'https://schema.org/EventPostponed', 'https://schema.org/EventRescheduled', 'https://schema.org/EventMovedOnline'];
const MODES = ['https://schema.org/OfflineEventAttendanceMode', 'https://schema.org/OnlineEventAttendanceMode', 'https://schema.org/MixedEventAttendanceMode'];
const AVAILABILITY = ['https://schema.org/InStock', 'https://schema.org/SoldOut', 'https://schema.org/PreOrder'];

const text = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;
const absolute = (value: unknown): boolean => text(value) && /^https?:\/\/[^/]+\//.test(value);
/** Plain text: no markup a search engine would show as characters or read as HTML. */
const plain = (value: unknown): boolean => text(value) && !/<\/?[a-z][^>]*>/i.test(value);

/**
 * What Google's event results require and recommend of an Event (developers.google.com, "Event
 * structured data"): name, startDate (with a time zone offset when it has a time), location with an
 * address (a VirtualLocation with a URL online), eventStatus, eventAttendanceMode, image,
 * description, organizer; endDate not before startDate; offers, when given, with a URL and an
 * availability. Returns what is wrong; nothing means eligible.
 */
export function eventProblems(node: LdNode): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, what: string) => {
    if (!ok) problems.push(`${String(node.name)}: ${what}`);
  };
  need(['Event', 'ExhibitionEvent'].includes(node['@type']), `is a ${node['@type']}`);
  need(plain(node.name), 'name is plain text');
  need(plain(node.description), 'description is plain text');
  need(absolute(node.image), 'image is an absolute URL');
  need(absolute(node.url), 'url is an absolute URL');
  need(typeof node.startDate === 'string' && (ISO_DATE.test(node.startDate) || ISO_DATE_TIME.test(node.startDate)), `startDate ${String(node.startDate)} is ISO 8601 (times with an offset)`);
  if (node.endDate !== undefined) {
    need(typeof node.endDate === 'string' && (ISO_DATE.test(node.endDate) || ISO_DATE_TIME.test(node.endDate)), 'endDate is ISO 8601');
    need(Date.parse(String(node.endDate)) >= Date.parse(String(node.startDate)), 'endDate is not before startDate');
  }
  need(STATUSES.includes(String(node.eventStatus)), 'eventStatus is a schema.org status');
  need(MODES.includes(String(node.eventAttendanceMode)), 'eventAttendanceMode is a schema.org mode');
  const location = node.location as Record<string, unknown> | undefined;
  if (location?.['@type'] === 'VirtualLocation') need(absolute(location.url), 'a virtual location has a URL');
  else {
    need(location?.['@type'] === 'Place' && plain(location.name), 'location is a named Place');
    const address = location?.address;
    if (typeof address === 'object' && address !== null) {
      const postal = address as Record<string, unknown>;
      need(postal['@type'] === 'PostalAddress' && text(postal.streetAddress) && text(postal.addressLocality) && text(postal.addressRegion) && text(postal.postalCode), 'the address is a full PostalAddress');
    } else need(plain(address), 'the place has an address');
  }
  const organizer = node.organizer as Record<string, unknown> | undefined;
  need(text(organizer?.name) && absolute(organizer?.url), 'organizer has a name and URL');
  if (node.offers !== undefined) {
    const offer = node.offers as Record<string, unknown>;
    need(offer['@type'] === 'Offer' && absolute(offer.url) && AVAILABILITY.includes(String(offer.availability)), 'offers have a URL and an availability');
  }
  return problems;
}
