import type { GraphQLResolveInfo } from 'graphql';
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

/** Opening hours of one weekday. */
export type DayHours = {
  __typename?: 'DayHours';
  /** Weekday in English, for example `Monday`. */
  day: Scalars['String']['output'];
  /** Hours text, for example `10:00 a.m.–5:00 p.m.`, or `Closed`. */
  hours: Scalars['String']['output'];
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
  DayHours: ResolverTypeWrapper<DayHours>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Location: ResolverTypeWrapper<Location>;
  MenuLink: ResolverTypeWrapper<MenuLink>;
  Navigation: ResolverTypeWrapper<Navigation>;
  Page: ResolverTypeWrapper<Page>;
  PageType: PageType;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
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
  DayHours: DayHours;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Location: Location;
  MenuLink: MenuLink;
  Navigation: Navigation;
  Page: Page;
  Query: Record<PropertyKey, never>;
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

export type DayHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayHours'] = ResolversParentTypes['DayHours']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  alerts?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryLocationArgs, 'slug'>>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPageArgs, 'path'>>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType>;
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
  DayHours?: DayHoursResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  MenuLink?: MenuLinkResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  SpecialDate?: SpecialDateResolvers<ContextType>;
  TodayHours?: TodayHoursResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
