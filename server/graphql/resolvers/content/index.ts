import { mapPlace } from '../../../domain/content/map';
import { chooseOccurrence, readOccurrenceChoice } from '../../../domain/content/occurrences';
import type { GatewayContext } from '../../context';
import type { Location, Resolvers } from '../../generated/resolvers-types';
import { orFallback } from '../degrade';
import { loadLocations, museumOf } from '../locations';
import { selectsAnyField } from '../selection';
import { breadcrumbsOf } from './breadcrumbs';
import { loadPage, loadPreview } from './load-page';
import { artwork, artworks, packageGallery, relatedEvents } from './searches';
import { eventDateLinks, seriesNextDate } from './series-dates';

/** Union and interface members carry their `__typename` from the models. */
function byTypename<T extends string>(value: { __typename?: T }): T {
  if (!value.__typename) throw new Error('a content model without __typename');
  return value.__typename;
}

/** A building of a location section; null (and the answer degraded) when the content service fails. */
async function locationOf(slug: string | null, context: GatewayContext): Promise<Location | null> {
  if (!slug) return null;
  const locations = await orFallback(context, `building ${slug}`, [], () => loadLocations(context));
  return locations.find((location) => location.slug === slug) ?? null;
}

const BREADCRUMBS: ReadonlySet<string> = new Set(['breadcrumbs']);

export const contentResolvers: Resolvers = {
  Query: {
    // Unknown pages are null (the not-found view); an unreachable content service is an error, not a 404.
    page: (_parent, { path }, context, info) => loadPage(context, path, selectsAnyField(info, BREADCRUMBS)),
    previewPage: (_parent, { id, path, expires, signature }, context, info) => loadPreview(context, { id, path, expires, signature }, selectsAnyField(info, BREADCRUMBS)),
  },
  ContentPage: { __resolveType: byTypename },
  RoutedPage: { __resolveType: byTypename },
  Section: { __resolveType: byTypename },
  SectionFields: { __resolveType: byTypename },
  RichTextBlock: { __resolveType: byTypename },
  BasicBlock: { __resolveType: byTypename },
  RelatedItem: { __resolveType: byTypename },
  Page: {
    breadcrumbs: (parent, _args, context) => breadcrumbsOf(context, parent),
    museum: (parent, _args, context) => museumOf(parent.path, context),
  },
  ResourcePage: { breadcrumbs: (parent, _args, context) => breadcrumbsOf(context, parent) },
  WebPackagePage: {
    breadcrumbs: (parent, _args, context) => breadcrumbsOf(context, parent),
    gallery: (parent, { page }, context) => packageGallery(parent.packageId, page, context),
  },
  CollectionObjectGroupPage: {
    breadcrumbs: (parent, _args, context) => breadcrumbsOf(context, parent),
    assets: (parent, _args, context) => artworks(parent.assetIds, context),
  },
  ExhibitionPage: {
    breadcrumbs: (parent, _args, context) => breadcrumbsOf(context, parent),
    artworks: (parent, _args, context) => artworks(parent.assetIds, context),
    relatedEvents: (parent, _args, context) => relatedEvents(parent.relatedEventsQuery, parent.path, context),
  },
  EventPage: {
    breadcrumbs: (parent, _args, context) => breadcrumbsOf(context, parent),
    // A malformed date reads as none given (the next date), as a malformed URL reads as its defaults.
    occurrence: (parent, { date, time }) => {
      const chosen = chooseOccurrence(parent.occurrences, readOccurrenceChoice(date, time));
      return chosen ? parent.occurrenceOf(chosen) : null;
    },
    relatedEvents: (parent, _args, context) => relatedEvents(parent.relatedEventsQuery, parent.path, context),
  },
  EventOccurrence: {
    addToCalendar: (parent) => parent.calendarLinks(),
  },
  EventSeriesPage: {
    breadcrumbs: (parent, _args, context) => breadcrumbsOf(context, parent),
    relatedEvents: (parent, _args, context) => relatedEvents(parent.relatedEventsQuery, parent.path, context),
    nextDate: (parent, _args, context) => seriesNextDate(parent, context),
    addToCalendar: async (parent, _args, context) => {
      const next = await seriesNextDate(parent, context);
      return next ? eventDateLinks(next, context.publicOrigin) : null;
    },
  },
  CollectionAssetBlock: {
    artwork: (parent, _args, context) => artwork(parent.objectId, context),
  },
  LocationSection: {
    location: (parent, _args, context) => locationOf(parent.locationSlug, context),
    map: async (parent, _args, context) => {
      const address = (await locationOf(parent.locationSlug, context))?.address;
      if (!address) return null;
      return mapPlace({ lat: address.lat, lng: address.lng, address: `${address.street}, ${address.city}, ${address.state} ${address.zipcode}`, place: address.place, url: address.url });
    },
  },
  LocationHoursSection: {
    location: (parent, _args, context) => locationOf(parent.locationSlug, context),
  },
};
