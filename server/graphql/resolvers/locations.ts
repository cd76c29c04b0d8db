import type { BuildingHours, SiteCalendar, Weekday } from '../../domain/hours';
import { buildingSlug, describesMuseum, hoursUrl } from '../../domain/buildings';
import { museumDate } from '../../domain/clock';
import { contactSpans } from '../../domain/contact-text';
import type { Place } from '../../domain/place';
import { cleanText } from '../../domain/text';
import { todayHours, WEEKDAYS, weeklyHours } from '../../domain/hours';
import { openingHours, specialHours } from '../../domain/opening-hours';
import type { LocationDoc } from '../../upstreams/content-queries';
import { locationsQuery, siteSettingsQuery } from '../../upstreams/content-queries';
import type { Address, Location, Museum, Resolvers } from '../generated/resolvers-types';
import type { GatewayContext } from '../context';
import { loadContent } from '../loaders';
import { orFallback } from './degrade';
import { loadSite } from './site';

function buildingHours(doc: LocationDoc): BuildingHours {
  const hours = doc.hours;
  const weekly: BuildingHours['weekly'] = {};
  for (const day of WEEKDAYS) weekly[day] = hours?.[day.toLowerCase() as Lowercase<Weekday>] ?? null;
  const override = hours?.hoursOverride;
  return {
    weekly,
    override: override ? { text: override.text, start: override.start ?? null, end: override.end ?? null } : null,
    seasonalRule: hours?.seasonalRule ?? null,
    isPrimary: doc.isPrimary === true,
  };
}

function toLocation(doc: LocationDoc, site: SiteCalendar, dateNames: ReadonlyMap<string, string>, context: GatewayContext): Location {
  const building = buildingHours(doc);
  const address = doc.address;
  return {
    id: doc._id,
    slug: doc.slug,
    title: doc.title,
    isPrimary: building.isPrimary,
    hoursUrl: hoursUrl(doc.slug),
    address: address
      ? {
          street: address.street,
          city: address.city,
          state: address.state,
          zipcode: address.zipcode,
          addressOverride: address.addressOverride ?? null,
          lat: address.geopoint?.lat ?? null,
          lng: address.geopoint?.lng ?? null,
          place: address.place ?? null,
          url: address.url ?? null,
        }
      : null,
    weeklyHours: weeklyHours(building.weekly),
    holidayHoursShort: doc.hours?.holidayHoursShort ?? null,
    holidayHoursLong: doc.hours?.holidayHoursLong ?? null,
    hoursTitle: cleanText(doc.hours?.title),
    hoursContact: contactSpans(doc.hours?.contact),
    today: todayHours(building, site, context.now),
    openingHours: openingHours(building, site),
    specialHours: specialHours(building, site, museumDate(context.now)).map((special) => ({ ...special, name: dateNames.get(special.date) ?? null })),
  };
}

/** Every building with today's status; the site's closures come from the settings document. */
export async function loadLocations(context: GatewayContext): Promise<Location[]> {
  const [docs, settings] = await Promise.all([loadContent(context.loaders, locationsQuery), loadContent(context.loaders, siteSettingsQuery)]);
  const site: SiteCalendar = {
    closedDates: (settings.closedDates ?? []).map(({ date }) => date),
    openDates: (settings.openDates ?? []).map(({ date }) => date),
    closedDaysOfWeek: settings.closedDaysOfWeek ?? [],
  };
  const dateNames = new Map([...(settings.closedDates ?? []), ...(settings.openDates ?? [])].flatMap(({ date, name }) => (name ? [[date, name] as const] : [])));
  return docs.map((doc) => toLocation(doc, site, dateNames, context));
}

/**
 * The postal address of a place: its building's; a place of the museum that is not one of its
 * buildings (the Sculpture Garden) has the main building's; none online or off site. Null (and the
 * answer degraded) when the content service fails.
 */
async function placeAddress(place: Place, context: GatewayContext): Promise<Address | null> {
  if (!place.building || place.isOnline || place.isOffSite) return null;
  const locations = await orFallback(context, 'place address', [], () => loadLocations(context));
  const slug = buildingSlug(place.building);
  return (locations.find((location) => location.slug === slug) ?? locations.find((location) => location.isPrimary))?.address ?? null;
}

/** The museum as search engines are told about it, on the pages that describe it (the homepage and the hours page). */
export async function museumOf(path: string, context: GatewayContext): Promise<Museum | null> {
  if (!describesMuseum(path)) return null;
  const [site, locations] = await Promise.all([loadSite(context), orFallback(context, 'museum building', [], () => loadLocations(context))]);
  return { name: site.title, socialLinks: site.socialLinks, building: locations.find((location) => location.isPrimary) ?? null };
}

export const locationsResolvers: Resolvers = {
  Place: {
    address: (place, _args, context) => placeAddress(place, context),
  },
  Query: {
    locations: (_parent, _args, context) => orFallback(context, 'locations', [], () => loadLocations(context)),
    location: async (_parent, { slug }, context) =>
      (await loadLocations(context)).find((location) => location.slug === slug.trim().toLowerCase()) ?? null,
  },
};
