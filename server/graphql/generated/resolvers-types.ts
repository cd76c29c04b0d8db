import type { GraphQLResolveInfo } from 'graphql';
import type { CollectionObjectParent } from '../resolvers/collection/model';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
};

/** A building's postal address. */
export type Address = {
  __typename?: 'Address';
  /** Free text that replaces the address when editors set it. */
  addressOverride: Maybe<Scalars['String']['output']>;
  /** City. */
  city: Scalars['String']['output'];
  /** Latitude, when known. */
  lat: Maybe<Scalars['Float']['output']>;
  /** Longitude, when known. */
  lng: Maybe<Scalars['Float']['output']>;
  /** Place name for maps. */
  place: Maybe<Scalars['String']['output']>;
  /** Two-letter state code. */
  state: Scalars['String']['output'];
  /** Street and number. */
  street: Scalars['String']['output'];
  /** Map link for the address. */
  url: Maybe<Scalars['String']['output']>;
  /** ZIP code. */
  zipcode: Scalars['String']['output'];
};

/** A message for the alert bar at the top of every page. */
export type Alert = {
  __typename?: 'Alert';
  /** When the alert stops showing, as an ISO date-time, or null when it never expires. */
  expiresAt: Maybe<Scalars['String']['output']>;
  /** Stable id; the client remembers closed alerts by id. */
  id: Scalars['ID']['output'];
  /** The alert's text (plain text). */
  text: Scalars['String']['output'];
};

/** Scope of a cache hint: PUBLIC responses may be stored by shared caches, PRIVATE only by the browser. */
export type CacheControlScope =
  /** Cacheable only by the requesting browser. */
  | 'PRIVATE'
  /** Cacheable by shared caches (CDN, gateway response cache). */
  | 'PUBLIC';

/** A work in the museum's collection, display-ready: museum rules (rights, copyright, location) are applied. */
export type CollectionObject = {
  __typename?: 'CollectionObject';
  /** The accession number (the record's ObjectNumber), for example `28.9`. */
  accessionNumber: Maybe<Scalars['String']['output']>;
  /** The makers, in display order, with role phrases and dates: the headline and the Artist(s) row. Sitters and other people who did not make the work are not listed. */
  artists: Array<ObjectArtist>;
  /** The kind of object, for example `Sculpture`. */
  classification: Maybe<Scalars['String']['output']>;
  /** Dynasty, period and reign joined (the Context row), or null when the record has none. */
  context: Maybe<Scalars['String']['output']>;
  /** The copyright line, only where the museum's rules allow it (a single known artist; not for rights types 4, 6, 9 and 10). */
  copyright: Maybe<Scalars['String']['output']>;
  /** How the object came to the museum. */
  creditLine: Maybe<Scalars['String']['output']>;
  /** The first year of the date (negative for BCE), for structured data. */
  dateBegin: Maybe<Scalars['Int']['output']>;
  /** The last year of the date (negative for BCE). */
  dateEnd: Maybe<Scalars['Int']['output']>;
  /** The date as the museum writes it, for example `c. 1807` or `1858-1860`. */
  dated: Maybe<Scalars['String']['output']>;
  /** The curatorial department. */
  department: Maybe<Scalars['String']['output']>;
  /** Measurements as text. */
  dimensions: Maybe<Scalars['String']['output']>;
  /** Exhibitions the object was shown in, oldest first. */
  exhibitionHistory: Array<ObjectExhibition>;
  /** Places associated with the object (where it was made, found or used), each linked to the collection search. */
  geography: Array<ObjectPlace>;
  /** The ObjectID. */
  id: Scalars['ID']['output'];
  /** What the image viewer may offer for this object, decided from its download behaviour and rights type. */
  imageRights: ImageRights;
  /** The image views, the primary view first; empty when the object has no image (the page shows the placeholder logo). */
  images: Array<ObjectImage>;
  /** The wall label, or null when the object has none; long labels come clamped for the Read More control. */
  label: Maybe<ObjectLabel>;
  /** Where the object is now: room and building, or `Currently not on view`. */
  location: ObjectLocation;
  /** Materials and technique. */
  medium: Maybe<Scalars['String']['output']>;
  /** Ownership history as paragraphs of plain text (empty when unknown). */
  provenance: Array<Scalars['String']['output']>;
  /** Publications that discuss the object, as citations. */
  publishedReferences: Array<Scalars['String']['output']>;
  /** Pages, exhibitions and events about this object or its artist (`Explore More`). Empty when the document service is unavailable. */
  relatedContent: Array<RelatedContent>;
  /** Objects like this one (`More like this:`), from the object's extra document. Empty when the document service is unavailable. */
  relatedObjects: Array<RelatedObject>;
  /** The label cut to 200 characters, for meta descriptions and previews; null without a label. */
  summary: Maybe<Scalars['String']['output']>;
  /** The primary title (the headline). */
  title: Scalars['String']['output'];
  /** Every title of the record, the primary one first: the Title(s) row. */
  titles: Array<ObjectTitle>;
  /** The object page's canonical path: `/collection/object/{id}`. */
  url: Scalars['String']['output'];
};

/** Opening hours of one weekday. */
export type DayHours = {
  __typename?: 'DayHours';
  /** Weekday in English, for example `Monday`. */
  day: Scalars['String']['output'];
  /** Hours text, for example `10:00 a.m.–5:00 p.m.`, or `Closed`. */
  hours: Scalars['String']['output'];
};

/** What the image viewer may offer for an object (DownloadBehavior 140: fullscreen and download; 139: fullscreen only; 3: neither). */
export type ImageRights = {
  __typename?: 'ImageRights';
  /** The download control is shown. */
  canDownload: Scalars['Boolean']['output'];
  /** The fullscreen control is shown. */
  canFullscreen: Scalars['Boolean']['output'];
  /** The record's DownloadBehavior code (140, 139 or 3), for reference. */
  downloadBehavior: Maybe<Scalars['Int']['output']>;
  /** The record's RightsTypeID, for reference. */
  rightsTypeId: Maybe<Scalars['Int']['output']>;
  /** `A downloadable image is unavailable for this object due to copyright, trademark or related rights.` where the rules say so, else null. */
  unavailableMessage: Maybe<Scalars['String']['output']>;
};

/** One width of an image. */
export type ImageSize = {
  __typename?: 'ImageSize';
  /** The image at that width. */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** One of the museum's buildings. */
export type Location = {
  __typename?: 'Location';
  /** Postal address, or null when the content service has none. */
  address: Maybe<Address>;
  /** Holiday hours, long form, when announced. */
  holidayHoursLong: Maybe<Scalars['String']['output']>;
  /** Holiday hours, short form, when announced. */
  holidayHoursShort: Maybe<Scalars['String']['output']>;
  /** Link to this building's hours: `/visit/locations-hours#{slug}`. */
  hoursUrl: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** True for the main building, shown first and in the header's hours link. */
  isPrimary: Scalars['Boolean']['output'];
  /** URL slug, also the anchor on /visit/locations-hours (for example `main-building`). */
  slug: Scalars['String']['output'];
  /** The building's name. */
  title: Scalars['String']['output'];
  /** Whether and when the building is open today (museum time zone), with the text to show. */
  today: TodayHours;
  /** Regular opening hours by weekday, Monday first. */
  weeklyHours: Array<DayHours>;
};

/** A link in a menu, with its children for dropdowns. */
export type MenuLink = {
  __typename?: 'MenuLink';
  /** Child links shown in this link's dropdown; empty for a plain link. */
  children: Array<MenuLink>;
  /** Stable id of the link within its menu. */
  id: Scalars['ID']['output'];
  /** True when the URL leaves the site; such links open in a new window. */
  isExternal: Scalars['Boolean']['output'];
  /** Optional second line shown under the title in dropdowns. */
  secondaryTitle: Maybe<Scalars['String']['output']>;
  /** Link text. */
  title: Scalars['String']['output'];
  /** Site-relative path (`/visit`) or absolute URL. */
  url: Scalars['String']['output'];
};

/** The three menus of the site chrome. */
export type Navigation = {
  __typename?: 'Navigation';
  /** Deep footer links (policies, press, careers and the like). */
  deepFooter: Array<MenuLink>;
  /** Primary navigation: top-level sections with their dropdown children; repeated in the footer. */
  primary: Array<MenuLink>;
  /** Secondary (header) links shown above the primary navigation. */
  secondary: Array<MenuLink>;
};

/** A maker of an object. */
export type ObjectArtist = {
  __typename?: 'ObjectArtist';
  /** Nationality and life dates as the record displays them, for example `American, 1825-1874`. */
  dates: Maybe<Scalars['String']['output']>;
  /** The name as the record displays it, for example `William Henry Rinehart` or `Artist/maker unknown, French`. */
  name: Scalars['String']['output'];
  /** The role as the record gives it, for example `Publisher`. */
  role: Scalars['String']['output'];
  /** How the role reads before the name, for example `Published by`; null for an unknown maker, whose name says it all. */
  rolePhrase: Maybe<Scalars['String']['output']>;
  /** The collection search filtered by this artist (`/search/collections?filters=…`); null for an unknown maker. */
  searchUrl: Maybe<Scalars['String']['output']>;
};

/** One showing of an object in an exhibition. */
export type ObjectExhibition = {
  __typename?: 'ObjectExhibition';
  /** Opening date (ISO), when known. */
  beginDate: Maybe<Scalars['String']['output']>;
  /** The dates as text, for example `February 12–April 16, 1995`. */
  dateText: Maybe<Scalars['String']['output']>;
  /** Closing date (ISO), when known. */
  endDate: Maybe<Scalars['String']['output']>;
  /** The line to show: the record's citation, else title, venue and dates. */
  text: Scalars['String']['output'];
  /** The exhibition's title. */
  title: Maybe<Scalars['String']['output']>;
  /** Where it was shown. */
  venue: Maybe<Scalars['String']['output']>;
};

/** One view (photograph) of an object, served by the image service. */
export type ObjectImage = {
  __typename?: 'ObjectImage';
  /** Text alternative: the title, the artist and which view it is. */
  alt: Scalars['String']['output'];
  /** The file name a download is saved under, for example `28.9-1.jpg`; null where downloading is not allowed. */
  downloadFileName: Maybe<Scalars['String']['output']>;
  /** The full-size file, only where downloading is allowed. */
  downloadUrl: Maybe<Scalars['String']['output']>;
  /** The image's short id at the image service. */
  id: Scalars['ID']['output'];
  /** True for the primary view. */
  isPrimary: Scalars['Boolean']['output'];
  /** The image 1000 pixels wide (fullscreen). */
  largeUrl: Scalars['String']['output'];
  /** Every served width, for `srcset`: 300, 800 and 1000. */
  sizes: Array<ImageSize>;
  /** The image 300 pixels wide (thumbnails). */
  thumbnailUrl: Scalars['String']['output'];
  /** The image 800 pixels wide (the viewer). */
  url: Scalars['String']['output'];
};

/** An object's wall label, in paragraphs of plain text. */
export type ObjectLabel = {
  __typename?: 'ObjectLabel';
  /** The label cut at a word before 1000 characters, ending in an ellipsis; null when not clamped. */
  clampedParagraphs: Maybe<Array<Scalars['String']['output']>>;
  /** True when the label is 1000 characters or longer: the page shows `clampedParagraphs` and a Read More button. */
  isClamped: Scalars['Boolean']['output'];
  /** The whole label. */
  paragraphs: Array<Scalars['String']['output']>;
};

/** Where an object is (spec: room and building, or Currently not on view). */
export type ObjectLocation = {
  __typename?: 'ObjectLocation';
  /** The building, for example `Main Building`; never `Off Site`, which is not a building. */
  building: Maybe<Scalars['String']['output']>;
  /** The building's hours page, for the museum's own buildings. */
  buildingUrl: Maybe<Scalars['String']['output']>;
  /** True when the object is on view off site. */
  isOffSite: Scalars['Boolean']['output'];
  /** True when the object is on view. */
  isOnView: Scalars['Boolean']['output'];
  /** True for an online building (its name starts with `online`): shown with a click icon. */
  isOnline: Scalars['Boolean']['output'];
  /** The room, for example `Gallery 101`. */
  room: Maybe<Scalars['String']['output']>;
  /** The text of the location block, for example `Gallery 101, Main Building` or `Currently not on view`. */
  text: Scalars['String']['output'];
};

/** A place associated with an object. */
export type ObjectPlace = {
  __typename?: 'ObjectPlace';
  /** The place name, for example `Roma`. */
  place: Scalars['String']['output'];
  /** The collection search filtered by this place (`/search/collections?filters=…`). */
  searchUrl: Scalars['String']['output'];
  /** How the place relates to the object, for example `Place of Origin`. */
  type: Maybe<Scalars['String']['output']>;
};

/** One of an object's titles. */
export type ObjectTitle = {
  __typename?: 'ObjectTitle';
  /** The title text. */
  title: Scalars['String']['output'];
  /** What kind of title it is, for example `Primary Title` or `Alternate Title`, when the record says. */
  type: Maybe<Scalars['String']['output']>;
};

/** A content-managed page. */
export type Page = {
  __typename?: 'Page';
  /** Stable id of the page document. */
  id: Scalars['ID']['output'];
  /** Introductory text under the title (plain text). */
  intro: Maybe<Scalars['String']['output']>;
  /** The page's full path, for example `/visit/locations-hours`. */
  path: Scalars['String']['output'];
  /** The page's title, or null for pages that show none (such as the homepage). */
  title: Maybe<Scalars['String']['output']>;
  /** The kind of page, which decides its view. */
  type: PageType;
};

/** The kinds of content page. */
export type PageType =
  /** A collection object group: collection assets with related content. */
  | 'COLLECTION_OBJECT_GROUP'
  /** A generic page built from sections. */
  | 'PAGE'
  /** A resource: publication, PDF, web page, video, blog, press release or email. */
  | 'RESOURCE'
  /** A web package: themes, departments, collectors and curated collection pages. */
  | 'WEB_PACKAGE';

/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type Query = {
  __typename?: 'Query';
  /** Alerts to show in the alert bar, newest first; expired alerts are left out. */
  alerts: Array<Alert>;
  /**
   * One object of the collection by its ObjectID (for example `6268`), with everything its page shows:
   * the record from the collection API joined with its extra document (related objects and content)
   * from the search service. Null when the id is malformed or names no object, which the site shows as
   * its not-found page. Leading zeros name the same object (`06268` is `6268`).
   */
  collectionObject: Maybe<CollectionObject>;
  /** One building by its slug (for example `main-building`), or null when there is none. */
  location: Maybe<Location>;
  /** The museum's buildings, the primary one first, each with its hours and today's status. */
  locations: Array<Location>;
  /** The menus of the site chrome: primary navigation, secondary (header) links and the deep footer. */
  navigation: Navigation;
  /**
   * The content page at a site path (for example `/visit/locations-hours`), or null when none
   * exists, which the site shows as its not-found page. The last path segment is the page's slug and
   * the rest its parent path; `/` is the homepage.
   */
  page: Maybe<Page>;
  /** Site-wide settings: title, description, closures and the museum clock. */
  site: Site;
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QueryCollectionObjectArgs = {
  id: Scalars['ID']['input'];
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QueryLocationArgs = {
  slug: Scalars['String']['input'];
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QueryPageArgs = {
  path: Scalars['String']['input'];
};

/** A related content card (`Explore More`). */
export type RelatedContent = {
  __typename?: 'RelatedContent';
  /** An image, or null (the card shows the placeholder logo). */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** True when the URL leaves the site. */
  isExternal: Scalars['Boolean']['output'];
  /** Title. */
  title: Scalars['String']['output'];
  /** What it is, for example `Exhibition` or `Event`. */
  typeLabel: Scalars['String']['output'];
  /** Site path (or absolute URL) of the page. */
  url: Scalars['String']['output'];
};

/** A related object card (`More like this:`). */
export type RelatedObject = {
  __typename?: 'RelatedObject';
  /** The artist the work was made after, if any. */
  afterArtist: Maybe<Scalars['String']['output']>;
  /** The primary artist's name. */
  artist: Maybe<Scalars['String']['output']>;
  /** The artist's nationality and dates. */
  artistDate: Maybe<Scalars['String']['output']>;
  /** How the artist's role reads before the name, for example `Made by`. */
  artistRolePhrase: Maybe<Scalars['String']['output']>;
  /** Culture. */
  culture: Maybe<Scalars['String']['output']>;
  /** The ObjectID. */
  id: Scalars['ID']['output'];
  /** Text alternative of the thumbnail. */
  imageAlt: Maybe<Scalars['String']['output']>;
  /** A thumbnail, or null (the card shows the placeholder logo). */
  imageUrl: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** The object page: `/collection/object/{id}`. */
  url: Scalars['String']['output'];
};

/** Site-wide settings from the content service, plus the museum clock. */
export type Site = {
  __typename?: 'Site';
  /** Dates on which the museum is closed although it would normally be open. */
  closedDates: Array<SpecialDate>;
  /** Days of the week on which the main building is closed, in English (for example `Tuesday`). */
  closedDaysOfWeek: Array<Scalars['String']['output']>;
  /** The current year in the museum's time zone, for the footer's copyright line. */
  currentYear: Scalars['Int']['output'];
  /** The site's description, used for the meta description. */
  description: Scalars['String']['output'];
  /** Dates on which the museum is open although it would normally be closed (for example a Monday holiday). */
  openDates: Array<SpecialDate>;
  /** Links to the museum's accounts on social networks, in footer order. */
  socialLinks: Array<SocialLink>;
  /** The site's title, used in the document title and the footer. */
  title: Scalars['String']['output'];
  /** Today's date in the museum's time zone (America/New_York), as YYYY-MM-DD. */
  today: Scalars['String']['output'];
};

/** A link to one of the museum's social network accounts. */
export type SocialLink = {
  __typename?: 'SocialLink';
  /** Accessible name of the link, for example `Instagram`. */
  label: Scalars['String']['output'];
  /** Network key, for the icon: facebook, instagram, x, youtube, tiktok, pinterest or linkedin. */
  network: Scalars['String']['output'];
  /** Absolute URL of the account. */
  url: Scalars['String']['output'];
};

/** A date singled out by the museum, with an optional name (for example `Presidents' Day`). */
export type SpecialDate = {
  __typename?: 'SpecialDate';
  /** The date, as YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** The occasion's name, when the content service gives one. */
  name: Maybe<Scalars['String']['output']>;
};

/** Today's opening status of a building, computed from its hours, the site's closures and overrides. */
export type TodayHours = {
  __typename?: 'TodayHours';
  /** Today's date in the museum's time zone, as YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** Today's hours alone, when open (for example `10:00 a.m.–5:00 p.m.`). */
  hours: Maybe<Scalars['String']['output']>;
  /** True when the building opens today. */
  isOpen: Scalars['Boolean']['output'];
  /** An editor's override or a building rule for today (for example tour times), when one applies. */
  note: Maybe<Scalars['String']['output']>;
  /** Text to show, for example `Open today 10:00 a.m.–5:00 p.m.` or `Closed today`. */
  text: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;





/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  Alert: ResolverTypeWrapper<Alert>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  CollectionObject: ResolverTypeWrapper<CollectionObjectParent>;
  DayHours: ResolverTypeWrapper<DayHours>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageRights: ResolverTypeWrapper<ImageRights>;
  ImageSize: ResolverTypeWrapper<ImageSize>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Location: ResolverTypeWrapper<Location>;
  MenuLink: ResolverTypeWrapper<MenuLink>;
  Navigation: ResolverTypeWrapper<Navigation>;
  ObjectArtist: ResolverTypeWrapper<ObjectArtist>;
  ObjectExhibition: ResolverTypeWrapper<ObjectExhibition>;
  ObjectImage: ResolverTypeWrapper<ObjectImage>;
  ObjectLabel: ResolverTypeWrapper<ObjectLabel>;
  ObjectLocation: ResolverTypeWrapper<ObjectLocation>;
  ObjectPlace: ResolverTypeWrapper<ObjectPlace>;
  ObjectTitle: ResolverTypeWrapper<ObjectTitle>;
  Page: ResolverTypeWrapper<Page>;
  PageType: PageType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RelatedContent: ResolverTypeWrapper<RelatedContent>;
  RelatedObject: ResolverTypeWrapper<RelatedObject>;
  Site: ResolverTypeWrapper<Site>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SpecialDate: ResolverTypeWrapper<SpecialDate>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  TodayHours: ResolverTypeWrapper<TodayHours>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  Alert: Alert;
  Boolean: Scalars['Boolean']['output'];
  CollectionObject: CollectionObjectParent;
  DayHours: DayHours;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImageRights: ImageRights;
  ImageSize: ImageSize;
  Int: Scalars['Int']['output'];
  Location: Location;
  MenuLink: MenuLink;
  Navigation: Navigation;
  ObjectArtist: ObjectArtist;
  ObjectExhibition: ObjectExhibition;
  ObjectImage: ObjectImage;
  ObjectLabel: ObjectLabel;
  ObjectLocation: ObjectLocation;
  ObjectPlace: ObjectPlace;
  ObjectTitle: ObjectTitle;
  Page: Page;
  Query: Record<PropertyKey, never>;
  RelatedContent: RelatedContent;
  RelatedObject: RelatedObject;
  Site: Site;
  SocialLink: SocialLink;
  SpecialDate: SpecialDate;
  String: Scalars['String']['output'];
  TodayHours: TodayHours;
};

export type CacheControlDirectiveArgs = {
  inheritMaxAge?: Maybe<Scalars['Boolean']['input']>;
  maxAge?: Maybe<Scalars['Int']['input']>;
  scope?: Maybe<CacheControlScope>;
};

export type CacheControlDirectiveResolver<Result, Parent, ContextType = GatewayContext, Args = CacheControlDirectiveArgs> = DirectiveResolverFn<Result, Parent, ContextType, Args>;

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  addressOverride?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  city?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  lat?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  lng?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  state?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  street?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  zipcode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AlertResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Alert'] = ResolversParentTypes['Alert']> = {
  expiresAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionObjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionObject'] = ResolversParentTypes['CollectionObject']> = {
  accessionNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  artists?: Resolver<Array<ResolversTypes['ObjectArtist']>, ParentType, ContextType>;
  classification?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  context?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  copyright?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  creditLine?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateBegin?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dateEnd?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  dated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  department?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dimensions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  exhibitionHistory?: Resolver<Array<ResolversTypes['ObjectExhibition']>, ParentType, ContextType>;
  geography?: Resolver<Array<ResolversTypes['ObjectPlace']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageRights?: Resolver<ResolversTypes['ImageRights'], ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['ObjectImage']>, ParentType, ContextType>;
  label?: Resolver<Maybe<ResolversTypes['ObjectLabel']>, ParentType, ContextType>;
  location?: Resolver<ResolversTypes['ObjectLocation'], ParentType, ContextType>;
  medium?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provenance?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  publishedReferences?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  relatedContent?: Resolver<Array<ResolversTypes['RelatedContent']>, ParentType, ContextType>;
  relatedObjects?: Resolver<Array<ResolversTypes['RelatedObject']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['ObjectTitle']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DayHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayHours'] = ResolversParentTypes['DayHours']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ImageRightsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageRights'] = ResolversParentTypes['ImageRights']> = {
  canDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  canFullscreen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  downloadBehavior?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  rightsTypeId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  unavailableMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ImageSizeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageSize'] = ResolversParentTypes['ImageSize']> = {
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  holidayHoursLong?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holidayHoursShort?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hoursUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['TodayHours'], ParentType, ContextType>;
  weeklyHours?: Resolver<Array<ResolversTypes['DayHours']>, ParentType, ContextType>;
};

export type MenuLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuLink'] = ResolversParentTypes['MenuLink']> = {
  children?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isExternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secondaryTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type NavigationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation']> = {
  deepFooter?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  primary?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  secondary?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
};

export type ObjectArtistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ObjectArtist'] = ResolversParentTypes['ObjectArtist']> = {
  dates?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  rolePhrase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  searchUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ObjectExhibitionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ObjectExhibition'] = ResolversParentTypes['ObjectExhibition']> = {
  beginDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  venue?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ObjectImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ObjectImage'] = ResolversParentTypes['ObjectImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  downloadFileName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  downloadUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  largeUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['ImageSize']>, ParentType, ContextType>;
  thumbnailUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ObjectLabelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ObjectLabel'] = ResolversParentTypes['ObjectLabel']> = {
  clampedParagraphs?: Resolver<Maybe<Array<ResolversTypes['String']>>, ParentType, ContextType>;
  isClamped?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  paragraphs?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ObjectLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ObjectLocation'] = ResolversParentTypes['ObjectLocation']> = {
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buildingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOffSite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOnView?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ObjectPlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ObjectPlace'] = ResolversParentTypes['ObjectPlace']> = {
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  searchUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ObjectTitleResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ObjectTitle'] = ResolversParentTypes['ObjectTitle']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  alerts?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  collectionObject?: Resolver<Maybe<ResolversTypes['CollectionObject']>, ParentType, ContextType, RequireFields<QueryCollectionObjectArgs, 'id'>>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryLocationArgs, 'slug'>>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPageArgs, 'path'>>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType>;
};

export type RelatedContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelatedContent'] = ResolversParentTypes['RelatedContent']> = {
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RelatedObjectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelatedObject'] = ResolversParentTypes['RelatedObject']> = {
  afterArtist?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  artist?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  artistDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  artistRolePhrase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  culture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  imageAlt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SiteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  closedDates?: Resolver<Array<ResolversTypes['SpecialDate']>, ParentType, ContextType>;
  closedDaysOfWeek?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currentYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openDates?: Resolver<Array<ResolversTypes['SpecialDate']>, ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SocialLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SocialLink'] = ResolversParentTypes['SocialLink']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  network?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SpecialDateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SpecialDate'] = ResolversParentTypes['SpecialDate']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TodayHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TodayHours'] = ResolversParentTypes['TodayHours']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Address?: AddressResolvers<ContextType>;
  Alert?: AlertResolvers<ContextType>;
  CollectionObject?: CollectionObjectResolvers<ContextType>;
  DayHours?: DayHoursResolvers<ContextType>;
  ImageRights?: ImageRightsResolvers<ContextType>;
  ImageSize?: ImageSizeResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  MenuLink?: MenuLinkResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  ObjectArtist?: ObjectArtistResolvers<ContextType>;
  ObjectExhibition?: ObjectExhibitionResolvers<ContextType>;
  ObjectImage?: ObjectImageResolvers<ContextType>;
  ObjectLabel?: ObjectLabelResolvers<ContextType>;
  ObjectLocation?: ObjectLocationResolvers<ContextType>;
  ObjectPlace?: ObjectPlaceResolvers<ContextType>;
  ObjectTitle?: ObjectTitleResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RelatedContent?: RelatedContentResolvers<ContextType>;
  RelatedObject?: RelatedObjectResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  SpecialDate?: SpecialDateResolvers<ContextType>;
  TodayHours?: TodayHoursResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
