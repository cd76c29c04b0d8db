import type { DayOfWeek, Museum, OpeningHoursSpecification, Thing } from 'schema-dts';
import type { ContentPageFieldsFragment, MuseumFieldsFragment } from '../gql/graphql';
import { absoluteUrl } from '../render/publicOrigin';
import { postalAddress, type LinkedDataContext } from './linkedData';
import { graphOf } from './pageGraph';
import logo from '../icons/museum-mark.svg?url&no-inline';

/**
 * The museum (schema.org Museum) from the same data the header and footer show: its name, the main
 * building's address and coordinates, the footer's social links, and the hours the header's
 * "Open today" reads — regular hours by weekday, closed and open dates as special hours.
 */
export function museum(facts: MuseumFieldsFragment, context: LinkedDataContext): Museum {
  const building = facts.building;
  const address = building?.address;
  const special: OpeningHoursSpecification[] = (building?.specialHours ?? []).map((day) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: day.date,
    validThrough: day.date,
    // Closed all day: schema.org's way is opening and closing at midnight.
    opens: day.opens ?? '00:00',
    closes: day.closes ?? '00:00',
  }));
  return {
    '@type': 'Museum',
    '@id': `${context.origin}/#museum`,
    name: facts.name,
    url: `${context.origin}/`,
    logo: absoluteUrl(context.origin, logo),
    address: address ? postalAddress(address) : undefined,
    geo: address?.lat != null && address.lng != null ? { '@type': 'GeoCoordinates', latitude: address.lat, longitude: address.lng } : undefined,
    sameAs: facts.socialLinks.map((link) => link.url),
    openingHoursSpecification: (building?.openingHours ?? []).map((hours) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: hours.days.map((day) => `https://schema.org/${day}` as DayOfWeek),
      opens: hours.opens,
      closes: hours.closes,
    })),
    specialOpeningHoursSpecification: special.length ? special : undefined,
  };
}

/** What a content page describes: the museum, on the pages that carry its facts (the homepage and the hours page). */
function describeContentPage(page: ContentPageFieldsFragment, context: LinkedDataContext): Thing[] {
  return page.__typename === 'Page' && page.museum ? [museum(page.museum, context)] : [];
}

/** The content pages' JSON-LD: the museum where a page carries its facts, and the breadcrumbs. */
export const contentPageGraph = graphOf(describeContentPage);
