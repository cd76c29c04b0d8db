import type { BuildingHours, SiteCalendar, Weekday } from '../../domain/hours';
import { hoursUrl } from '../../domain/buildings';
import { contactSpans } from '../../domain/contact-text';
import { cleanText } from '../../domain/text';
import { todayHours, WEEKDAYS, weeklyHours } from '../../domain/hours';
import type { LocationDoc } from '../../upstreams/content-queries';
import { locationsQuery, siteSettingsQuery } from '../../upstreams/content-queries';
import type { Location, Resolvers } from '../generated/resolvers-types';
import type { GatewayContext } from '../context';
import { loadContent } from '../loaders';
import { orFallback } from './degrade';

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

function toLocation(doc: LocationDoc, site: SiteCalendar, context: GatewayContext): Location {
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
  return docs.map((doc) => toLocation(doc, site, context));
}

export const locationsResolvers: Resolvers = {
  Query: {
    locations: (_parent, _args, context) => orFallback(context, 'locations', [], () => loadLocations(context)),
    location: async (_parent, { slug }, context) =>
      (await loadLocations(context)).find((location) => location.slug === slug.trim().toLowerCase()) ?? null,
  },
};
