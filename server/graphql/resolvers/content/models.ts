/**
 * Parents of the content types whose fields load on demand: each carries what its lazy fields need
 * (ids to search by, the event's dates) instead of the answer, which is fetched only when asked for.
 */
import type { Occurrence } from '../../../domain/content/occurrences';
import type { Place } from '../../../domain/place';
import type { ExhibitionSummaryModel } from '../calendar/summaries';
import type {
  CalendarLinks,
  CollectionAssetBlock,
  CollectionObjectGroupPage,
  EventOccurrence,
  EventPage,
  EventSeriesPage,
  ExhibitionPage,
  LocationHoursSection,
  LocationSection,
  Page,
  ResolversTypes,
  ResolversUnionTypes,
  ResourcePage,
  WebPackagePage,
} from '../../generated/resolvers-types';

type Unions = ResolversUnionTypes<ResolversTypes>;
/** The content unions' members as resolvers produce them (not wrapped in promises). */
export type RichTextBlockModel = Unions['RichTextBlock'];
export type BasicBlockModel = Unions['BasicBlock'];
export type SectionModel = Unions['Section'];
export type RelatedItemModel = Unions['RelatedItem'];
export type ContentPageModel = Unions['ContentPage'];

type Blocks = RichTextBlockModel[];
type Sections = SectionModel[];
type Items = RelatedItemModel[];

/** What a page needs to ask the search service for its related events (spec §7: one call, up to 500). */
export type RelatedEventsQuery =
  | { by: 'exhibition'; id: string }
  | { by: 'series'; ids: string[] }
  | { by: 'event'; seriesIds: string[]; category: string | null; audiences: string[] };

/** Every routed page's breadcrumbs load on demand (one content query, asked beside the page's own: see load-page.ts). */
type Crumbs = 'breadcrumbs';
/** Where a page's subject is: the domain's place (its address loads on demand). */
type Located = { place: Place | null };

/** A generic page: the museum's facts load on demand, on the two pages that show them. */
export type PageModel = Omit<Page, 'sections' | Crumbs | 'museum'> & {
  __typename: 'Page';
  sections: Sections;
};

export type ResourcePageModel = Omit<ResourcePage, 'body' | Crumbs> & {
  __typename: 'ResourcePage';
  body: Blocks;
};

export type WebPackagePageModel = Omit<WebPackagePage, 'sections' | 'gallery' | Crumbs> & {
  __typename: 'WebPackagePage';
  sections: Sections;
  packageId: string | null;
};

export type ExhibitionPageModel = Omit<ExhibitionPage, 'body' | 'galleries' | 'relatedContent' | 'artworks' | 'relatedEvents' | Crumbs | 'place'> & Located & {
  __typename: 'ExhibitionPage';
  body: Blocks;
  galleries: ResolversTypes['GallerySection'][];
  relatedContent: Items;
  assetIds: number[];
  relatedEventsQuery: RelatedEventsQuery;
};

export type EventPageModel = Omit<EventPage, 'body' | 'relatedSeries' | 'relatedExhibitions' | 'occurrence' | 'relatedEvents' | 'upcomingOccurrences' | Crumbs | 'place'> & Located & {
  __typename: 'EventPage';
  relatedExhibitions: (ExhibitionSummaryModel & { __typename: 'ExhibitionSummary' })[];
  upcomingOccurrences: EventOccurrenceModel[];
  body: Blocks;
  relatedSeries: Items;
  /** Every date, read and ordered (the chosen one is picked from these). */
  occurrences: Occurrence[];
  /** Turns one of the dates into its GraphQL form (status, tickets, calendar links). */
  occurrenceOf: (occurrence: Occurrence) => EventOccurrenceModel;
  relatedEventsQuery: RelatedEventsQuery;
};

/** A date of an event; its calendar links are worked out only when asked for (an event may have hundreds of dates). */
export type EventOccurrenceModel = Omit<EventOccurrence, 'addToCalendar'> & { calendarLinks: () => CalendarLinks | null };

export type EventSeriesPageModel = Omit<EventSeriesPage, 'body' | 'relatedEvents' | 'nextDate' | 'addToCalendar' | Crumbs | 'place'> & Located & {
  __typename: 'EventSeriesPage';
  body: Blocks;
  relatedEventsQuery: RelatedEventsQuery;
};

export type CollectionObjectGroupPageModel = Omit<CollectionObjectGroupPage, 'relatedContent' | 'assets' | Crumbs> & {
  __typename: 'CollectionObjectGroupPage';
  relatedContent: Items;
  assetIds: number[];
};

export type CollectionAssetBlockModel = Omit<CollectionAssetBlock, 'artwork'> & { __typename: 'CollectionAssetBlock' };

/** A building section: the building's slug; its hours come from the locations the chrome also reads. */
export type LocationSectionModel = Omit<LocationSection, 'body' | 'location' | 'map'> & {
  __typename: 'LocationSection';
  body: Blocks;
  locationSlug: string | null;
};

export type LocationHoursSectionModel = Omit<LocationHoursSection, 'body' | 'location'> & {
  __typename: 'LocationHoursSection';
  body: Blocks;
  locationSlug: string | null;
};
