import type { GraphQLResolveInfo } from 'graphql';
import type { CollectionObjectParent } from '../resolvers/collection/model';
import type { Place as PlaceModel } from '../../domain/place';
import type { PageModel, ResourcePageModel, WebPackagePageModel, ExhibitionPageModel, EventPageModel, EventOccurrenceModel, EventSeriesPageModel, CollectionObjectGroupPageModel, CollectionAssetBlockModel, LocationSectionModel, LocationHoursSectionModel } from '../resolvers/content/models';
import type { CalendarParent, CalendarSectionParent, CalendarListParent, UpcomingExhibitionsParent, PastExhibitionsParent, PastExhibitionYearParent } from '../resolvers/calendar/model';
import type { CalendarItemModel } from '../resolvers/calendar/items';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
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
  /** The icon shown before the text, or null for none (an editor's unknown icon name shows none). */
  icon: Maybe<AlertIcon>;
  /** Stable id; the client remembers closed alerts by id. */
  id: Scalars['ID']['output'];
  /** The alert's text (plain text). */
  text: Scalars['String']['output'];
};

/** The icons of the alert bar. */
export type AlertIcon =
  /** A closure (a no-entry sign). */
  | 'CLOSURE'
  /** Information (a circled i). */
  | 'INFO'
  /** A warning (a triangle with an exclamation mark). */
  | 'WARNING';

/** The search that ran, in the URL's terms. */
export type AppliedSearch = {
  __typename?: 'AppliedSearch';
  /** The filters that applied (invalid ones are left out), in the URL's field names and values. */
  filters: Array<SearchFilter>;
  /** Offset of the first result. */
  from: Scalars['Int']['output'];
  /** True when the text starts with `#`: an accession-number search. */
  isAccessionSearch: Scalars['Boolean']['output'];
  /** The search text as used (trimmed, at most 200 characters). */
  query: Scalars['String']['output'];
  /** Results per page. */
  size: Scalars['Int']['output'];
  /** The order used. */
  sort: SearchSort;
  /** The category searched; null for all. */
  type: Maybe<SearchType>;
};

/** How an artwork's card names its artist. */
export type ArtworkArtist = {
  __typename?: 'ArtworkArtist';
  /** Nationality and life dates, for example `American, 1810-1874`. */
  dates: Maybe<Scalars['String']['output']>;
  /** The whole line to show: `Published by Currier & Ives`, or the name alone. */
  line: Scalars['String']['output'];
  /** The artist's name. */
  name: Scalars['String']['output'];
  /** The role as the collection records it, for example `Publisher`. */
  role: Maybe<Scalars['String']['output']>;
  /** The phrase that introduces the artist in that role, for example `Published by`; null for the plain artist. */
  rolePhrase: Maybe<Scalars['String']['output']>;
};

/** One page of a collection gallery. */
export type ArtworkGallery = {
  __typename?: 'ArtworkGallery';
  /** The artworks of this page, as search shows them. */
  items: Array<ArtworkResult>;
  /** This page, from 1. */
  page: Scalars['Int']['output'];
  /** The last page (1 for an empty gallery). */
  pageCount: Scalars['Int']['output'];
  /** Artworks per page (12). */
  pageSize: Scalars['Int']['output'];
  /** How many artworks the gallery has in all. */
  total: Scalars['Int']['output'];
  /** True when the collection search failed: the gallery is empty for now, not for good. */
  unavailable: Scalars['Boolean']['output'];
};

/** An artwork in the collection. */
export type ArtworkResult = SearchResult & {
  __typename?: 'ArtworkResult';
  /** The artist the work was made after, when it is a copy or cast after another's work. */
  afterArtist: Maybe<Scalars['String']['output']>;
  /** The primary artist with their role phrase; null when no maker is named. */
  artist: Maybe<ArtworkArtist>;
  /** The artwork's classification (for example `Painting & Drawing`). */
  category: Maybe<Scalars['String']['output']>;
  /** Culture or nationality, for example `American`. */
  culture: Maybe<Scalars['String']['output']>;
  /** The artwork's date as written, for example `1858-1860`. */
  dated: Maybe<Scalars['String']['output']>;
  /** Stable id of the result. */
  id: Scalars['ID']['output'];
  /** The artwork's image; null shows the placeholder logo. */
  image: Maybe<SearchImage>;
  /** The collection's object id. */
  objectId: Maybe<Scalars['Int']['output']>;
  /** Accession number, for example `37.1940.14`. */
  objectNumber: Maybe<Scalars['String']['output']>;
  /** Not used for artworks. */
  subcategory: Maybe<Scalars['String']['output']>;
  /** Summary, at most 200 characters. */
  summary: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Always COLLECTIONS. */
  type: SearchType;
  /** `Artwork`. */
  typeLabel: Scalars['String']['output'];
  /** `/collection/object/{id}`. */
  url: Scalars['String']['output'];
};

/** The blocks a row's column or a collapsible text may hold (rows and collapsible texts do not nest). */
export type BasicBlock = ButtonBlock | CollectionAssetBlock | EmbeddedImageBlock | IconBlock | ImageBlock | ListBlock | LogoBlock | MapBlock | SeparatorBlock | ShortcodeBlock | TableBlock | TextBlock | TicketTypeBlock | VideoBlock;

/** One step of a page's breadcrumbs. */
export type Breadcrumb = {
  __typename?: 'Breadcrumb';
  /** The page's path. */
  path: Scalars['String']['output'];
  /** The page's title. */
  title: Scalars['String']['output'];
};

/** A button (`button`). */
export type ButtonBlock = {
  __typename?: 'ButtonBlock';
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** Where it goes (a ticket launch opens the ticket store). */
  link: LinkTarget;
  /** True for the secondary look. */
  secondary: Scalars['Boolean']['output'];
  /** The button's text. */
  title: Scalars['String']['output'];
};

/** Scope of a cache hint: PUBLIC responses may be stored by shared caches, PRIVATE only by the browser. */
export type CacheControlScope =
  /** Cacheable only by the requesting browser. */
  | 'PRIVATE'
  /** Cacheable by shared caches (CDN, gateway response cache). */
  | 'PUBLIC';

/** The calendar screen for one selection of dates and filters. */
export type Calendar = {
  __typename?: 'Calendar';
  /** The museum's closures, for marking days in the date picker. */
  closures: CalendarClosures;
  /** The filter tabs (`Filter by:` Type, Audience, Location), with what is chosen. */
  filters: Array<CalendarFilterGroup>;
  /** The screen's introduction, from the content service's calendar page. */
  intro: Maybe<Scalars['String']['output']>;
  /** View-all mode: the one flat list (null in default mode). */
  list: Maybe<CalendarList>;
  /** The screen's messages (spec §8), in the order they show. */
  notices: Array<CalendarNotice>;
  /** The month the date picker shows first, as YYYY-MM: the current month, or the selection's when that is later. */
  pickerMonth: Scalars['String']['output'];
  /** One section by its slug (for `View More`), or null. */
  section: Maybe<CalendarSection>;
  /** Default mode: a section per category, in the screen's order (empty in view-all mode). */
  sections: Array<CalendarSection>;
  /** The dates the range stands for today. */
  selection: CalendarSelection;
  /** The screen's title, from the content service's calendar page (`Calendar` when it cannot be read). */
  title: Scalars['String']['output'];
  /** Today in the museum's time zone, as YYYY-MM-DD. */
  today: Scalars['String']['output'];
  /** Everything listed: the sections' totals, or the view-all list's. */
  total: Scalars['Int']['output'];
  /** True when the search service could not be asked: the listing is empty but not because nothing matched. */
  unavailable: Scalars['Boolean']['output'];
};


/** The calendar screen for one selection of dates and filters. */
export type CalendarSectionArgs = {
  slug: Scalars['String']['input'];
};

/** When the main building is closed or open against its rule, for the date picker. */
export type CalendarClosures = {
  __typename?: 'CalendarClosures';
  /** Dates it is closed (July 4, Thanksgiving, Christmas), as YYYY-MM-DD. */
  closedDates: Array<Scalars['String']['output']>;
  /** Days of the week it is closed, as ISO numbers (1 = Monday). */
  closedWeekdays: Array<Scalars['Int']['output']>;
  /** Dates it opens on a closed day of the week (Monday holidays), as YYYY-MM-DD. */
  openDates: Array<Scalars['String']['output']>;
};

/** What a filter group filters by. */
export type CalendarFilterField =
  /** Who it is for. */
  | 'AUDIENCE'
  /** Event category, or Exhibitions. */
  | 'CATEGORY'
  /** An exhibition's type (upcoming exhibitions). */
  | 'EXHIBITION_TYPE'
  /** Where it takes place. */
  | 'LOCATION';

/** One group of filter tabs. */
export type CalendarFilterGroup = {
  __typename?: 'CalendarFilterGroup';
  /** What it filters by. */
  field: CalendarFilterField;
  /** Its label: `Type`, `Audience`, `Location`. */
  label: Scalars['String']['output'];
  /** The values offered, in order (a chosen value the tabs do not offer is added). */
  options: Array<CalendarFilterOption>;
  /** Slugs of the chosen values, in the options' order; empty means all. */
  selected: Array<Scalars['String']['output']>;
};

/** One value of a filter group. */
export type CalendarFilterOption = {
  __typename?: 'CalendarFilterOption';
  /** The label: `Hands-On Activities`, `Kids & Families`. */
  label: Scalars['String']['output'];
  /** True when chosen. */
  selected: Scalars['Boolean']['output'];
  /** The value in URLs: `hands-on-activities`, `kids-families`. */
  slug: Scalars['String']['output'];
};

/** An event or an exhibition in a calendar listing. */
export type CalendarItem = EventSummary | ExhibitionSummary;

/** Add-to-calendar links of one event date or an exhibition's run, all in America/New_York. */
export type CalendarLinks = {
  __typename?: 'CalendarLinks';
  /** Google Calendar's new-event page. */
  google: Scalars['String']['output'];
  /** The iCalendar file (saved as `download.ics`), from this gateway. */
  ics: Scalars['String']['output'];
  /** Outlook on the web's new-event page. */
  outlook: Scalars['String']['output'];
  /** Yahoo Calendar's new-event page. */
  yahoo: Scalars['String']['output'];
};

/** The view-all listing: one flat list. */
export type CalendarList = {
  __typename?: 'CalendarList';
  /** `Viewing all Talks and Tours (25)`. */
  heading: Scalars['String']['output'];
  /** A page of its items: exhibitions first (by weight, then closing date), then events by start. */
  items: Array<CalendarItem>;
  /** True when the list reads best as a single column (exhibitions alone). */
  prefersList: Scalars['Boolean']['output'];
  /** How many items it has. */
  total: Scalars['Int']['output'];
};


/** The view-all listing: one flat list. */
export type CalendarListItemsArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** A message of the calendar. */
export type CalendarNotice = {
  __typename?: 'CalendarNotice';
  /** Which message. */
  kind: CalendarNoticeKind;
  /** A link to another range of the calendar, keeping the filters. */
  link: Maybe<CalendarNoticeLink>;
  /** Its text. */
  message: Scalars['String']['output'];
};

/** Which message a notice is (spec §8). */
export type CalendarNoticeKind =
  /** `Our main building is closed Mondays.` */
  | 'CLOSED_DAY'
  /** `Sorry, we are closed on {holiday}.` with a link to later that week. */
  | 'CLOSED_HOLIDAY'
  /** `Your selection includes a day we're closed.` */
  | 'INCLUDES_CLOSED_DAY'
  /** Nothing matches the selection and filters. */
  | 'NO_RESULTS'
  /** `We are open on {holiday}.` */
  | 'OPEN_HOLIDAY'
  /** `You have selected a past date.` with a link to today. */
  | 'PAST_DATE';

/** A notice's link to another range of the calendar. */
export type CalendarNoticeLink = {
  __typename?: 'CalendarNoticeLink';
  /** The range segment to go to, for example `today`. */
  range: Scalars['String']['output'];
  /** The link text, for example `Want to see what's happening today?`. */
  text: Scalars['String']['output'];
};

/** Which kind of range a selection is. */
export type CalendarRangeKind =
  /** Every date. */
  | 'ALL'
  /** One or more days picked one by one. */
  | 'DATES'
  /** The most featured items, any date. */
  | 'HIGHLIGHTS'
  /** A month of a year. */
  | 'MONTH'
  /** A season, of a year or the current or next one. */
  | 'SEASON'
  /** Consecutive days from a start to an end. */
  | 'SPAN'
  /** This month. */
  | 'THIS_MONTH'
  /** This season. */
  | 'THIS_SEASON'
  /** This week, Sunday to Saturday. */
  | 'THIS_WEEK'
  /** Friday to Sunday around the Saturday that ends this week. */
  | 'THIS_WEEKEND'
  /** Today. */
  | 'TODAY';

/** A choice of when, for the upcoming exhibitions filter. */
export type CalendarRangeOption = {
  __typename?: 'CalendarRangeOption';
  /** Its label, for example `January 2027`. */
  label: Scalars['String']['output'];
  /** True when chosen. */
  selected: Scalars['Boolean']['output'];
  /** The range segment, for example `january-2027`; empty for any time. */
  value: Scalars['String']['output'];
};

/** One category's section of the calendar. */
export type CalendarSection = {
  __typename?: 'CalendarSection';
  /** True when it has more than 3 items (it then links to its view-all listing). */
  hasViewAll: Scalars['Boolean']['output'];
  /** A page of its items: exhibitions by weight then closing date, events by start; an event shows its next occurrence in the selection. */
  items: Array<CalendarItem>;
  /** The category's slug (for `View all` and `View More`); null for a category the filters do not know. */
  slug: Maybe<Scalars['String']['output']>;
  /** The section's title: the category, for example `Talks`. */
  title: Scalars['String']['output'];
  /** How many items it has. */
  total: Scalars['Int']['output'];
};


/** One category's section of the calendar. */
export type CalendarSectionItemsArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** The dates a calendar range stands for. */
export type CalendarSelection = {
  __typename?: 'CalendarSelection';
  /** Every selected day, as YYYY-MM-DD, in order (empty for all and highlights): the date picker's selection. */
  dates: Array<Scalars['String']['output']>;
  /** Last selected day, as YYYY-MM-DD. */
  end: Maybe<Scalars['String']['output']>;
  /** True when every selected day is before today. */
  isPast: Scalars['Boolean']['output'];
  /** False when the URL's value was not understood and every date applies instead. */
  isUnderstood: Scalars['Boolean']['output'];
  /** The kind of range. */
  kind: CalendarRangeKind;
  /** First selected day, as YYYY-MM-DD. */
  start: Maybe<Scalars['String']['output']>;
  /** How the selection reads: `Sunday, November 22, 2026`, `November 27–29, 2026` (a list reads as a range only when its days are consecutive), `December 2026`, `Winter 2026–27`; null for every date. */
  text: Maybe<Scalars['String']['output']>;
  /** The range's canonical segment (`all` for a value not understood), for building URLs. */
  value: Scalars['String']['output'];
};

/** A callout: image, title, summary and link. */
export type Callout = {
  __typename?: 'Callout';
  /** The callout's image at its size (Callout-Large, Callout-Medium or Callout-Small). */
  image: Maybe<Image>;
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** The callout's link. */
  link: Maybe<ContentLink>;
  /** Short text. */
  summary: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** Several callouts side by side (`sectionCalloutGrid`). */
export type CalloutGridSection = SectionFields & {
  __typename?: 'CalloutGridSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** The callouts. */
  callouts: Array<Callout>;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** One callout: image, text and link (`sectionCallout`). */
export type CalloutSection = SectionFields & {
  __typename?: 'CalloutSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** The callout (the section's own fields when editors filled no separate callout). */
  callout: Maybe<Callout>;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** An image on a card. */
export type CardImage = {
  __typename?: 'CardImage';
  /** Alternative text; null when none is given (the image then only repeats the title beside it). */
  alt: Maybe<Scalars['String']['output']>;
  /** Absolute URL of the image. */
  url: Scalars['String']['output'];
};

/** A homepage carousel slide. */
export type CarouselSlide = {
  __typename?: 'CarouselSlide';
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The slide's image on wide screens (named crop Carousel-Desktop). */
  image: Maybe<Image>;
  /** The slide's link, or null. */
  link: Maybe<ContentLink>;
  /** The slide's image on narrow screens (named crop Carousel-Mobile). */
  mobileImage: Maybe<Image>;
  /** Line above the title. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text, at most 200 characters (cut at a word, with an ellipsis, when longer). */
  summary: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
};

/** Text shown closed under a title, opened on request (`collapsibleText`). */
export type CollapsibleTextBlock = {
  __typename?: 'CollapsibleTextBlock';
  /** What it holds. */
  blocks: Array<BasicBlock>;
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** The title that opens it. */
  title: Scalars['String']['output'];
};

/** An artwork of the collection (`collectionAsset`). */
export type CollectionAssetBlock = {
  __typename?: 'CollectionAssetBlock';
  /** The artwork, from the collection search; null when it is not found or the search failed. */
  artwork: Maybe<ArtworkResult>;
  /** Caption. */
  caption: Maybe<Scalars['String']['output']>;
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** The collection's object id. */
  objectId: Scalars['Int']['output'];
};

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
  /** The image the page is shared with: the primary view 1200 pixels wide where it may be downloaded, else no larger than the page shows it (800); null without an image. */
  shareImage: Maybe<ShareImage>;
  /** The label cut to 200 characters, for meta descriptions and previews; null without a label. */
  summary: Maybe<Scalars['String']['output']>;
  /** The primary title (the headline). */
  title: Scalars['String']['output'];
  /** Every title of the record, the primary one first: the Title(s) row. */
  titles: Array<ObjectTitle>;
  /** The object page's canonical path: `/collection/object/{id}`. */
  url: Scalars['String']['output'];
};

/** A collection object group: collection assets with related content and optional jump links. */
export type CollectionObjectGroupPage = RoutedPage & {
  __typename?: 'CollectionObjectGroupPage';
  /** The group's artworks, in the editors' order (from one collection search). */
  assets: Array<ArtworkResult>;
  /** Where the page sits on the site, from the homepage down to the page itself (ancestors without a page of their own are left out): for the breadcrumbs search engines show. */
  breadcrumbs: Array<Breadcrumb>;
  /** Description for search engines and sharing. */
  description: Maybe<Scalars['String']['output']>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Introductory text. */
  intro: Maybe<Scalars['String']['output']>;
  /** True for a draft. */
  isDraft: Scalars['Boolean']['output'];
  /** Links to the page's parts (`#collection`, `#related-content`) when editors ask for them; else empty. */
  jumpLinks: Array<JumpLink>;
  /** True when kept out of search engines. */
  noIndex: Scalars['Boolean']['output'];
  /** Full path, for example `/collection/curated/ceramics-and-porcelain`. */
  path: Scalars['String']['output'];
  /** Related content cards. */
  relatedContent: Array<RelatedItem>;
  /** Image for sharing. */
  shareImage: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Maybe<Scalars['String']['output']>;
  /** Always COLLECTION_OBJECT_GROUP. */
  type: PageType;
};

/** A run of a contact text: plain text, or a phone number or email address with its link. */
export type ContactSpan = {
  __typename?: 'ContactSpan';
  /** `tel:+1…` for a phone number, `mailto:…` for an email address; null for plain text. */
  href: Maybe<Scalars['String']['output']>;
  /** The text as written. */
  text: Scalars['String']['output'];
};

/** A card of a page, resource, web package, collection group or event series. */
export type ContentCard = {
  __typename?: 'ContentCard';
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The card's image (square); null shows the placeholder logo. */
  image: Maybe<CardImage>;
  /** Summary, at most 200 characters. */
  summary: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** The kind of page: `Event Series`, `Collection`, `Page`, or a resource's media type (`Video`, `Blog`). */
  typeLabel: Maybe<Scalars['String']['output']>;
  /** The page's path. */
  url: Scalars['String']['output'];
};

/** A link as editors enter it: a title over a resolved target. */
export type ContentLink = {
  __typename?: 'ContentLink';
  /** An optional second line. */
  secondaryTitle: Maybe<Scalars['String']['output']>;
  /** Where it goes. */
  target: LinkTarget;
  /** The link's text. */
  title: Scalars['String']['output'];
};

/** Every kind of page the content service routes by path; the page's type decides which. */
export type ContentPage = CollectionObjectGroupPage | EventPage | EventSeriesPage | ExhibitionPage | Page | ResourcePage | WebPackagePage;

/** A tab of related content. */
export type ContentTab = {
  __typename?: 'ContentTab';
  /** The tab's anchor: choosing the tab sets the URL hash to it, and a URL with it opens the tab. */
  anchor: Scalars['String']['output'];
  /** The tab's cards. */
  items: Array<RelatedItem>;
  /** The tab's label. */
  title: Scalars['String']['output'];
};

/** A person or organisation credited (spec 'Artist block': body, image, caption). */
export type Credit = {
  __typename?: 'Credit';
  /** A line or two about them (plain text). */
  body: Maybe<Scalars['String']['output']>;
  /** Their picture (square). */
  image: Maybe<Image>;
  /** The picture's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** Name. */
  name: Scalars['String']['output'];
};

/** A group of credits with its heading (`Artists`, `Curators`, `Organized by`, `Supported by`, `Speakers`). */
export type CreditGroup = {
  __typename?: 'CreditGroup';
  /** The people and organisations, in the editors' order. */
  credits: Array<Credit>;
  /** What the group is, for the client's layout: artists, curators, organizers, sponsors or speakers. */
  kind: Scalars['String']['output'];
  /** The group's heading. */
  title: Scalars['String']['output'];
};

/** Opening hours of one weekday. */
export type DayHours = {
  __typename?: 'DayHours';
  /** Weekday in English, for example `Monday`. */
  day: Scalars['String']['output'];
  /** Hours text, for example `10:00 a.m.–5:00 p.m.`, or `Closed`. */
  hours: Scalars['String']['output'];
};

/** Editors' HTML, sanitized to an allow-list (`sectionEmbeddedCode`). */
export type EmbeddedCodeSection = SectionFields & {
  __typename?: 'EmbeddedCodeSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** The sanitized HTML: no scripts, styles, event handlers or forms; links only to http(s), mail and phone; frames only from YouTube and Vimeo. */
  html: Scalars['String']['output'];
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** An image set beside the text (`cmsImageEmbedded`). */
export type EmbeddedImageBlock = {
  __typename?: 'EmbeddedImageBlock';
  /** Which side it floats to: `left` or `right`. */
  alignment: Scalars['String']['output'];
  /** Caption. */
  caption: Maybe<Scalars['String']['output']>;
  /** The image (640 px wide). */
  image: Image;
  /** Stable key. */
  key: Scalars['ID']['output'];
};

/** One date of an event, with its own status and tickets. */
export type EventOccurrence = {
  __typename?: 'EventOccurrence';
  /** Add-to-calendar links for this date; null once it is over or canceled. */
  addToCalendar: Maybe<CalendarLinks>;
  /** `Saturday, November 28, 2026`. */
  dateText: Scalars['String']['output'];
  /** End, as an ISO date-time. */
  end: Maybe<Scalars['String']['output']>;
  /** Stable id (the event's and the start). */
  id: Scalars['ID']['output'];
  /** True once it is over. */
  isPast: Scalars['Boolean']['output'];
  /** Start, as an ISO date-time. */
  start: Scalars['String']['output'];
  /** Canceled or sold out (this date's flags, or the whole event's). */
  status: Maybe<EventStatus>;
  /** `CANCELED` or `SOLD OUT`, as the detail page shows it. */
  statusText: Maybe<Scalars['String']['output']>;
  /** The ticket link; null when canceled, sold out or over, or when the event has none. */
  tickets: Maybe<LinkTarget>;
  /** `2:00–3:00 p.m.`, `8:00 p.m.–Midnight` (museum time). */
  timeText: Maybe<Scalars['String']['output']>;
  /** The event's page for this date: `/calendar/event/{slug}?d=YYYY-MM-DD&s=HH:mm`. */
  url: Scalars['String']['output'];
};

/** An event's detail page; `occurrence` picks one date by the URL's `d` and `s`. */
export type EventPage = RoutedPage & {
  __typename?: 'EventPage';
  /** Who it is for. */
  audiences: Array<Scalars['String']['output']>;
  /** The event's text. */
  body: Array<RichTextBlock>;
  /** Where the page sits on the site, from the homepage down to the page itself (ancestors without a page of their own are left out): for the breadcrumbs search engines show. */
  breadcrumbs: Array<Breadcrumb>;
  /** The event's category, for example `Talks`. */
  category: Maybe<Scalars['String']['output']>;
  /** Speakers and sponsors, each group with its heading. */
  credits: Array<CreditGroup>;
  /** Description for search engines and sharing. */
  description: Maybe<Scalars['String']['output']>;
  /** The events search for its title (`/search/events?q=…`), which the page offers when it has no dates. */
  eventsSearchUrl: Scalars['String']['output'];
  /** True when the event has at least one date; false is the 'no dates yet' state. */
  hasOccurrences: Scalars['Boolean']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The event's image (named crop Header-Page). */
  image: Maybe<Image>;
  /** Introductory text. */
  intro: Maybe<Scalars['String']['output']>;
  /** True for a draft. */
  isDraft: Scalars['Boolean']['output'];
  /** True when kept out of search engines. */
  noIndex: Scalars['Boolean']['output'];
  /**
   * The date to show. With `date` (YYYY-MM-DD, the URL's `d`) the date starting that day, at `time`
   * (the URL's `s`, `HH:mm` or `HHmm`) when given — null when there is none, which the page shows as a
   * link to view all dates and times. Without `date`, the next date not over, else the last one.
   */
  occurrence: Maybe<EventOccurrence>;
  /** How many dates it has in all, past ones included. */
  occurrenceCount: Scalars['Int']['output'];
  /** `/calendar/event/{slug}`. */
  path: Scalars['String']['output'];
  /** Where it takes place. */
  place: Maybe<Place>;
  /** Other upcoming events of its series (or, without one, of its category and audiences), soonest first (one search call). */
  relatedEvents: Array<EventSummary>;
  /** Related exhibitions. */
  relatedExhibitions: Array<ExhibitionSummary>;
  /** Related event series. */
  relatedSeries: Array<RelatedItem>;
  /** Image for sharing. */
  shareImage: Maybe<Scalars['String']['output']>;
  /** What to know about tickets. */
  ticketInstructions: Maybe<Scalars['String']['output']>;
  /** How admission works, for example `Registration required`. */
  ticketType: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Maybe<Scalars['String']['output']>;
  /** Always EVENT. */
  type: PageType;
  /** Its dates that are not over, soonest first. */
  upcomingOccurrences: Array<EventOccurrence>;
};


/** An event's detail page; `occurrence` picks one date by the URL's `d` and `s`. */
export type EventPageOccurrenceArgs = {
  date?: InputMaybe<Scalars['String']['input']>;
  time?: InputMaybe<Scalars['String']['input']>;
};

/** An event. */
export type EventResult = SearchResult & {
  __typename?: 'EventResult';
  /** The event's category, for example `Tours`. */
  category: Maybe<Scalars['String']['output']>;
  /** The day it takes place, in the museum's time zone: `Saturday, November 28, 2026`. */
  dateText: Maybe<Scalars['String']['output']>;
  /** End, as an ISO date-time. */
  endDate: Maybe<Scalars['String']['output']>;
  /** Stable id of the result. */
  id: Scalars['ID']['output'];
  /** The event's image; null shows the placeholder logo. */
  image: Maybe<SearchImage>;
  /**
   * Where it takes place (a building, Online or Off Site).
   * @deprecated Use `place`, which tells Off Site and online places apart.
   */
  location: Maybe<Scalars['String']['output']>;
  /** Where it takes place: Off Site is not a building; online buildings are flagged for the click icon. */
  place: Maybe<Place>;
  /** Start, as an ISO date-time. */
  startDate: Maybe<Scalars['String']['output']>;
  /** Canceled or sold out; null otherwise (spec §4). */
  status: Maybe<EventStatus>;
  /** The card's status label: `Canceled` or `Sold Out`. */
  statusLabel: Maybe<Scalars['String']['output']>;
  /** Not used for events. */
  subcategory: Maybe<Scalars['String']['output']>;
  /** Summary, at most 200 characters. */
  summary: Maybe<Scalars['String']['output']>;
  /** How admission works, for example `Registration required`. */
  ticketType: Maybe<Scalars['String']['output']>;
  /** The ticket link; null when there is none or it must not show (canceled, sold out or over). */
  tickets: Maybe<LinkTarget>;
  /** Times in the museum's time zone: `1:00–1:45 p.m.`, `8:00 p.m.–Midnight`; null when none is given. The client appends ` EST` for visitors in another zone. */
  timeText: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Always EVENTS. */
  type: SearchType;
  /** `Event`. */
  typeLabel: Scalars['String']['output'];
  /** `/calendar/event/{slug}`. */
  url: Scalars['String']['output'];
};

/** An event series' detail page with its events. */
export type EventSeriesPage = RoutedPage & {
  __typename?: 'EventSeriesPage';
  /** Add-to-calendar links of `nextDate` (its `.ics` is that event date's); null when none is scheduled. */
  addToCalendar: Maybe<CalendarLinks>;
  /** Who it is for. */
  audiences: Array<Scalars['String']['output']>;
  /** The series' text. */
  body: Array<RichTextBlock>;
  /** Where the page sits on the site, from the homepage down to the page itself (ancestors without a page of their own are left out): for the breadcrumbs search engines show. */
  breadcrumbs: Array<Breadcrumb>;
  /** Its category, for example `Tours`. */
  category: Maybe<Scalars['String']['output']>;
  /** Description for search engines and sharing. */
  description: Maybe<Scalars['String']['output']>;
  /** The events search for its title (`/search/events?q=…`), which the page offers when none of its events is scheduled. */
  eventsSearchUrl: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The series' image (named crop Header-Page). */
  image: Maybe<Image>;
  /** Introductory text. */
  intro: Maybe<Scalars['String']['output']>;
  /** True for a draft. */
  isDraft: Scalars['Boolean']['output'];
  /** The series' next date: its soonest upcoming event that is not canceled (from `relatedEvents`' search); null when none is scheduled. */
  nextDate: Maybe<EventSummary>;
  /** True when kept out of search engines. */
  noIndex: Scalars['Boolean']['output'];
  /** `/calendar/event-series/{slug}`. */
  path: Scalars['String']['output'];
  /** Where it usually takes place. */
  place: Maybe<Place>;
  /** Upcoming events of the series, soonest first (one search call, up to 500). */
  relatedEvents: Array<EventSummary>;
  /** Image for sharing. */
  shareImage: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Maybe<Scalars['String']['output']>;
  /** Always EVENT_SERIES. */
  type: PageType;
};

/** An event series. */
export type EventSeriesResult = SearchResult & {
  __typename?: 'EventSeriesResult';
  /** The series' category, for example `Talks`. */
  category: Maybe<Scalars['String']['output']>;
  /** Stable id of the result. */
  id: Scalars['ID']['output'];
  /** The series' image; null shows the placeholder logo. */
  image: Maybe<SearchImage>;
  /** Not used for event series. */
  subcategory: Maybe<Scalars['String']['output']>;
  /** Summary, at most 200 characters. */
  summary: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Always EVENT_SERIES. */
  type: SearchType;
  /** `Event Series`. */
  typeLabel: Scalars['String']['output'];
  /** `/calendar/event-series/{slug}`. */
  url: Scalars['String']['output'];
};

/** An event's status (spec §4): canceled wins over sold out. */
export type EventStatus =
  /** The event (or the chosen occurrence) will not take place. */
  | 'CANCELED'
  /** No tickets are left. */
  | 'SOLD_OUT';

/** An event as cards show it (calendar, related events): display-ready dates, status and tickets. */
export type EventSummary = {
  __typename?: 'EventSummary';
  /** Who it is for, for example `Adults`, `Kids & Families`. */
  audiences: Array<Scalars['String']['output']>;
  /** The event's category, for example `Talks`. */
  category: Maybe<Scalars['String']['output']>;
  /** First day, in the museum's time zone: `Saturday, November 28, 2026`. */
  dateText: Maybe<Scalars['String']['output']>;
  /** End, as an ISO date-time. */
  endDate: Maybe<Scalars['String']['output']>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The card's image; null shows the placeholder logo. */
  image: Maybe<CardImage>;
  /** Where it takes place. */
  place: Maybe<Place>;
  /** Start, as an ISO date-time. */
  startDate: Maybe<Scalars['String']['output']>;
  /** Canceled or sold out; null otherwise. */
  status: Maybe<EventStatus>;
  /** The card's status label: `Canceled` or `Sold Out`. */
  statusLabel: Maybe<Scalars['String']['output']>;
  /** Summary, at most 200 characters. */
  summary: Maybe<Scalars['String']['output']>;
  /** How admission works, for example `Registration required`. */
  ticketType: Maybe<Scalars['String']['output']>;
  /** The ticket link; null when there is none or it must not show (canceled, sold out or over). */
  tickets: Maybe<LinkTarget>;
  /** Times in the museum's time zone: `2:00–3:00 p.m.`, `8:00 p.m.–Midnight`; null when none is given. The client appends ` EST` for visitors in another zone. */
  timeText: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** The event's page, `/calendar/event/{slug}`. */
  url: Scalars['String']['output'];
};

/** An exhibition's detail page. */
export type ExhibitionPage = RoutedPage & {
  __typename?: 'ExhibitionPage';
  /** Add-to-calendar links (the whole run as all-day dates); null once closed or when open-ended. */
  addToCalendar: Maybe<CalendarLinks>;
  /** Artworks in the exhibition (from one collection search). */
  artworks: Array<ArtworkResult>;
  /** The exhibition's text. */
  body: Array<RichTextBlock>;
  /** Where the page sits on the site, from the homepage down to the page itself (ancestors without a page of their own are left out): for the breadcrumbs search engines show. */
  breadcrumbs: Array<Breadcrumb>;
  /** Artists, curators, organizers and sponsors, each group with its heading; empty groups are left out. */
  credits: Array<CreditGroup>;
  /**
   * `Through January 4, 2027` (upcoming, on view or closed: the label says which), `Ongoing` for an
   * open-ended exhibition, or the editors' override (content spec §4).
   */
  dateText: Maybe<Scalars['String']['output']>;
  /** Description for search engines and sharing. */
  description: Maybe<Scalars['String']['output']>;
  /** Last day, as YYYY-MM-DD. */
  endDate: Maybe<Scalars['String']['output']>;
  /** Image galleries of the exhibition. */
  galleries: Array<GallerySection>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The exhibition's image (named crop Header-Page). */
  image: Maybe<Image>;
  /** Introductory text. */
  intro: Maybe<Scalars['String']['output']>;
  /** True for a draft. */
  isDraft: Scalars['Boolean']['output'];
  /** Closed, Upcoming, Coming Soon, Closing Soon or Now On View, for today. */
  label: Scalars['String']['output'];
  /** True when kept out of search engines. */
  noIndex: Scalars['Boolean']['output'];
  /** True when it has no planned end (ongoing, or the open-ended end date 2030-12-31): the page reads `Ongoing` and names no last day. */
  openEnded: Scalars['Boolean']['output'];
  /** `Opens March 3, 2027` while it has not opened; null once open or when the editors wrote their own date text. */
  openingText: Maybe<Scalars['String']['output']>;
  /** `/calendar/exhibition/{slug}`. */
  path: Scalars['String']['output'];
  /** Where it is on view. */
  place: Maybe<Place>;
  /** A promotion (for example membership) shown beside the exhibition. */
  promotion: Maybe<Callout>;
  /** Related content cards. */
  relatedContent: Array<RelatedItem>;
  /** Upcoming events of this exhibition, soonest first (one search call, up to 500). */
  relatedEvents: Array<EventSummary>;
  /** Image for sharing. */
  shareImage: Maybe<Scalars['String']['output']>;
  /** First day, as YYYY-MM-DD. */
  startDate: Maybe<Scalars['String']['output']>;
  /** How admission works, for example `Timed ticket`. */
  ticketType: Maybe<Scalars['String']['output']>;
  /** The ticket button's link, until the exhibition closes; null otherwise. */
  tickets: Maybe<LinkTarget>;
  /** Title. */
  title: Maybe<Scalars['String']['output']>;
  /** Always EXHIBITION. */
  type: PageType;
};

/** An exhibition. */
export type ExhibitionResult = SearchResult & {
  __typename?: 'ExhibitionResult';
  /** `Exhibitions`. */
  category: Maybe<Scalars['String']['output']>;
  /** `Through January 4, 2027`, `Ongoing`, or the start–end range once closed or before opening; the editors' override when given. */
  dateText: Maybe<Scalars['String']['output']>;
  /** Last day, as YYYY-MM-DD (2030-12-31 for open-ended exhibitions). */
  endDate: Maybe<Scalars['String']['output']>;
  /** Stable id of the result. */
  id: Scalars['ID']['output'];
  /** The exhibition's image; null shows the placeholder logo. */
  image: Maybe<SearchImage>;
  /** Closed, Upcoming, Coming Soon, Closing Soon or Now On View, for today (content spec §4). */
  label: Scalars['String']['output'];
  /**
   * The building.
   * @deprecated Use `place`.
   */
  location: Maybe<Scalars['String']['output']>;
  /** Where it is on view. */
  place: Maybe<Place>;
  /** First day, as YYYY-MM-DD. */
  startDate: Maybe<Scalars['String']['output']>;
  /** The exhibition's kind, for example `In the galleries`. */
  subcategory: Maybe<Scalars['String']['output']>;
  /** Summary, at most 200 characters. */
  summary: Maybe<Scalars['String']['output']>;
  /** How admission works, for example `Timed ticket`. */
  ticketType: Maybe<Scalars['String']['output']>;
  /** The ticket link, while it can still be visited; null otherwise. */
  tickets: Maybe<LinkTarget>;
  /** Title. */
  title: Scalars['String']['output'];
  /** Always EXHIBITIONS. */
  type: SearchType;
  /** `Exhibition`. */
  typeLabel: Scalars['String']['output'];
  /** The exhibition's page (past exhibitions without one link to their year's listing). */
  url: Scalars['String']['output'];
};

/** An exhibition as cards show it: its label and date text worked out for today. */
export type ExhibitionSummary = {
  __typename?: 'ExhibitionSummary';
  /** `Through January 4, 2027`, `Ongoing`, or the start–end range once closed (listings spec); the editors' override when given. */
  dateText: Maybe<Scalars['String']['output']>;
  /** Last day, as YYYY-MM-DD (2030-12-31 for open-ended exhibitions). */
  endDate: Maybe<Scalars['String']['output']>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The card's image; null shows the placeholder logo. */
  image: Maybe<CardImage>;
  /** Closed, Upcoming, Coming Soon, Closing Soon or Now On View (content spec §4). */
  label: Scalars['String']['output'];
  /** Where it is on view. */
  place: Maybe<Place>;
  /** First day, as YYYY-MM-DD. */
  startDate: Maybe<Scalars['String']['output']>;
  /** The exhibition's kind, for example `In the galleries`. */
  subcategory: Maybe<Scalars['String']['output']>;
  /** Summary, at most 200 characters. */
  summary: Maybe<Scalars['String']['output']>;
  /** How admission works, for example `Timed ticket`. */
  ticketType: Maybe<Scalars['String']['output']>;
  /** The ticket link, while it can still be visited; null otherwise. */
  tickets: Maybe<LinkTarget>;
  /** Title. */
  title: Scalars['String']['output'];
  /** The exhibition's page. */
  url: Scalars['String']['output'];
};

/** The fields of the feedback form that are checked. */
export type FeedbackField =
  /** The email address. */
  | 'EMAIL'
  /** The message. */
  | 'MESSAGE'
  /** The name. */
  | 'NAME';

/** A field of the feedback form that needs mending. */
export type FeedbackFieldError = {
  __typename?: 'FeedbackFieldError';
  /** The field. */
  field: FeedbackField;
  /** What to mend, in words for the visitor. */
  message: Scalars['String']['output'];
};

/** A visitor's feedback as the form sends it. */
export type FeedbackInput = {
  /** An address to answer to, if they give one. */
  email?: InputMaybe<Scalars['String']['input']>;
  /** What the visitor noticed or asks: 5 to 5000 characters. */
  message: Scalars['String']['input'];
  /** The visitor's name, if they give it (at most 200 characters). */
  name?: InputMaybe<Scalars['String']['input']>;
  /** The page the feedback is about, as the form was linked with it; kept only when it is a page of this site. */
  pageUrl?: InputMaybe<Scalars['String']['input']>;
  /** What the feedback is about. */
  topic: FeedbackTopic;
  /** The hidden spam-trap field, as the form sent it: people leave it empty. */
  website?: InputMaybe<Scalars['String']['input']>;
};

/** The outcome of sending feedback. */
export type FeedbackResult = {
  __typename?: 'FeedbackResult';
  /** Each field to mend, with why; empty unless the status is INVALID. */
  errors: Array<FeedbackFieldError>;
  /** What to tell the visitor (announced to screen readers). */
  message: Scalars['String']['output'];
  /** What happened. */
  status: FeedbackStatus;
};

/** The outcomes of sending feedback. */
export type FeedbackStatus =
  /** A field needs mending (see `errors`); nothing was sent. */
  | 'INVALID'
  /** This visitor sent as much feedback as one client may in a while (FEEDBACK_RATE_LIMIT, default 5 per 10 minutes); nothing was sent. */
  | 'RATE_LIMITED'
  /** The forms backend has the feedback. */
  | 'SENT'
  /** The forms backend could not be reached; nothing was kept. */
  | 'UNAVAILABLE';

/** What a piece of feedback is about. */
export type FeedbackTopic =
  /** A record of the collection (the object page's disclaimer links here). */
  | 'COLLECTION_OBJECT'
  /** The online collection as a whole (the collection search's notice links here). */
  | 'ONLINE_COLLECTION'
  /** Anything else. */
  | 'OTHER'
  /** The website. */
  | 'WEBSITE';

/** Images in a grid, masonry, tiles, one at a time or two side by side (`sectionGallery`). */
export type GallerySection = SectionFields & {
  __typename?: 'GallerySection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** How the images are laid out. */
  galleryStyle: GalleryStyle;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** The images, at the size their layout needs, with captions. */
  images: Array<Image>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** Whether captions show under the images. */
  showCaptions: Scalars['Boolean']['output'];
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** Gallery layouts (content spec §2 'Page parts'). */
export type GalleryStyle =
  /** Two images side by side. */
  | 'DOUBLE'
  /** Square images in a grid. */
  | 'GRID'
  /** Images at their own proportions in columns. */
  | 'MASONRY'
  /** One large image. */
  | 'SINGLE'
  /** Small square tiles. */
  | 'TILES';

/** What the gift annuity calculator offers: the museum's limits and the rate schedule it estimates with. */
export type GiftAnnuityCalculator = {
  __typename?: 'GiftAnnuityCalculator';
  /** Oldest age the calculator takes. */
  maximumAge: Scalars['Int']['output'];
  /** Largest gift the calculator estimates, in whole dollars (larger ones are arranged in person). */
  maximumGift: Scalars['Int']['output'];
  /** Youngest age a gift annuity is offered at. */
  minimumAge: Scalars['Int']['output'];
  /** Smallest gift, in whole dollars. */
  minimumGift: Scalars['Int']['output'];
  /** The rate schedule's first day, for example `January 1, 2024`. */
  ratesEffective: Scalars['String']['output'];
};

/** An estimate of a charitable gift annuity, or why there is none. */
export type GiftAnnuityEstimate = {
  __typename?: 'GiftAnnuityEstimate';
  /** Dollars a year, to the cent; null unless estimated. */
  annualPayment: Maybe<Scalars['Float']['output']>;
  /** What to tell the visitor (announced to screen readers), for example `At age 72, a gift of $25,000 would pay you $1,650.00 a year (6.6%), …`. */
  message: Scalars['String']['output'];
  /** Dollars a quarter (payments are quarterly), to the cent; null unless estimated. */
  quarterlyPayment: Maybe<Scalars['Float']['output']>;
  /** The payment rate, percent a year; null unless estimated. */
  rate: Maybe<Scalars['Float']['output']>;
  /** Estimated, or which limit the age or amount is outside of. */
  status: GiftAnnuityEstimateStatus;
};

/** Whether a gift annuity could be estimated. */
export type GiftAnnuityEstimateStatus =
  /** Not an age in whole years up to the maximum age. */
  | 'AGE_OUT_OF_RANGE'
  /** Below the minimum age. */
  | 'AGE_TOO_LOW'
  /** Above the largest gift the calculator estimates. */
  | 'AMOUNT_TOO_HIGH'
  /** Below the minimum gift, or not whole dollars. */
  | 'AMOUNT_TOO_LOW'
  /** Estimated: the rate and payments are given. */
  | 'ESTIMATED';

/** Cards of other pages in a grid, revealed a step at a time (`sectionGrid`). */
export type GridSection = SectionFields & {
  __typename?: 'GridSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** Cards shown before the first 'Load more' (spec §9 maxLoad: grid 8, grid-md 9, grid-lg 4, tiles 6, masonry 5; else 5). */
  firstCount: Scalars['Int']['output'];
  /** The grid's layout. */
  gridStyle: GridStyle;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The cards, in the editors' order (unpublished ones left out). */
  items: Array<RelatedItem>;
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** Cards each 'Load more' adds (spec §4: the load-more default step, 5). */
  loadMoreStep: Scalars['Int']['output'];
  /** Whether cards show their kind (a resource's media type). */
  showMediaType: Scalars['Boolean']['output'];
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** Grid layouts of card sections. */
export type GridStyle =
  /** Four across. */
  | 'GRID'
  /** Two across, large. */
  | 'GRID_LG'
  /** Three across. */
  | 'GRID_MD'
  /** Columns of cards at their own heights. */
  | 'MASONRY'
  /** Small tiles. */
  | 'TILES';

/** A line of text with an icon (`icon`). */
export type IconBlock = {
  __typename?: 'IconBlock';
  /** The icon's name, for example `wheelchair`, `audio`, `info`; unknown names show `info`. */
  icon: Scalars['String']['output'];
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** The text beside it. */
  text: Scalars['String']['output'];
};

/** An image at the size (and named crop) of where it is shown, from the image service. */
export type Image = {
  __typename?: 'Image';
  /** Alternative text; empty for decorative images. */
  alt: Scalars['String']['output'];
  /** The image's caption, where it has one (galleries). */
  caption: Maybe<Scalars['String']['output']>;
  /** The named crop this rendition is cut to (content spec §3), or null for the whole image. */
  crop: Maybe<ImageCrop>;
  /** Height of `url` in pixels. */
  height: Scalars['Int']['output'];
  /** True when editors do not want the file offered for download. */
  preventDownload: Scalars['Boolean']['output'];
  /** The same image at half and full width, for `srcset`. */
  srcSet: Scalars['String']['output'];
  /** URL of the image at `width` × `height`. */
  url: Scalars['String']['output'];
  /** Width of `url` in pixels. */
  width: Scalars['Int']['output'];
};

/** An image across the text column (`cmsImage`). */
export type ImageBlock = {
  __typename?: 'ImageBlock';
  /** Caption. */
  caption: Maybe<Scalars['String']['output']>;
  /** The image at the default size (fits 1450 × 740). */
  image: Image;
  /** Stable key. */
  key: Scalars['ID']['output'];
};

/** The named crops of content images (content spec §3) with their sizes (§9). */
export type ImageCrop =
  /** 16:9 at 1450 × 816: a large callout. */
  | 'CALLOUT_LARGE'
  /** 4:3 at 640 × 480: a medium callout. */
  | 'CALLOUT_MEDIUM'
  /** 1:1 at 640 × 640: a small callout. */
  | 'CALLOUT_SMALL'
  /** 8:3 at 1920 × 720: a homepage slide on wide screens. */
  | 'CAROUSEL_DESKTOP'
  /** 4:3 at 640 × 480: a homepage slide on narrow screens. */
  | 'CAROUSEL_MOBILE'
  /** 8:3 at 1920 × 720: a building's image. */
  | 'HEADER_LOCATION'
  /** 8:3 at 1920 × 720: a page's hero image. */
  | 'HEADER_PAGE'
  /** 8:3 at 1920 × 720: a section's header image. */
  | 'HEADER_SECTION'
  /** 1:1 at 640 × 640: a square card or tile. */
  | 'SQUARE';

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

/** A link to a part of the page (`#slug`). */
export type JumpLink = {
  __typename?: 'JumpLink';
  /** The anchor (the target's id), without `#`. */
  anchor: Scalars['String']['output'];
  /** The link's text. */
  title: Scalars['String']['output'];
};

/** The kinds of link destination (spec: internal path, external URL, hash anchor, ticket launch). */
export type LinkKind =
  /** An anchor on the current page, scrolled into view below the sticky header. */
  | 'ANCHOR'
  /** Another web site (new window), or a mail or phone link. */
  | 'EXTERNAL'
  /** A page of this site, navigated to in place. */
  | 'INTERNAL'
  /** Opens the ticket store dialog. */
  | 'TICKETS';

/** Where a link goes, resolved by the gateway so the client renders it as it is. */
export type LinkTarget = {
  __typename?: 'LinkTarget';
  /** What kind of destination this is, which decides how the link behaves. */
  kind: LinkKind;
  /** True for links to other web sites, which open in a new window. */
  opensInNewWindow: Scalars['Boolean']['output'];
  /** How the ticket store opens, for TICKETS links; null otherwise. */
  ticket: Maybe<TicketLaunch>;
  /** The href: a site path, an absolute URL, `#anchor`, or a query-only ticket link such as `?keyword=GALA`. */
  url: Scalars['String']['output'];
};

/** A bulleted or numbered list (consecutive list items of the rich text, grouped). */
export type ListBlock = {
  __typename?: 'ListBlock';
  /** The items, each with its nesting level. */
  items: Array<ListItem>;
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** True for a numbered list. */
  ordered: Scalars['Boolean']['output'];
};

/** An item of a list. */
export type ListItem = {
  __typename?: 'ListItem';
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** Nesting level from 1. */
  level: Scalars['Int']['output'];
  /** The item's text. */
  spans: Array<TextSpan>;
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
  /**
   * Whom to ask about the building's hours, as editors wrote it (for example `Questions? Call
   * 215-763-8100 or email …`), in runs: phone numbers and email addresses come with a `tel:` or
   * `mailto:` link. Empty when there is none.
   */
  hoursContact: Array<ContactSpan>;
  /** The title of the building's hours, as editors wrote it (for example `Main Building Hours`), when given. */
  hoursTitle: Maybe<Scalars['String']['output']>;
  /** Link to this building's hours: `/visit/locations-hours#{slug}`. */
  hoursUrl: Scalars['String']['output'];
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** True for the main building, shown first and in the header's hours link. */
  isPrimary: Scalars['Boolean']['output'];
  /** The regular hours as times, weekdays with the same hours together; closed weekdays (the site's closed days for the main building) are left out. */
  openingHours: Array<OpeningHours>;
  /** URL slug, also the anchor on /visit/locations-hours (for example `main-building`). */
  slug: Scalars['String']['output'];
  /** Dates from today on when the building keeps other hours than its regular ones: the site's closed dates, and for the main building its open dates. */
  specialHours: Array<SpecialHours>;
  /** The building's name. */
  title: Scalars['String']['output'];
  /** Whether and when the building is open today (museum time zone), with the text to show. */
  today: TodayHours;
  /** Regular opening hours by weekday, Monday first. */
  weeklyHours: Array<DayHours>;
};

/** A building's opening hours (`sectionLocationHours`). */
export type LocationHoursSection = SectionFields & {
  __typename?: 'LocationHoursSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** The building, with its weekly hours and today's; null when unknown or unavailable. */
  location: Maybe<Location>;
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** A building with its address, hours and map (`sectionLocation`). */
export type LocationSection = SectionFields & {
  __typename?: 'LocationSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** The building, with today's hours; null when it is unknown or the content service failed. */
  location: Maybe<Location>;
  /** The map, only when latitude, longitude, address, place and link are all known. */
  map: Maybe<MapLocation>;
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** A sponsor's or partner's logo (`logoImage`). */
export type LogoBlock = {
  __typename?: 'LogoBlock';
  /** The logo (fits 320 × 160). */
  image: Image;
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** The sponsor's or partner's site, when the logo links to it. */
  website: Maybe<LinkTarget>;
};

/** A place on a map (`map`); left out unless latitude, longitude, address, place and link are all given. */
export type MapBlock = {
  __typename?: 'MapBlock';
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** The place. */
  map: MapLocation;
};

/** A place on a map; given only when latitude, longitude, address, place and link are all known. */
export type MapLocation = {
  __typename?: 'MapLocation';
  /** Street address. */
  address: Scalars['String']['output'];
  /** True when editors want a static map rather than an interactive one. */
  isStatic: Scalars['Boolean']['output'];
  /** Latitude. */
  lat: Scalars['Float']['output'];
  /** Longitude. */
  lng: Scalars['Float']['output'];
  /** Name of the place. */
  place: Scalars['String']['output'];
  /** Link to the place on a map service. */
  url: Scalars['String']['output'];
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

/** What search engines are told about the museum (schema.org Museum), from the same data the header and footer show. */
export type Museum = {
  __typename?: 'Museum';
  /** Its main building: address with coordinates, and hours; null when the content service cannot say. */
  building: Maybe<Location>;
  /** The museum's name (the site's title). */
  name: Scalars['String']['output'];
  /** Its accounts on social networks, as the footer links them. */
  socialLinks: Array<SocialLink>;
};

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Sends a visitor's feedback (the feedback form at `/feedback`, linked from object pages and the
   * collection search with the page they came from) to the museum's forms backend. Never a GraphQL
   * error: the answer's status says what happened, its message is what to tell the visitor, and
   * `errors` names each field to mend. A filled `website` field (the form's hidden spam trap) drops
   * the feedback silently: the answer is SENT and nothing is forwarded. Each client may send
   * FEEDBACK_RATE_LIMIT pieces of feedback (default 5 per 10 minutes): past it, RATE_LIMITED.
   */
  sendFeedback: FeedbackResult;
  /**
   * Signs an address up for the museum's newsletter (the footer's form), forwarding it to the email
   * marketing provider. Never a GraphQL error: the answer's status says what happened and its
   * message is what to tell the visitor. A filled `website` field (the form's hidden spam trap)
   * drops the sign-up silently: it answers SUBSCRIBED and forwards nothing. Limited per client
   * (NEWSLETTER_RATE_LIMIT, default 5 per 10 minutes): past the limit the status is RATE_LIMITED.
   */
  subscribeToNewsletter: NewsletterSignup;
};


export type MutationSendFeedbackArgs = {
  input: FeedbackInput;
};


export type MutationSubscribeToNewsletterArgs = {
  email: Scalars['String']['input'];
  website?: InputMaybe<Scalars['String']['input']>;
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

/** The outcome of a newsletter sign-up. */
export type NewsletterSignup = {
  __typename?: 'NewsletterSignup';
  /** What to tell the visitor (announced to screen readers). */
  message: Scalars['String']['output'];
  /** What happened. */
  status: NewsletterSignupStatus;
};

/** The outcomes of a newsletter sign-up. */
export type NewsletterSignupStatus =
  /** The provider already had the address. */
  | 'ALREADY_SUBSCRIBED'
  /** The address does not match the pattern, or the provider refused it. */
  | 'INVALID_EMAIL'
  /** Too many sign-ups from this client lately; nothing was sent. */
  | 'RATE_LIMITED'
  /** The provider took the address. */
  | 'SUBSCRIBED'
  /** The provider could not be reached; nothing was kept. */
  | 'UNAVAILABLE';

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

/** Regular opening hours shared by some weekdays (schema.org OpeningHoursSpecification). */
export type OpeningHours = {
  __typename?: 'OpeningHours';
  /** Closing time, `HH:mm` (24-hour, museum time). */
  closes: Scalars['String']['output'];
  /** The weekdays, in English (`Tuesday`). */
  days: Array<Scalars['String']['output']>;
  /** Opening time, `HH:mm` (24-hour, museum time). */
  opens: Scalars['String']['output'];
};

/** A content-managed page: optional title, intro, jump links, hero image, carousel and sections. */
export type Page = RoutedPage & {
  __typename?: 'Page';
  /** Where the page sits on the site, from the homepage down to the page itself (ancestors without a page of their own are left out): for the breadcrumbs search engines show. */
  breadcrumbs: Array<Breadcrumb>;
  /** The carousel's slides showing now (publishedAt ≤ now ≤ expiresAt on the museum clock; missing bounds are open). */
  carousel: Array<CarouselSlide>;
  /** Description for search engines and sharing. */
  description: Maybe<Scalars['String']['output']>;
  /** The hero image under the title (named crop Header-Page), or null. */
  heroImage: Maybe<Image>;
  /** Stable id of the page's document. */
  id: Scalars['ID']['output'];
  /** Introductory text under the title. */
  intro: Maybe<Scalars['String']['output']>;
  /** True for a draft (preview only). */
  isDraft: Scalars['Boolean']['output'];
  /** Links to the page's sections that editors gave a jump link, in page order; empty unless the page shows them. */
  jumpLinks: Array<JumpLink>;
  /** The museum as search engines are told about it (schema.org Museum), on the homepage and the hours page; null on every other page. */
  museum: Maybe<Museum>;
  /** True when kept out of search engines. */
  noIndex: Scalars['Boolean']['output'];
  /** The page's full path. */
  path: Scalars['String']['output'];
  /** The page's sections in order; sections the gateway cannot show are left out (and logged). */
  sections: Array<Section>;
  /** Image for sharing (1200 px wide). */
  shareImage: Maybe<Scalars['String']['output']>;
  /** The page's title. */
  title: Maybe<Scalars['String']['output']>;
  /** Always PAGE. */
  type: PageType;
};

/** A content page or resource (visiting, membership, research and about). */
export type PageResult = SearchResult & {
  __typename?: 'PageResult';
  /** The card's button: `View resource`, `Watch video`, `View publication`, `View press release`, `Read blog` or `Learn more`. */
  buttonLabel: Scalars['String']['output'];
  /** `Page`, `Resource` or `Collection`. */
  category: Maybe<Scalars['String']['output']>;
  /** Stable id of the result. */
  id: Scalars['ID']['output'];
  /** The page's image; null shows the placeholder logo. */
  image: Maybe<SearchImage>;
  /** A resource's media type: Publication, PDF, Web Page, Video, Blog, Press or Email. */
  mediaType: Maybe<Scalars['String']['output']>;
  /** A resource's media type, for example `Video`. */
  subcategory: Maybe<Scalars['String']['output']>;
  /** Summary, at most 200 characters. */
  summary: Maybe<Scalars['String']['output']>;
  /** Where a resource points outside its page (a file, a video, a store), when it does. */
  targetUrl: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** VISITING, MEMBERSHIP, RESEARCH or ABOUT. */
  type: SearchType;
  /** The section's name, for example `Learn & Research`. */
  typeLabel: Scalars['String']['output'];
  /** The page's path. */
  url: Scalars['String']['output'];
};

/** The kinds of routed page. */
export type PageType =
  /** A collection object group: collection assets with related content. */
  | 'COLLECTION_OBJECT_GROUP'
  /** An event's detail page. */
  | 'EVENT'
  /** An event series' detail page. */
  | 'EVENT_SERIES'
  /** An exhibition's detail page. */
  | 'EXHIBITION'
  /** A generic page built from sections. */
  | 'PAGE'
  /** A resource: publication, PDF, web page, video, blog, press release or email. */
  | 'RESOURCE'
  /** A web package: themes, departments, collectors and curated collection pages. */
  | 'WEB_PACKAGE';

/** The exhibitions that closed in one year. */
export type PastExhibitionYear = {
  __typename?: 'PastExhibitionYear';
  /** True when there are more than 3 (the year then links to its own page). */
  hasViewAll: Scalars['Boolean']['output'];
  /** A page of them, most recently closed first (in a list of years, at most the first 3). */
  items: Array<ExhibitionSummary>;
  /** `All 2019 Exhibitions`. */
  title: Scalars['String']['output'];
  /** How many closed in it. */
  total: Scalars['Int']['output'];
  /** True when the search service could not be asked. */
  unavailable: Scalars['Boolean']['output'];
  /** `View all 12 exhibitions`, when `hasViewAll`. */
  viewAllText: Maybe<Scalars['String']['output']>;
  /** The year. */
  year: Scalars['Int']['output'];
};


/** The exhibitions that closed in one year. */
export type PastExhibitionYearItemsArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** Past exhibitions grouped by year. */
export type PastExhibitions = {
  __typename?: 'PastExhibitions';
  /** The museum's exhibition history back to 1876, on another site (spec §2: the intro links to it; `EXHIBITION_HISTORY_URL`). */
  historyUrl: Scalars['String']['output'];
  /** The chosen years that were understood, newest first. */
  selectedYears: Array<Scalars['Int']['output']>;
  /** How many years there are to show in all (the length of `years` without a page). */
  totalYears: Scalars['Int']['output'];
  /** True when the search service could not be asked. */
  unavailable: Scalars['Boolean']['output'];
  /** Every year with past exhibitions, newest first, for the year filter. */
  yearOptions: Array<PastYearOption>;
  /** The years shown, newest first: the chosen ones, or every year with exhibitions; from `from`, `size` of them (every one after `from` when `size` is absent). */
  years: Array<PastExhibitionYear>;
};


/** Past exhibitions grouped by year. */
export type PastExhibitionsYearsArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** A year in the past exhibitions' year filter. */
export type PastYearOption = {
  __typename?: 'PastYearOption';
  /** True when chosen. */
  selected: Scalars['Boolean']['output'];
  /** How many exhibitions closed in it. */
  total: Scalars['Int']['output'];
  /** The year. */
  year: Scalars['Int']['output'];
};

/** Where an event or exhibition takes place (spec §5): a room and building, online, or off site. */
export type Place = {
  __typename?: 'Place';
  /** The postal address: its building's (a place of the museum that is not one of its buildings, such as the Sculpture Garden, has the main building's); null online, off site and when the content service cannot say. */
  address: Maybe<Address>;
  /** The building; null off site (Off Site is not a building). */
  building: Maybe<Scalars['String']['output']>;
  /** Where the building's name links on cards and pages: `/visit/museum-map` for the Main Building (spec §2), else its hours page. */
  buildingUrl: Maybe<Scalars['String']['output']>;
  /** The building's hours page, for the museum's own buildings. */
  hoursUrl: Maybe<Scalars['String']['output']>;
  /** True away from the museum's buildings. */
  isOffSite: Scalars['Boolean']['output'];
  /** True for a building whose name starts with `online`: shown with a click icon. */
  isOnline: Scalars['Boolean']['output'];
  /** The room or gallery, when known. */
  room: Maybe<Scalars['String']['output']>;
  /** One line: `Gallery 101, Main Building`, `Online`; off site the meeting text alone (`Meet at 23rd Street and Fairmount Avenue`), else `Off Site`. */
  text: Scalars['String']['output'];
};

/** A picture of the microsite, served from this site's upload path. */
export type PreschinaImage = {
  __typename?: 'PreschinaImage';
  /** Alternative text (empty for a decorative picture). */
  alt: Scalars['String']['output'];
  /** Height in pixels. */
  height: Scalars['Int']['output'];
  /** Site-relative URL: `/preschina/uploads/{year}/{month}/{file}`. */
  url: Scalars['String']['output'];
  /** Width in pixels. */
  width: Scalars['Int']['output'];
};

/** A president's tile on the microsite's grid. */
export type PreschinaPresident = {
  __typename?: 'PreschinaPresident';
  /** The president's name, as plain text. */
  name: Scalars['String']['output'];
  /** The portrait (WordPress's medium size), or null when the post has none or it could not be loaded. */
  portrait: Maybe<PreschinaImage>;
  /** The post's slug, also the story's: `/preschina/{slug}`. */
  slug: Scalars['ID']['output'];
  /** The story's path on this site: `/preschina/{slug}`. */
  url: Scalars['String']['output'];
};

/** A story of the microsite, ready to show. */
export type PreschinaStory = {
  __typename?: 'PreschinaStory';
  /**
   * The article's body in reading order: passages of sanitized HTML, and the videos the story
   * embedded between them (YouTube and Vimeo only), which the site loads when the visitor asks, as
   * on content pages.
   */
  body: Array<PreschinaStoryPart>;
  /** The story's slug. */
  slug: Scalars['ID']['output'];
  /** The story's title (the article's heading), as plain text. */
  title: Scalars['String']['output'];
  /** The story's path on this site: `/preschina/{slug}`; the story's one address, whatever the case of the URL it was asked by. */
  url: Scalars['String']['output'];
};

/** A passage of a story as sanitized HTML. */
export type PreschinaStoryHtml = {
  __typename?: 'PreschinaStoryHtml';
  /**
   * Paragraphs, headings from h2, lists, tables, figures with images on this site's upload path, and
   * links (this site's paths, or other sites over https with `target="_blank"`). No frames, scripts,
   * event handlers, forms, ids, script or data URLs, and no inline style but text alignment and
   * emphasis.
   */
  html: Scalars['String']['output'];
};

/** A passage of a story: HTML, or a video. */
export type PreschinaStoryPart = PreschinaStoryHtml | PreschinaStoryVideo;

/** A video the story embedded. */
export type PreschinaStoryVideo = {
  __typename?: 'PreschinaStoryVideo';
  /** The video, with the caption the story gave it; its title is the caption, else the player's own title. */
  video: Video;
};

/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type Query = {
  __typename?: 'Query';
  /** Alerts to show in the alert bar, newest first; expired alerts are left out. */
  alerts: Array<Alert>;
  /**
   * The calendar (spec §2 "Calendar screen") for a URL's segments, read as leniently as a URL gives
   * them: `range` is the range segment (spec §5: `all`, `today`, `this-week`, `this-weekend`,
   * `this-month`, `this-season`, `highlights`, `2026-11-28`, `2026-11-24,2026-11-26`,
   * `2026-11-27-to-2026-11-29` or `2026-11-27+2026-11-29`, `december-2026`, `winter-2026`, `winter`);
   * a value it does not understand means `all` (`selection.isUnderstood` is then false). Filters take
   * the segments' values split at `+` (slugs such as `hands-on-activities`, labels, or the spec's alias
   * spellings); `all` and unknown values are dropped. Only what has not ended is listed. In default
   * mode the answer has a section per category; with `viewAll` it has one flat list. A failing search
   * service gives an empty calendar with `unavailable: true` (never an error), and is not cached.
   */
  calendar: Calendar;
  /**
   * One object of the collection by its ObjectID (for example `6268`), with everything its page shows:
   * the record from the collection API joined with its extra document (related objects and content)
   * from the search service. Null when the id is malformed or names no object, which the site shows as
   * its not-found page. Leading zeros name the same object (`06268` is `6268`).
   */
  collectionObject: Maybe<CollectionObject>;
  /**
   * What a charitable gift annuity would pay a donor: the payment rate for their age (whole years, at
   * the nearest birthday) and the yearly and quarterly payments a gift of `amount` whole dollars would
   * make for life, at the American Council on Gift Annuities' suggested single-life rates. Never a
   * GraphQL error: outside the museum's limits (`GiftAnnuityCalculator`) the status says which, and the
   * message is what to tell the visitor.
   */
  giftAnnuityEstimate: GiftAnnuityEstimate;
  /** One building by its slug (for example `main-building`), or null when there is none. */
  location: Maybe<Location>;
  /** The museum's buildings, the primary one first, each with its hours and today's status. */
  locations: Array<Location>;
  /** The menus of the site chrome: primary navigation, secondary (header) links and the deep footer. */
  navigation: Navigation;
  /**
   * The page at a site path (for example `/visit/locations-hours` or `/calendar/exhibition/threads-of-light`),
   * or null when none exists, which the site shows as its not-found page. The last path segment is the
   * page's slug and the rest its parent path; `/` is the homepage. The path's prefix decides what is
   * fetched (`/calendar/exhibition/`, `/calendar/event/`, `/calendar/event-series/`, `/collection/curated/`,
   * `/collection/themes/`, `/collection/departments/`, `/collection/collectors/`); the page's type decides
   * the GraphQL type. Drafts are never answered here.
   */
  page: Maybe<ContentPage>;
  /**
   * Every exhibition that closed in one year, most recently closed first (this year: those closed
   * before today). Null for a year without a listing (before 1876 or after this year): the not-found
   * page.
   */
  pastExhibitionYear: Maybe<PastExhibitionYear>;
  /**
   * Past exhibitions grouped by the year they closed, newest year first (spec §2 "Past exhibitions
   * page"): each year with its total and its first 3 exhibitions. `years` keeps only those years
   * (invalid and future years are ignored; none means every year). A failing search service gives no
   * years with `unavailable: true`.
   */
  pastExhibitions: PastExhibitions;
  /**
   * The presidents of the microsite 'Presidential China, 1780–1980', for its grid: one per
   * `president` post of the WordPress site in the site's order, without the editors' test post and the
   * acknowledgments page. Kept for an hour here and a day at the gateway, then served stale while
   * WordPress is down; fails with UPSTREAM_UNAVAILABLE only when WordPress is down and nothing was
   * kept. A portrait that cannot be loaded is null (and the answer is then not cached).
   */
  preschinaPresidents: Array<PreschinaPresident>;
  /**
   * A story of the microsite by its slug (`abraham-lincoln`, `acknowledgments`): the `<article>` of
   * the WordPress page, with links to the microsite rewritten to this site's routes, images to this
   * site's upload path, and everything else sanitized with an allow-list. Null when WordPress has no
   * such page (the site's not-found page). Kept like `preschinaPresidents`.
   */
  preschinaStory: Maybe<PreschinaStory>;
  /**
   * An editor's preview of a draft (`/preview?id=drafts.…&path=…&expires=…&signature=…`). With a valid,
   * unexpired signature (`expires` in Unix seconds, compared with the real time even when MUSEUM_NOW pins
   * the museum clock; HMAC-SHA256 of `id`, `path` and `expires` with the gateway's PREVIEW_SECRET) the
   * document `id` is answered as it stands in the content service, drafts included; otherwise the
   * published page at `path` (or null). Answers are private and never cached.
   */
  previewPage: Maybe<ContentPage>;
  /**
   * The search screen in one query: a page of display-ready results, the total and its messages,
   * the categories with counts (when searching all), the filter groups of the chosen type, the sort
   * options, the page sizes, and the search as it was applied. Arguments are read leniently, as a
   * URL gives them: unknown or malformed values fall back to their defaults and the `applied` echo
   * says what ran. When the search service fails the answer is an empty result with
   * `unavailable: true` (not a GraphQL error: the spec shows failed searches as empty), and it is
   * not cached.
   */
  search: SearchResults;
  /**
   * The values of one filter group that start with the typed text (the group's search box),
   * counted for the given search. Text needs 2 characters (digits only count for Dates). Null
   * when the type has no such group or the text is too short; on a search service failure the
   * group lists only the chosen values.
   */
  searchFacet: Maybe<SearchFacet>;
  /** Site-wide settings: title, description, closures and the museum clock. */
  site: Site;
  /**
   * Suggestions for the text typed in a search box: at most 5, from 3 characters on (fewer give an
   * empty list without asking the service). A leading `#` completes accession numbers. A failing
   * search service gives an empty list, never an error.
   */
  suggest: Array<Suggestion>;
  /**
   * Exhibitions opening today or later, soonest first (spec §2 "Upcoming exhibitions page"),
   * optionally on view during a range (as for `calendar`) and of chosen types and audiences. A failing
   * search service gives an empty list with `unavailable: true`.
   */
  upcomingExhibitions: UpcomingExhibitions;
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QueryCalendarArgs = {
  audiences?: InputMaybe<Array<Scalars['String']['input']>>;
  categories?: InputMaybe<Array<Scalars['String']['input']>>;
  locations?: InputMaybe<Array<Scalars['String']['input']>>;
  range?: InputMaybe<Scalars['String']['input']>;
  viewAll?: InputMaybe<Scalars['Boolean']['input']>;
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
export type QueryGiftAnnuityEstimateArgs = {
  age: Scalars['Int']['input'];
  amount: Scalars['Int']['input'];
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


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QueryPastExhibitionYearArgs = {
  year: Scalars['Int']['input'];
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QueryPastExhibitionsArgs = {
  years?: InputMaybe<Array<Scalars['Int']['input']>>;
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QueryPreschinaStoryArgs = {
  slug: Scalars['String']['input'];
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QueryPreviewPageArgs = {
  expires?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  path: Scalars['String']['input'];
  signature?: InputMaybe<Scalars['String']['input']>;
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QuerySearchArgs = {
  filters?: InputMaybe<Scalars['String']['input']>;
  from?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<SearchSort>;
  type?: InputMaybe<SearchType>;
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QuerySearchFacetArgs = {
  field: Scalars['String']['input'];
  filters?: InputMaybe<Scalars['String']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  text: Scalars['String']['input'];
  type: SearchType;
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QuerySuggestArgs = {
  index?: InputMaybe<SuggestIndex>;
  query: Scalars['String']['input'];
};


/**
 * The museum's public GraphQL gateway. Every field returns display-ready data: museum rules (opening
 * hours, closures, statuses) are applied here, so clients only render.
 */
export type QueryUpcomingExhibitionsArgs = {
  audiences?: InputMaybe<Array<Scalars['String']['input']>>;
  range?: InputMaybe<Scalars['String']['input']>;
  types?: InputMaybe<Array<Scalars['String']['input']>>;
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

/** Cards of related pages (`sectionRelatedContent`). */
export type RelatedContentSection = SectionFields & {
  __typename?: 'RelatedContentSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** Cards shown before the first 'Load more'. */
  firstCount: Scalars['Int']['output'];
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The cards. */
  items: Array<RelatedItem>;
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** Cards each 'Load more' adds. */
  loadMoreStep: Scalars['Int']['output'];
  /** Whether cards show their kind. */
  showMediaType: Scalars['Boolean']['output'];
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** Related content in tabs; choosing a tab sets the URL hash to its anchor (`sectionRelatedContentTabs`). */
export type RelatedContentTabsSection = SectionFields & {
  __typename?: 'RelatedContentTabsSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The tabs, each with its anchor and cards. */
  tabs: Array<ContentTab>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** A card of related content: an exhibition, an event, or any other page. */
export type RelatedItem = ContentCard | EventSummary | ExhibitionSummary;

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

/** The button of a resource page. */
export type ResourceButton = {
  __typename?: 'ResourceButton';
  /** The label by media type: `View resource`, `Watch video`, `View publication`, `View press release`, `Read blog`, `Learn more`. */
  label: Scalars['String']['output'];
  /** Where it goes. */
  link: LinkTarget;
};

/** A file of a resource. */
export type ResourceFile = {
  __typename?: 'ResourceFile';
  /** What the file is. */
  title: Scalars['String']['output'];
  /** Absolute URL of the file. */
  url: Scalars['String']['output'];
};

/** A resource: publication, PDF, web page, video, blog post, press release or email. */
export type ResourcePage = RoutedPage & {
  __typename?: 'ResourcePage';
  /** The author of a blog post. */
  author: Maybe<Scalars['String']['output']>;
  /** Awards the resource received. */
  awards: Array<Scalars['String']['output']>;
  /** The resource's text. */
  body: Array<RichTextBlock>;
  /** Where the page sits on the site, from the homepage down to the page itself (ancestors without a page of their own are left out): for the breadcrumbs search engines show. */
  breadcrumbs: Array<Breadcrumb>;
  /** The button to the resource itself, labelled by its type (`View publication`, `Watch video`, …); null when it has no URL. */
  button: Maybe<ResourceButton>;
  /** The resource's byline, for example `Edited by the curatorial staff`. */
  byline: Maybe<Scalars['String']['output']>;
  /** Description for search engines and sharing. */
  description: Maybe<Scalars['String']['output']>;
  /** Facts as name–value rows (pages, format, ISBN). */
  details: Array<TableRow>;
  /** Files to download. */
  files: Array<ResourceFile>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** The resource's image (named crop Header-Page). */
  image: Maybe<Image>;
  /** Introductory text. */
  intro: Maybe<Scalars['String']['output']>;
  /** True for a draft. */
  isDraft: Scalars['Boolean']['output'];
  /** Publication, PDF, Web Page, Video, Blog, Press or Email. */
  mediaType: Maybe<Scalars['String']['output']>;
  /** True when kept out of search engines. */
  noIndex: Scalars['Boolean']['output'];
  /** Full path. */
  path: Scalars['String']['output'];
  /** When it was published, as an ISO date-time. */
  publishedAt: Maybe<Scalars['String']['output']>;
  /** When it was published, as `November 10, 2026`. */
  publishedText: Maybe<Scalars['String']['output']>;
  /** Image for sharing. */
  shareImage: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Maybe<Scalars['String']['output']>;
  /** Always RESOURCE. */
  type: PageType;
  /** The resource's video, for a Video on YouTube or Vimeo. */
  video: Maybe<Video>;
};

/** A block of rich text: paragraphs, headings and lists, or one of the editors' blocks. */
export type RichTextBlock = ButtonBlock | CollapsibleTextBlock | CollectionAssetBlock | EmbeddedImageBlock | IconBlock | ImageBlock | ListBlock | LogoBlock | MapBlock | RowBlock | SeparatorBlock | ShortcodeBlock | TableBlock | TextBlock | TicketTypeBlock | VideoBlock;

/** What every routed page has, whatever its kind. */
export type RoutedPage = {
  /** Where the page sits on the site, from the homepage down to the page itself (ancestors without a page of their own are left out): for the breadcrumbs search engines show. */
  breadcrumbs: Array<Breadcrumb>;
  /** The page's description for search engines and sharing: its intro or summary, at most 200 characters. */
  description: Maybe<Scalars['String']['output']>;
  /** Stable id of the page's document (a draft's id in preview). */
  id: Scalars['ID']['output'];
  /** Introductory text under the title (plain text). */
  intro: Maybe<Scalars['String']['output']>;
  /** True when this answer is an unpublished draft (preview only). */
  isDraft: Scalars['Boolean']['output'];
  /** True when editors keep the page out of search engines (`noindex`). */
  noIndex: Scalars['Boolean']['output'];
  /** The page's full path, for example `/visit/locations-hours`. */
  path: Scalars['String']['output'];
  /** The image shown when the page is shared (1200 px wide), when it has one. */
  shareImage: Maybe<Scalars['String']['output']>;
  /** The page's title, or null for pages that show none. */
  title: Maybe<Scalars['String']['output']>;
  /** The kind of page, which decides its view. */
  type: PageType;
};

/** Columns side by side (`row`). */
export type RowBlock = {
  __typename?: 'RowBlock';
  /** The columns, each with its blocks. */
  columns: Array<RowColumn>;
  /** Stable key. */
  key: Scalars['ID']['output'];
};

/** A column of a row. */
export type RowColumn = {
  __typename?: 'RowColumn';
  /** The column's blocks. */
  blocks: Array<BasicBlock>;
  /** Stable key. */
  key: Scalars['ID']['output'];
};

/** A category of the search with its count (the list shown when searching all). */
export type SearchCategory = {
  __typename?: 'SearchCategory';
  /** Results in this category for the current text. */
  count: Scalars['Int']['output'];
  /** Section heading, for example `Artworks` or `Join & Support`. */
  heading: Scalars['String']['output'];
  /** The category. */
  type: SearchType;
};

/**
 * The Dates group's start-to-end range. It applies only with both sides filled and is written
 * `start to end`. Artworks take years (an optional minus sign and up to 8 digits); other
 * categories take a year (which means 1 January to 31 December), a month and year (`11/2026`) or a
 * day, month and year (`28/11/2026`).
 */
export type SearchDateRange = {
  __typename?: 'SearchDateRange';
  /** The end as given; null when no range is set. */
  end: Maybe<Scalars['String']['output']>;
  /** Why the given range could not be applied; null when it applied or none was given. */
  error: Maybe<Scalars['String']['output']>;
  /** How to write dates for this category. */
  hint: Scalars['String']['output'];
  /** The start as given (applied, or rejected with `error`); null when no range is set. */
  start: Maybe<Scalars['String']['output']>;
  /** True when only years are accepted (artworks). */
  yearsOnly: Scalars['Boolean']['output'];
};

/** A filter group of the searched category. */
export type SearchFacet = {
  __typename?: 'SearchFacet';
  /** The Dates group's range inputs; null for other groups. */
  dateRange: Maybe<SearchDateRange>;
  /** The field, the key in the filters JSON (for example `artist`, `onview`, `dates`). */
  field: Scalars['String']['output'];
  /** True when more values exist than listed: the group's search box (`searchFacet`) finds them. */
  hasMore: Scalars['Boolean']['output'];
  /** How the group chooses. */
  kind: SearchFacetKind;
  /** The group's label, for example `Artists`, `On View`, `Curatorial Departments`. */
  label: Scalars['String']['output'];
  /**
   * The values, most frequent first (Dates chronologically, yes before no), at most 50; chosen
   * values are always listed. Counts apply the other groups' filters, not this group's own.
   */
  options: Array<SearchFacetOption>;
};

/** How a filter group chooses. */
export type SearchFacetKind =
  /** Yes and no (On View, Provenance). */
  | 'BOOLEAN'
  /** A list of periods plus a start-to-end range (`dateRange`). */
  | 'DATES'
  /** A list of values, any of which may be chosen. */
  | 'KEYWORD';

/** One value of a filter group. */
export type SearchFacetOption = {
  __typename?: 'SearchFacetOption';
  /** Results the value finds together with the other groups' filters. */
  count: Scalars['Int']['output'];
  /** True when choosing it would find nothing (count 0 and not chosen). */
  disabled: Scalars['Boolean']['output'];
  /** Text to show, for example `On view` or `1800–1899`. */
  label: Scalars['String']['output'];
  /** True when the value is chosen. */
  selected: Scalars['Boolean']['output'];
  /** The value, as it goes in the filters JSON. */
  value: Scalars['String']['output'];
};

/** One applied filter: a field and its chosen values (any of them matches). */
export type SearchFilter = {
  __typename?: 'SearchFilter';
  /** The field, for example `artist` or `metadata.webPackage.packageId`. */
  field: Scalars['String']['output'];
  /** The chosen values. */
  values: Array<Scalars['String']['output']>;
};

/** A result's image. */
export type SearchImage = {
  __typename?: 'SearchImage';
  /** Alternative text; null when the service gives none (the image then only repeats the title beside it). */
  alt: Maybe<Scalars['String']['output']>;
  /** The image at 300, 800 and 1000 pixels, for `srcset` (spec §9); empty for an image elsewhere. */
  sizes: Array<ImageSize>;
  /** Absolute URL of the image: 300 pixels wide (the thumbnail) when it is on the image service. */
  url: Scalars['String']['output'];
};

/** A search result. Every kind has these fields; each kind adds its own. */
export type SearchResult = {
  /** Category line of the card (an artwork's classification, an event's category, a page's kind). */
  category: Maybe<Scalars['String']['output']>;
  /** Stable id of the result. */
  id: Scalars['ID']['output'];
  /** The card's image; null shows the placeholder logo. */
  image: Maybe<SearchImage>;
  /** Subcategory (an exhibition's kind, a resource's media type), when there is one. */
  subcategory: Maybe<Scalars['String']['output']>;
  /** Summary, at most 200 characters, cut at a word with an ellipsis. */
  summary: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Scalars['String']['output'];
  /** The category the result belongs to. */
  type: SearchType;
  /** The result's type label: `Artwork`, `Event`, `Event Series`, `Exhibition`, or the section name for pages. */
  typeLabel: Scalars['String']['output'];
  /** Site path (or absolute URL) of the result's page. */
  url: Scalars['String']['output'];
};

/** One page of search results with everything the search screen shows around it. */
export type SearchResults = {
  __typename?: 'SearchResults';
  /** The search as it ran, after defaults and checks: the screen's state. */
  applied: AppliedSearch;
  /** Every category with its result count, in the screen's order; filled only when searching all (empty for a category). */
  categories: Array<SearchCategory>;
  /** 1-based position of the last result shown; 0 when none. */
  end: Scalars['Int']['output'];
  /** The filter groups of the searched category, in screen order; empty when searching all. */
  facets: Array<SearchFacet>;
  /** The page sizes on offer: 12, 24 and 48. */
  pageSizes: Array<Scalars['Int']['output']>;
  /** This page's results, each typed by kind. */
  results: Array<SearchResult>;
  /** `Showing {a}-{b} of {n}`; null when no result is shown. */
  showingText: Maybe<Scalars['String']['output']>;
  /** The orders this category offers (date orders only where results have dates). */
  sortOptions: Array<SearchSortOption>;
  /** 1-based position of the first result shown; 0 when none. */
  start: Scalars['Int']['output'];
  /** How many results match. */
  total: Scalars['Int']['output'];
  /** The result-count text: `No results found`, `No results for "{query}"`, or for example `1,234 Artwork results for "monet"`. */
  totalText: Scalars['String']['output'];
  /** Section heading of the searched category (for example `Artworks`); null when searching all. */
  typeHeading: Maybe<Scalars['String']['output']>;
  /** True when the search service failed: the results are empty because of that, not because nothing matched. */
  unavailable: Scalars['Boolean']['output'];
};

/** Orders of search results. */
export type SearchSort =
  /** Oldest first (URL `date-asc`): artworks by their first year, events and exhibitions by start. */
  | 'DATE_ASC'
  /** Newest first (URL `date-desc`). */
  | 'DATE_DESC'
  /** The category's own order even with text: retired (it was the default, labelled Featured); read as RELEVANCE. */
  | 'DEFAULT'
  /**
   * Best match first, the category's own order (spec §9) breaking ties; without search text, the
   * category's own order: all categories and pages by weight, artworks by weight, exhibitions by
   * weight then latest end, events soonest first. An accession-number search lists accession
   * numbers in order. The default (the URL leaves it out; `sort=relevance` also reads as it).
   */
  | 'RELEVANCE'
  /** Title A to Z (URL `A-Z`). */
  | 'TITLE_ASC'
  /** Title Z to A (URL `Z-A`). */
  | 'TITLE_DESC';

/** An order the search offers. */
export type SearchSortOption = {
  __typename?: 'SearchSortOption';
  /** Its label, for example `Title, A–Z`. */
  label: Scalars['String']['output'];
  /** The order. */
  value: SearchSort;
};

/** The search categories (spec: collections, events, eventSeries, exhibitions, visiting, membership, research, about). */
export type SearchType =
  /** Pages about the museum, press and stories (`about`). */
  | 'ABOUT'
  /** Artworks in the collection (URL name `collections`). */
  | 'COLLECTIONS'
  /** Events (`events`). */
  | 'EVENTS'
  /** Event series (`eventSeries`). */
  | 'EVENT_SERIES'
  /** Exhibitions, current, upcoming and past (`exhibitions`). */
  | 'EXHIBITIONS'
  /** Pages about joining and supporting (`membership`). */
  | 'MEMBERSHIP'
  /** Learning and research pages and resources (`research`). */
  | 'RESEARCH'
  /** Pages about visiting (`visiting`). */
  | 'VISITING';

/** A section of a page: one of the eleven section types. */
export type Section = CalloutGridSection | CalloutSection | EmbeddedCodeSection | GallerySection | GridSection | LocationHoursSection | LocationSection | RelatedContentSection | RelatedContentTabsSection | SeparatorSection | TextSection;

/** The fields every section type has (content spec §3 "Common section fields"). */
export type SectionFields = {
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/** How wide a section is. */
export type SectionSize =
  /** The content width. */
  | 'DEFAULT'
  /** The full window width. */
  | 'FULL'
  /** The text column. */
  | 'NARROW'
  /** Wider than the content. */
  | 'WIDE';

/** Section layout styles (content spec §3). */
export type SectionStyle =
  /** A card. */
  | 'CARD'
  /** A featured card. */
  | 'CARD_FAVORITE'
  /** The plain layout. */
  | 'DEFAULT'
  /** A featured section. */
  | 'FAVORITE'
  /** Text beside an image taking half the width, on the right. */
  | 'HALF_IMAGE_RIGHT'
  /** Text beside an image taking a quarter of the width, on the right. */
  | 'QUARTER_IMAGE_RIGHT'
  /** Text beside an image taking a third of the width, on the left. */
  | 'THIRD_IMAGE_LEFT'
  /** Text beside an image taking three quarters of the width, on the right. */
  | 'THREE_QUARTER_IMAGE_RIGHT';

/** A horizontal rule (`separator`). */
export type SeparatorBlock = {
  __typename?: 'SeparatorBlock';
  /** Stable key. */
  key: Scalars['ID']['output'];
};

/** A horizontal rule between sections (`separator`). */
export type SeparatorSection = SectionFields & {
  __typename?: 'SeparatorSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
};

/**
 * An image to share a page with: the Open Graph `og:image` and the Twitter card's image (share image
 * width 1200, content spec §9).
 */
export type ShareImage = {
  __typename?: 'ShareImage';
  /** What the image shows, for readers who cannot see it. */
  alt: Scalars['String']['output'];
  /** Absolute URL of the image (a path on the site where the image service is served beside it). */
  url: Scalars['String']['output'];
  /** The image's width in pixels. */
  width: Scalars['Int']['output'];
};

/** The shortcodes editors may use. */
export type Shortcode =
  /** Restaurant reservations (OpenTable). */
  | 'OPEN_TABLE'
  /** The planned-giving calculator: a charitable gift annuity's payments. */
  | 'PLANNED_GIVING_CALCULATOR'
  /** The newsletter sign-up. */
  | 'SIGNUP';

/**
 * A widget editors place by name (`shortcode`): the newsletter sign-up form (SIGNUP), the gift annuity
 * calculator (PLANNED_GIVING_CALCULATOR, which asks `giftAnnuityEstimate`), or the restaurant's
 * reservation link (OPEN_TABLE, opening OpenTable in a new window).
 */
export type ShortcodeBlock = {
  __typename?: 'ShortcodeBlock';
  /** Where its link goes: the reservation page, or the planned giving team's page; null for the sign-up. */
  action: Maybe<LinkTarget>;
  /** The link's text (its accessible name); null without a link. */
  actionTitle: Maybe<Scalars['String']['output']>;
  /** The calculator's limits and rate schedule (PLANNED_GIVING_CALCULATOR only; null otherwise). */
  calculator: Maybe<GiftAnnuityCalculator>;
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** Which widget. */
  kind: Shortcode;
  /** What it says. */
  text: Scalars['String']['output'];
  /** The widget's heading. */
  title: Scalars['String']['output'];
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
  /**
   * The pattern a newsletter sign-up's email must match, in the syntax of an HTML `pattern`
   * attribute (matched whole): the footer's form checks it, and `subscribeToNewsletter` checks the same.
   */
  newsletterEmailPattern: Scalars['String']['output'];
  /** Dates on which the museum is open although it would normally be closed (for example a Monday holiday). */
  openDates: Array<SpecialDate>;
  /** Links to the museum's accounts on social networks, in footer order. */
  socialLinks: Array<SocialLink>;
  /**
   * The ticket store the ticket dialog opens (`{url}?keyword=…`, `?promocode=…`, `?packageID=…`, or
   * the URL alone for a plain launch); null when none is configured (ticket links then lead nowhere new).
   */
  ticketStoreUrl: Maybe<Scalars['String']['output']>;
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

/** A date with hours other than the regular ones. */
export type SpecialHours = {
  __typename?: 'SpecialHours';
  /** Closing time, `HH:mm`; null when closed all day. */
  closes: Maybe<Scalars['String']['output']>;
  /** The date, as YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** The occasion (for example `Thanksgiving`), when the content service names it. */
  name: Maybe<Scalars['String']['output']>;
  /** Opening time, `HH:mm`; null when closed all day. */
  opens: Maybe<Scalars['String']['output']>;
};

/** Where suggestions come from. */
export type SuggestIndex =
  /** Artworks only. */
  | 'COLLECTIONS'
  /** Events only. */
  | 'EVENTS'
  /** Exhibitions only. */
  | 'EXHIBITIONS'
  /** Every category. */
  | 'GLOBAL';

/** A suggestion for the text typed in a search box. */
export type Suggestion = {
  __typename?: 'Suggestion';
  /** The field the text matched: title, artist, keywords, description or objectNumber. */
  matchedField: Scalars['String']['output'];
  /** An artwork's accession number. */
  objectNumber: Maybe<Scalars['String']['output']>;
  /** The item's title. */
  title: Scalars['String']['output'];
  /** The category of the suggested item. */
  type: SearchType;
  /** Its type label, for example `Artwork`. */
  typeLabel: Scalars['String']['output'];
  /** The item's page. */
  url: Scalars['String']['output'];
};

/** A table of name–value rows (`simpleTable`). */
export type TableBlock = {
  __typename?: 'TableBlock';
  /** The table's caption. */
  caption: Maybe<Scalars['String']['output']>;
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** The rows. */
  rows: Array<TableRow>;
};

/** A name–value row of a table. */
export type TableRow = {
  __typename?: 'TableRow';
  /** The row's name. */
  name: Scalars['String']['output'];
  /** An optional note. */
  summary: Maybe<Scalars['String']['output']>;
  /** Its value. */
  value: Scalars['String']['output'];
};

/** A paragraph, heading or quotation. */
export type TextBlock = {
  __typename?: 'TextBlock';
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** The text, in runs with their marks and links. */
  spans: Array<TextSpan>;
  /** What kind of text it is. */
  style: TextStyle;
};

/** Marks of a text run. */
export type TextMark =
  /** Code. */
  | 'CODE'
  /** Emphasis (italic). */
  | 'EMPHASIS'
  /** Struck through. */
  | 'STRIKE'
  /** Strong emphasis (bold). */
  | 'STRONG'
  /** Underlined. */
  | 'UNDERLINE';

/** Text with an optional image, videos and call to action (`section`). */
export type TextSection = SectionFields & {
  __typename?: 'TextSection';
  /** The section's text. */
  body: Array<RichTextBlock>;
  /** The section's image (named crop Header-Section, or a callout crop for callouts). */
  image: Maybe<Image>;
  /** The image's caption. */
  imageCaption: Maybe<Scalars['String']['output']>;
  /** Shown closed, as an accordion item; consecutive ones form one accordion. */
  isCollapsible: Scalars['Boolean']['output'];
  /** Shown on a tinted background. */
  isHighlighted: Scalars['Boolean']['output'];
  /** The anchor the page's jump links point at (the section's id), when editors gave one. */
  jumpLink: Maybe<JumpLink>;
  /** Stable key of the section within its page. */
  key: Scalars['ID']['output'];
  /** The section's call to action. */
  link: Maybe<ContentLink>;
  /** The section's width. */
  size: SectionSize;
  /** The editors' layout style (unknown styles read as DEFAULT). */
  style: SectionStyle;
  /** A line under the heading. */
  subtitle: Maybe<Scalars['String']['output']>;
  /** Short text under the heading (plain text). */
  summary: Maybe<Scalars['String']['output']>;
  /** The section's heading. */
  title: Maybe<Scalars['String']['output']>;
  /** Videos shown after the text (YouTube and Vimeo only). */
  videos: Array<Video>;
};

/** A run of text with the same marks and link. */
export type TextSpan = {
  __typename?: 'TextSpan';
  /** The run's link, resolved (internal path, external URL, anchor or ticket launch); null when it has none or it was unsafe. */
  link: Maybe<LinkTarget>;
  /** Bold, italic, underline, code, strike-through. */
  marks: Array<TextMark>;
  /** The text. */
  text: Scalars['String']['output'];
};

/** Kinds of text block. */
export type TextStyle =
  /** A heading at level 2 (as the page's section headings). */
  | 'HEADING_2'
  /** A heading at level 3. */
  | 'HEADING_3'
  /** A heading at level 4. */
  | 'HEADING_4'
  /** A paragraph. */
  | 'PARAGRAPH'
  /** A quotation. */
  | 'QUOTE';

/** How a ticket link launches the ticket store: by keyword, promo code, package, or a plain launch when all are null. */
export type TicketLaunch = {
  __typename?: 'TicketLaunch';
  /** The event or programme keyword the store opens on. */
  keyword: Maybe<Scalars['String']['output']>;
  /** A ticket package the store opens on. */
  packageId: Maybe<Scalars['String']['output']>;
  /** A promotion code the store applies. */
  promocode: Maybe<Scalars['String']['output']>;
};

/** A ticket type with its price and a ticket button (`ticketType`). */
export type TicketTypeBlock = {
  __typename?: 'TicketTypeBlock';
  /** What it includes. */
  description: Maybe<Scalars['String']['output']>;
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** Its price, as written. */
  price: Maybe<Scalars['String']['output']>;
  /** The ticket button's link; null without one. */
  tickets: Maybe<LinkTarget>;
  /** The ticket type, for example `General admission`. */
  title: Scalars['String']['output'];
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

/** The upcoming exhibitions page. */
export type UpcomingExhibitions = {
  __typename?: 'UpcomingExhibitions';
  /** The Type and Audience filters. */
  filters: Array<CalendarFilterGroup>;
  /** A page of the exhibitions, soonest opening first. */
  items: Array<ExhibitionSummary>;
  /** The range chosen (every date when none). */
  selection: CalendarSelection;
  /** `Upcoming Exhibitions (12)`. */
  title: Scalars['String']['output'];
  /** How many there are. */
  total: Scalars['Int']['output'];
  /** True when the search service could not be asked. */
  unavailable: Scalars['Boolean']['output'];
  /** When they are on view: any time, or one of the coming twelve months. */
  whenOptions: Array<CalendarRangeOption>;
};


/** The upcoming exhibitions page. */
export type UpcomingExhibitionsItemsArgs = {
  from?: InputMaybe<Scalars['Int']['input']>;
  size?: InputMaybe<Scalars['Int']['input']>;
};

/** A video from YouTube or Vimeo, embedded only when the visitor asks (click to load). */
export type Video = {
  __typename?: 'Video';
  /** Caption (shown when `showCaption`). */
  caption: Maybe<Scalars['String']['output']>;
  /** The player URL to embed (youtube-nocookie.com or player.vimeo.com). */
  embedUrl: Scalars['String']['output'];
  /** YOUTUBE or VIMEO. */
  provider: VideoProvider;
  /** Whether editors want the caption shown. */
  showCaption: Scalars['Boolean']['output'];
  /** Accessible name of the player: the caption, else the embedded player's own title (microsite stories), else `Video`. */
  title: Scalars['String']['output'];
  /** The provider's id (11 characters for YouTube). */
  videoId: Scalars['String']['output'];
  /** The video's own page. */
  watchUrl: Scalars['String']['output'];
};

/** A video (`videoAsset`); left out unless it is a Video on YouTube (11-character id) or Vimeo. */
export type VideoBlock = {
  __typename?: 'VideoBlock';
  /** Stable key. */
  key: Scalars['ID']['output'];
  /** The video. */
  video: Video;
};

/** The video hosts the site embeds. */
export type VideoProvider =
  /** Vimeo. */
  | 'VIMEO'
  /** YouTube (embedded from youtube-nocookie.com). */
  | 'YOUTUBE';

/** A web package (themes, departments, collectors, curated collection pages) with its paged object gallery. */
export type WebPackagePage = RoutedPage & {
  __typename?: 'WebPackagePage';
  /** Where the page sits on the site, from the homepage down to the page itself (ancestors without a page of their own are left out): for the breadcrumbs search engines show. */
  breadcrumbs: Array<Breadcrumb>;
  /** Description for search engines and sharing. */
  description: Maybe<Scalars['String']['output']>;
  /** One page of the package's objects from the collection search: `page` from 1 (out of range reads as 1), 12 a page. */
  gallery: ArtworkGallery;
  /** The hero image (named crop Header-Page). */
  heroImage: Maybe<Image>;
  /** Stable id. */
  id: Scalars['ID']['output'];
  /** Introductory text. */
  intro: Maybe<Scalars['String']['output']>;
  /** True for a draft. */
  isDraft: Scalars['Boolean']['output'];
  /** True when kept out of search engines. */
  noIndex: Scalars['Boolean']['output'];
  /** Full path, for example `/collection/departments/american-art`. */
  path: Scalars['String']['output'];
  /** Sections editors added to the package. */
  sections: Array<Section>;
  /** Image for sharing. */
  shareImage: Maybe<Scalars['String']['output']>;
  /** Title. */
  title: Maybe<Scalars['String']['output']>;
  /** Always WEB_PACKAGE. */
  type: PageType;
};


/** A web package (themes, departments, collectors, curated collection pages) with its paged object gallery. */
export type WebPackagePageGalleryArgs = {
  page?: InputMaybe<Scalars['Int']['input']>;
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



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  BasicBlock:
    | ( ButtonBlock )
    | ( CollectionAssetBlockModel )
    | ( EmbeddedImageBlock )
    | ( IconBlock )
    | ( ImageBlock )
    | ( ListBlock )
    | ( LogoBlock )
    | ( MapBlock )
    | ( SeparatorBlock )
    | ( ShortcodeBlock )
    | ( TableBlock )
    | ( TextBlock )
    | ( TicketTypeBlock )
    | ( VideoBlock )
  ;
  CalendarItem:
    | ( Omit<EventSummary, 'place'> & { place?: Maybe<_RefType['Place']> } )
    | ( Omit<ExhibitionSummary, 'place'> & { place?: Maybe<_RefType['Place']> } )
  ;
  ContentPage:
    | ( CollectionObjectGroupPageModel )
    | ( EventPageModel )
    | ( EventSeriesPageModel )
    | ( ExhibitionPageModel )
    | ( PageModel )
    | ( ResourcePageModel )
    | ( WebPackagePageModel )
  ;
  PreschinaStoryPart:
    | ( PreschinaStoryHtml )
    | ( PreschinaStoryVideo )
  ;
  RelatedItem:
    | ( ContentCard )
    | ( Omit<EventSummary, 'place'> & { place?: Maybe<_RefType['Place']> } )
    | ( Omit<ExhibitionSummary, 'place'> & { place?: Maybe<_RefType['Place']> } )
  ;
  RichTextBlock:
    | ( ButtonBlock )
    | ( Omit<CollapsibleTextBlock, 'blocks'> & { blocks: Array<_RefType['BasicBlock']> } )
    | ( CollectionAssetBlockModel )
    | ( EmbeddedImageBlock )
    | ( IconBlock )
    | ( ImageBlock )
    | ( ListBlock )
    | ( LogoBlock )
    | ( MapBlock )
    | ( Omit<RowBlock, 'columns'> & { columns: Array<_RefType['RowColumn']> } )
    | ( SeparatorBlock )
    | ( ShortcodeBlock )
    | ( TableBlock )
    | ( TextBlock )
    | ( TicketTypeBlock )
    | ( VideoBlock )
  ;
  Section:
    | ( Omit<CalloutGridSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<CalloutSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<EmbeddedCodeSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<GallerySection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<GridSection, 'body' | 'items'> & { body: Array<_RefType['RichTextBlock']>, items: Array<_RefType['RelatedItem']> } )
    | ( LocationHoursSectionModel )
    | ( LocationSectionModel )
    | ( Omit<RelatedContentSection, 'body' | 'items'> & { body: Array<_RefType['RichTextBlock']>, items: Array<_RefType['RelatedItem']> } )
    | ( Omit<RelatedContentTabsSection, 'body' | 'tabs'> & { body: Array<_RefType['RichTextBlock']>, tabs: Array<_RefType['ContentTab']> } )
    | ( Omit<SeparatorSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<TextSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
  ;
};

/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  RoutedPage:
    | ( CollectionObjectGroupPageModel )
    | ( EventPageModel )
    | ( EventSeriesPageModel )
    | ( ExhibitionPageModel )
    | ( PageModel )
    | ( ResourcePageModel )
    | ( WebPackagePageModel )
  ;
  SearchResult:
    | ( ArtworkResult )
    | ( Omit<EventResult, 'place'> & { place?: Maybe<_RefType['Place']> } )
    | ( EventSeriesResult )
    | ( Omit<ExhibitionResult, 'place'> & { place?: Maybe<_RefType['Place']> } )
    | ( PageResult )
  ;
  SectionFields:
    | ( Omit<CalloutGridSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<CalloutSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<EmbeddedCodeSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<GallerySection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<GridSection, 'body' | 'items'> & { body: Array<_RefType['RichTextBlock']>, items: Array<_RefType['RelatedItem']> } )
    | ( LocationHoursSectionModel )
    | ( LocationSectionModel )
    | ( Omit<RelatedContentSection, 'body' | 'items'> & { body: Array<_RefType['RichTextBlock']>, items: Array<_RefType['RelatedItem']> } )
    | ( Omit<RelatedContentTabsSection, 'body' | 'tabs'> & { body: Array<_RefType['RichTextBlock']>, tabs: Array<_RefType['ContentTab']> } )
    | ( Omit<SeparatorSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
    | ( Omit<TextSection, 'body'> & { body: Array<_RefType['RichTextBlock']> } )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  Alert: ResolverTypeWrapper<Alert>;
  AlertIcon: AlertIcon;
  AppliedSearch: ResolverTypeWrapper<AppliedSearch>;
  ArtworkArtist: ResolverTypeWrapper<ArtworkArtist>;
  ArtworkGallery: ResolverTypeWrapper<ArtworkGallery>;
  ArtworkResult: ResolverTypeWrapper<ArtworkResult>;
  BasicBlock: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['BasicBlock']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  Breadcrumb: ResolverTypeWrapper<Breadcrumb>;
  ButtonBlock: ResolverTypeWrapper<ButtonBlock>;
  CacheControlScope: CacheControlScope;
  Calendar: ResolverTypeWrapper<CalendarParent>;
  CalendarClosures: ResolverTypeWrapper<CalendarClosures>;
  CalendarFilterField: CalendarFilterField;
  CalendarFilterGroup: ResolverTypeWrapper<CalendarFilterGroup>;
  CalendarFilterOption: ResolverTypeWrapper<CalendarFilterOption>;
  CalendarItem: ResolverTypeWrapper<CalendarItemModel>;
  CalendarLinks: ResolverTypeWrapper<CalendarLinks>;
  CalendarList: ResolverTypeWrapper<CalendarListParent>;
  CalendarNotice: ResolverTypeWrapper<CalendarNotice>;
  CalendarNoticeKind: CalendarNoticeKind;
  CalendarNoticeLink: ResolverTypeWrapper<CalendarNoticeLink>;
  CalendarRangeKind: CalendarRangeKind;
  CalendarRangeOption: ResolverTypeWrapper<CalendarRangeOption>;
  CalendarSection: ResolverTypeWrapper<CalendarSectionParent>;
  CalendarSelection: ResolverTypeWrapper<CalendarSelection>;
  Callout: ResolverTypeWrapper<Callout>;
  CalloutGridSection: ResolverTypeWrapper<Omit<CalloutGridSection, 'body'> & { body: Array<ResolversTypes['RichTextBlock']> }>;
  CalloutSection: ResolverTypeWrapper<Omit<CalloutSection, 'body'> & { body: Array<ResolversTypes['RichTextBlock']> }>;
  CardImage: ResolverTypeWrapper<CardImage>;
  CarouselSlide: ResolverTypeWrapper<CarouselSlide>;
  CollapsibleTextBlock: ResolverTypeWrapper<Omit<CollapsibleTextBlock, 'blocks'> & { blocks: Array<ResolversTypes['BasicBlock']> }>;
  CollectionAssetBlock: ResolverTypeWrapper<CollectionAssetBlockModel>;
  CollectionObject: ResolverTypeWrapper<CollectionObjectParent>;
  CollectionObjectGroupPage: ResolverTypeWrapper<CollectionObjectGroupPageModel>;
  ContactSpan: ResolverTypeWrapper<ContactSpan>;
  ContentCard: ResolverTypeWrapper<ContentCard>;
  ContentLink: ResolverTypeWrapper<ContentLink>;
  ContentPage: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ContentPage']>;
  ContentTab: ResolverTypeWrapper<Omit<ContentTab, 'items'> & { items: Array<ResolversTypes['RelatedItem']> }>;
  Credit: ResolverTypeWrapper<Credit>;
  CreditGroup: ResolverTypeWrapper<CreditGroup>;
  DayHours: ResolverTypeWrapper<DayHours>;
  EmbeddedCodeSection: ResolverTypeWrapper<Omit<EmbeddedCodeSection, 'body'> & { body: Array<ResolversTypes['RichTextBlock']> }>;
  EmbeddedImageBlock: ResolverTypeWrapper<EmbeddedImageBlock>;
  EventOccurrence: ResolverTypeWrapper<EventOccurrenceModel>;
  EventPage: ResolverTypeWrapper<EventPageModel>;
  EventResult: ResolverTypeWrapper<Omit<EventResult, 'place'> & { place?: Maybe<ResolversTypes['Place']> }>;
  EventSeriesPage: ResolverTypeWrapper<EventSeriesPageModel>;
  EventSeriesResult: ResolverTypeWrapper<EventSeriesResult>;
  EventStatus: EventStatus;
  EventSummary: ResolverTypeWrapper<Omit<EventSummary, 'place'> & { place?: Maybe<ResolversTypes['Place']> }>;
  ExhibitionPage: ResolverTypeWrapper<ExhibitionPageModel>;
  ExhibitionResult: ResolverTypeWrapper<Omit<ExhibitionResult, 'place'> & { place?: Maybe<ResolversTypes['Place']> }>;
  ExhibitionSummary: ResolverTypeWrapper<Omit<ExhibitionSummary, 'place'> & { place?: Maybe<ResolversTypes['Place']> }>;
  FeedbackField: FeedbackField;
  FeedbackFieldError: ResolverTypeWrapper<FeedbackFieldError>;
  FeedbackInput: FeedbackInput;
  FeedbackResult: ResolverTypeWrapper<FeedbackResult>;
  FeedbackStatus: FeedbackStatus;
  FeedbackTopic: FeedbackTopic;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  GallerySection: ResolverTypeWrapper<Omit<GallerySection, 'body'> & { body: Array<ResolversTypes['RichTextBlock']> }>;
  GalleryStyle: GalleryStyle;
  GiftAnnuityCalculator: ResolverTypeWrapper<GiftAnnuityCalculator>;
  GiftAnnuityEstimate: ResolverTypeWrapper<GiftAnnuityEstimate>;
  GiftAnnuityEstimateStatus: GiftAnnuityEstimateStatus;
  GridSection: ResolverTypeWrapper<Omit<GridSection, 'body' | 'items'> & { body: Array<ResolversTypes['RichTextBlock']>, items: Array<ResolversTypes['RelatedItem']> }>;
  GridStyle: GridStyle;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  IconBlock: ResolverTypeWrapper<IconBlock>;
  Image: ResolverTypeWrapper<Image>;
  ImageBlock: ResolverTypeWrapper<ImageBlock>;
  ImageCrop: ImageCrop;
  ImageRights: ResolverTypeWrapper<ImageRights>;
  ImageSize: ResolverTypeWrapper<ImageSize>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  JumpLink: ResolverTypeWrapper<JumpLink>;
  LinkKind: LinkKind;
  LinkTarget: ResolverTypeWrapper<LinkTarget>;
  ListBlock: ResolverTypeWrapper<ListBlock>;
  ListItem: ResolverTypeWrapper<ListItem>;
  Location: ResolverTypeWrapper<Location>;
  LocationHoursSection: ResolverTypeWrapper<LocationHoursSectionModel>;
  LocationSection: ResolverTypeWrapper<LocationSectionModel>;
  LogoBlock: ResolverTypeWrapper<LogoBlock>;
  MapBlock: ResolverTypeWrapper<MapBlock>;
  MapLocation: ResolverTypeWrapper<MapLocation>;
  MenuLink: ResolverTypeWrapper<MenuLink>;
  Museum: ResolverTypeWrapper<Museum>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Navigation: ResolverTypeWrapper<Navigation>;
  NewsletterSignup: ResolverTypeWrapper<NewsletterSignup>;
  NewsletterSignupStatus: NewsletterSignupStatus;
  ObjectArtist: ResolverTypeWrapper<ObjectArtist>;
  ObjectExhibition: ResolverTypeWrapper<ObjectExhibition>;
  ObjectImage: ResolverTypeWrapper<ObjectImage>;
  ObjectLabel: ResolverTypeWrapper<ObjectLabel>;
  ObjectLocation: ResolverTypeWrapper<ObjectLocation>;
  ObjectPlace: ResolverTypeWrapper<ObjectPlace>;
  ObjectTitle: ResolverTypeWrapper<ObjectTitle>;
  OpeningHours: ResolverTypeWrapper<OpeningHours>;
  Page: ResolverTypeWrapper<PageModel>;
  PageResult: ResolverTypeWrapper<PageResult>;
  PageType: PageType;
  PastExhibitionYear: ResolverTypeWrapper<PastExhibitionYearParent>;
  PastExhibitions: ResolverTypeWrapper<PastExhibitionsParent>;
  PastYearOption: ResolverTypeWrapper<PastYearOption>;
  Place: ResolverTypeWrapper<PlaceModel>;
  PreschinaImage: ResolverTypeWrapper<PreschinaImage>;
  PreschinaPresident: ResolverTypeWrapper<PreschinaPresident>;
  PreschinaStory: ResolverTypeWrapper<Omit<PreschinaStory, 'body'> & { body: Array<ResolversTypes['PreschinaStoryPart']> }>;
  PreschinaStoryHtml: ResolverTypeWrapper<PreschinaStoryHtml>;
  PreschinaStoryPart: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['PreschinaStoryPart']>;
  PreschinaStoryVideo: ResolverTypeWrapper<PreschinaStoryVideo>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RelatedContent: ResolverTypeWrapper<RelatedContent>;
  RelatedContentSection: ResolverTypeWrapper<Omit<RelatedContentSection, 'body' | 'items'> & { body: Array<ResolversTypes['RichTextBlock']>, items: Array<ResolversTypes['RelatedItem']> }>;
  RelatedContentTabsSection: ResolverTypeWrapper<Omit<RelatedContentTabsSection, 'body' | 'tabs'> & { body: Array<ResolversTypes['RichTextBlock']>, tabs: Array<ResolversTypes['ContentTab']> }>;
  RelatedItem: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RelatedItem']>;
  RelatedObject: ResolverTypeWrapper<RelatedObject>;
  ResourceButton: ResolverTypeWrapper<ResourceButton>;
  ResourceFile: ResolverTypeWrapper<ResourceFile>;
  ResourcePage: ResolverTypeWrapper<ResourcePageModel>;
  RichTextBlock: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['RichTextBlock']>;
  RoutedPage: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['RoutedPage']>;
  RowBlock: ResolverTypeWrapper<Omit<RowBlock, 'columns'> & { columns: Array<ResolversTypes['RowColumn']> }>;
  RowColumn: ResolverTypeWrapper<Omit<RowColumn, 'blocks'> & { blocks: Array<ResolversTypes['BasicBlock']> }>;
  SearchCategory: ResolverTypeWrapper<SearchCategory>;
  SearchDateRange: ResolverTypeWrapper<SearchDateRange>;
  SearchFacet: ResolverTypeWrapper<SearchFacet>;
  SearchFacetKind: SearchFacetKind;
  SearchFacetOption: ResolverTypeWrapper<SearchFacetOption>;
  SearchFilter: ResolverTypeWrapper<SearchFilter>;
  SearchImage: ResolverTypeWrapper<SearchImage>;
  SearchResult: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SearchResult']>;
  SearchResults: ResolverTypeWrapper<Omit<SearchResults, 'results'> & { results: Array<ResolversTypes['SearchResult']> }>;
  SearchSort: SearchSort;
  SearchSortOption: ResolverTypeWrapper<SearchSortOption>;
  SearchType: SearchType;
  Section: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['Section']>;
  SectionFields: ResolverTypeWrapper<ResolversInterfaceTypes<ResolversTypes>['SectionFields']>;
  SectionSize: SectionSize;
  SectionStyle: SectionStyle;
  SeparatorBlock: ResolverTypeWrapper<SeparatorBlock>;
  SeparatorSection: ResolverTypeWrapper<Omit<SeparatorSection, 'body'> & { body: Array<ResolversTypes['RichTextBlock']> }>;
  ShareImage: ResolverTypeWrapper<ShareImage>;
  Shortcode: Shortcode;
  ShortcodeBlock: ResolverTypeWrapper<ShortcodeBlock>;
  Site: ResolverTypeWrapper<Site>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SpecialDate: ResolverTypeWrapper<SpecialDate>;
  SpecialHours: ResolverTypeWrapper<SpecialHours>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestIndex: SuggestIndex;
  Suggestion: ResolverTypeWrapper<Suggestion>;
  TableBlock: ResolverTypeWrapper<TableBlock>;
  TableRow: ResolverTypeWrapper<TableRow>;
  TextBlock: ResolverTypeWrapper<TextBlock>;
  TextMark: TextMark;
  TextSection: ResolverTypeWrapper<Omit<TextSection, 'body'> & { body: Array<ResolversTypes['RichTextBlock']> }>;
  TextSpan: ResolverTypeWrapper<TextSpan>;
  TextStyle: TextStyle;
  TicketLaunch: ResolverTypeWrapper<TicketLaunch>;
  TicketTypeBlock: ResolverTypeWrapper<TicketTypeBlock>;
  TodayHours: ResolverTypeWrapper<TodayHours>;
  UpcomingExhibitions: ResolverTypeWrapper<UpcomingExhibitionsParent>;
  Video: ResolverTypeWrapper<Video>;
  VideoBlock: ResolverTypeWrapper<VideoBlock>;
  VideoProvider: VideoProvider;
  WebPackagePage: ResolverTypeWrapper<WebPackagePageModel>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  Alert: Alert;
  AppliedSearch: AppliedSearch;
  ArtworkArtist: ArtworkArtist;
  ArtworkGallery: ArtworkGallery;
  ArtworkResult: ArtworkResult;
  BasicBlock: ResolversUnionTypes<ResolversParentTypes>['BasicBlock'];
  Boolean: Scalars['Boolean']['output'];
  Breadcrumb: Breadcrumb;
  ButtonBlock: ButtonBlock;
  Calendar: CalendarParent;
  CalendarClosures: CalendarClosures;
  CalendarFilterGroup: CalendarFilterGroup;
  CalendarFilterOption: CalendarFilterOption;
  CalendarItem: CalendarItemModel;
  CalendarLinks: CalendarLinks;
  CalendarList: CalendarListParent;
  CalendarNotice: CalendarNotice;
  CalendarNoticeLink: CalendarNoticeLink;
  CalendarRangeOption: CalendarRangeOption;
  CalendarSection: CalendarSectionParent;
  CalendarSelection: CalendarSelection;
  Callout: Callout;
  CalloutGridSection: Omit<CalloutGridSection, 'body'> & { body: Array<ResolversParentTypes['RichTextBlock']> };
  CalloutSection: Omit<CalloutSection, 'body'> & { body: Array<ResolversParentTypes['RichTextBlock']> };
  CardImage: CardImage;
  CarouselSlide: CarouselSlide;
  CollapsibleTextBlock: Omit<CollapsibleTextBlock, 'blocks'> & { blocks: Array<ResolversParentTypes['BasicBlock']> };
  CollectionAssetBlock: CollectionAssetBlockModel;
  CollectionObject: CollectionObjectParent;
  CollectionObjectGroupPage: CollectionObjectGroupPageModel;
  ContactSpan: ContactSpan;
  ContentCard: ContentCard;
  ContentLink: ContentLink;
  ContentPage: ResolversUnionTypes<ResolversParentTypes>['ContentPage'];
  ContentTab: Omit<ContentTab, 'items'> & { items: Array<ResolversParentTypes['RelatedItem']> };
  Credit: Credit;
  CreditGroup: CreditGroup;
  DayHours: DayHours;
  EmbeddedCodeSection: Omit<EmbeddedCodeSection, 'body'> & { body: Array<ResolversParentTypes['RichTextBlock']> };
  EmbeddedImageBlock: EmbeddedImageBlock;
  EventOccurrence: EventOccurrenceModel;
  EventPage: EventPageModel;
  EventResult: Omit<EventResult, 'place'> & { place?: Maybe<ResolversParentTypes['Place']> };
  EventSeriesPage: EventSeriesPageModel;
  EventSeriesResult: EventSeriesResult;
  EventSummary: Omit<EventSummary, 'place'> & { place?: Maybe<ResolversParentTypes['Place']> };
  ExhibitionPage: ExhibitionPageModel;
  ExhibitionResult: Omit<ExhibitionResult, 'place'> & { place?: Maybe<ResolversParentTypes['Place']> };
  ExhibitionSummary: Omit<ExhibitionSummary, 'place'> & { place?: Maybe<ResolversParentTypes['Place']> };
  FeedbackFieldError: FeedbackFieldError;
  FeedbackInput: FeedbackInput;
  FeedbackResult: FeedbackResult;
  Float: Scalars['Float']['output'];
  GallerySection: Omit<GallerySection, 'body'> & { body: Array<ResolversParentTypes['RichTextBlock']> };
  GiftAnnuityCalculator: GiftAnnuityCalculator;
  GiftAnnuityEstimate: GiftAnnuityEstimate;
  GridSection: Omit<GridSection, 'body' | 'items'> & { body: Array<ResolversParentTypes['RichTextBlock']>, items: Array<ResolversParentTypes['RelatedItem']> };
  ID: Scalars['ID']['output'];
  IconBlock: IconBlock;
  Image: Image;
  ImageBlock: ImageBlock;
  ImageRights: ImageRights;
  ImageSize: ImageSize;
  Int: Scalars['Int']['output'];
  JumpLink: JumpLink;
  LinkTarget: LinkTarget;
  ListBlock: ListBlock;
  ListItem: ListItem;
  Location: Location;
  LocationHoursSection: LocationHoursSectionModel;
  LocationSection: LocationSectionModel;
  LogoBlock: LogoBlock;
  MapBlock: MapBlock;
  MapLocation: MapLocation;
  MenuLink: MenuLink;
  Museum: Museum;
  Mutation: Record<PropertyKey, never>;
  Navigation: Navigation;
  NewsletterSignup: NewsletterSignup;
  ObjectArtist: ObjectArtist;
  ObjectExhibition: ObjectExhibition;
  ObjectImage: ObjectImage;
  ObjectLabel: ObjectLabel;
  ObjectLocation: ObjectLocation;
  ObjectPlace: ObjectPlace;
  ObjectTitle: ObjectTitle;
  OpeningHours: OpeningHours;
  Page: PageModel;
  PageResult: PageResult;
  PastExhibitionYear: PastExhibitionYearParent;
  PastExhibitions: PastExhibitionsParent;
  PastYearOption: PastYearOption;
  Place: PlaceModel;
  PreschinaImage: PreschinaImage;
  PreschinaPresident: PreschinaPresident;
  PreschinaStory: Omit<PreschinaStory, 'body'> & { body: Array<ResolversParentTypes['PreschinaStoryPart']> };
  PreschinaStoryHtml: PreschinaStoryHtml;
  PreschinaStoryPart: ResolversUnionTypes<ResolversParentTypes>['PreschinaStoryPart'];
  PreschinaStoryVideo: PreschinaStoryVideo;
  Query: Record<PropertyKey, never>;
  RelatedContent: RelatedContent;
  RelatedContentSection: Omit<RelatedContentSection, 'body' | 'items'> & { body: Array<ResolversParentTypes['RichTextBlock']>, items: Array<ResolversParentTypes['RelatedItem']> };
  RelatedContentTabsSection: Omit<RelatedContentTabsSection, 'body' | 'tabs'> & { body: Array<ResolversParentTypes['RichTextBlock']>, tabs: Array<ResolversParentTypes['ContentTab']> };
  RelatedItem: ResolversUnionTypes<ResolversParentTypes>['RelatedItem'];
  RelatedObject: RelatedObject;
  ResourceButton: ResourceButton;
  ResourceFile: ResourceFile;
  ResourcePage: ResourcePageModel;
  RichTextBlock: ResolversUnionTypes<ResolversParentTypes>['RichTextBlock'];
  RoutedPage: ResolversInterfaceTypes<ResolversParentTypes>['RoutedPage'];
  RowBlock: Omit<RowBlock, 'columns'> & { columns: Array<ResolversParentTypes['RowColumn']> };
  RowColumn: Omit<RowColumn, 'blocks'> & { blocks: Array<ResolversParentTypes['BasicBlock']> };
  SearchCategory: SearchCategory;
  SearchDateRange: SearchDateRange;
  SearchFacet: SearchFacet;
  SearchFacetOption: SearchFacetOption;
  SearchFilter: SearchFilter;
  SearchImage: SearchImage;
  SearchResult: ResolversInterfaceTypes<ResolversParentTypes>['SearchResult'];
  SearchResults: Omit<SearchResults, 'results'> & { results: Array<ResolversParentTypes['SearchResult']> };
  SearchSortOption: SearchSortOption;
  Section: ResolversUnionTypes<ResolversParentTypes>['Section'];
  SectionFields: ResolversInterfaceTypes<ResolversParentTypes>['SectionFields'];
  SeparatorBlock: SeparatorBlock;
  SeparatorSection: Omit<SeparatorSection, 'body'> & { body: Array<ResolversParentTypes['RichTextBlock']> };
  ShareImage: ShareImage;
  ShortcodeBlock: ShortcodeBlock;
  Site: Site;
  SocialLink: SocialLink;
  SpecialDate: SpecialDate;
  SpecialHours: SpecialHours;
  String: Scalars['String']['output'];
  Suggestion: Suggestion;
  TableBlock: TableBlock;
  TableRow: TableRow;
  TextBlock: TextBlock;
  TextSection: Omit<TextSection, 'body'> & { body: Array<ResolversParentTypes['RichTextBlock']> };
  TextSpan: TextSpan;
  TicketLaunch: TicketLaunch;
  TicketTypeBlock: TicketTypeBlock;
  TodayHours: TodayHours;
  UpcomingExhibitions: UpcomingExhibitionsParent;
  Video: Video;
  VideoBlock: VideoBlock;
  WebPackagePage: WebPackagePageModel;
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
  icon?: Resolver<Maybe<ResolversTypes['AlertIcon']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppliedSearchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppliedSearch'] = ResolversParentTypes['AppliedSearch']> = {
  filters?: Resolver<Array<ResolversTypes['SearchFilter']>, ParentType, ContextType>;
  from?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  isAccessionSearch?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  query?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  sort?: Resolver<ResolversTypes['SearchSort'], ParentType, ContextType>;
  type?: Resolver<Maybe<ResolversTypes['SearchType']>, ParentType, ContextType>;
};

export type ArtworkArtistResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArtworkArtist'] = ResolversParentTypes['ArtworkArtist']> = {
  dates?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  rolePhrase?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ArtworkGalleryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArtworkGallery'] = ResolversParentTypes['ArtworkGallery']> = {
  items?: Resolver<Array<ResolversTypes['ArtworkResult']>, ParentType, ContextType>;
  page?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  pageSize?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type ArtworkResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ArtworkResult'] = ResolversParentTypes['ArtworkResult']> = {
  afterArtist?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  artist?: Resolver<Maybe<ResolversTypes['ArtworkArtist']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  culture?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dated?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['SearchImage']>, ParentType, ContextType>;
  objectId?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  objectNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subcategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type BasicBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BasicBlock'] = ResolversParentTypes['BasicBlock']> = {
  __resolveType: TypeResolveFn<'ButtonBlock' | 'CollectionAssetBlock' | 'EmbeddedImageBlock' | 'IconBlock' | 'ImageBlock' | 'ListBlock' | 'LogoBlock' | 'MapBlock' | 'SeparatorBlock' | 'ShortcodeBlock' | 'TableBlock' | 'TextBlock' | 'TicketTypeBlock' | 'VideoBlock', ParentType, ContextType>;
};

export type BreadcrumbResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Breadcrumb'] = ResolversParentTypes['Breadcrumb']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ButtonBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ButtonBlock'] = ResolversParentTypes['ButtonBlock']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['LinkTarget'], ParentType, ContextType>;
  secondary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CalendarResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Calendar'] = ResolversParentTypes['Calendar']> = {
  closures?: Resolver<ResolversTypes['CalendarClosures'], ParentType, ContextType>;
  filters?: Resolver<Array<ResolversTypes['CalendarFilterGroup']>, ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  list?: Resolver<Maybe<ResolversTypes['CalendarList']>, ParentType, ContextType>;
  notices?: Resolver<Array<ResolversTypes['CalendarNotice']>, ParentType, ContextType>;
  pickerMonth?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  section?: Resolver<Maybe<ResolversTypes['CalendarSection']>, ParentType, ContextType, RequireFields<CalendarSectionArgs, 'slug'>>;
  sections?: Resolver<Array<ResolversTypes['CalendarSection']>, ParentType, ContextType>;
  selection?: Resolver<ResolversTypes['CalendarSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type CalendarClosuresResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarClosures'] = ResolversParentTypes['CalendarClosures']> = {
  closedDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  closedWeekdays?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  openDates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CalendarFilterGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarFilterGroup'] = ResolversParentTypes['CalendarFilterGroup']> = {
  field?: Resolver<ResolversTypes['CalendarFilterField'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['CalendarFilterOption']>, ParentType, ContextType>;
  selected?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CalendarFilterOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarFilterOption'] = ResolversParentTypes['CalendarFilterOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarItem'] = ResolversParentTypes['CalendarItem']> = {
  __resolveType: TypeResolveFn<'EventSummary' | 'ExhibitionSummary', ParentType, ContextType>;
};

export type CalendarLinksResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarLinks'] = ResolversParentTypes['CalendarLinks']> = {
  google?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  ics?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outlook?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  yahoo?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarListResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarList'] = ResolversParentTypes['CalendarList']> = {
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CalendarItem']>, ParentType, ContextType, RequireFields<CalendarListItemsArgs, 'from' | 'size'>>;
  prefersList?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CalendarNoticeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarNotice'] = ResolversParentTypes['CalendarNotice']> = {
  kind?: Resolver<ResolversTypes['CalendarNoticeKind'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['CalendarNoticeLink']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarNoticeLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarNoticeLink'] = ResolversParentTypes['CalendarNoticeLink']> = {
  range?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarRangeOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarRangeOption'] = ResolversParentTypes['CalendarRangeOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalendarSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarSection'] = ResolversParentTypes['CalendarSection']> = {
  hasViewAll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['CalendarItem']>, ParentType, ContextType, RequireFields<CalendarSectionItemsArgs, 'from' | 'size'>>;
  slug?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type CalendarSelectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalendarSelection'] = ResolversParentTypes['CalendarSelection']> = {
  dates?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isPast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isUnderstood?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['CalendarRangeKind'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalloutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Callout'] = ResolversParentTypes['Callout']> = {
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CalloutGridSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalloutGridSection'] = ResolversParentTypes['CalloutGridSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  callouts?: Resolver<Array<ResolversTypes['Callout']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CalloutSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CalloutSection'] = ResolversParentTypes['CalloutSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  callout?: Resolver<Maybe<ResolversTypes['Callout']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CardImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardImage'] = ResolversParentTypes['CardImage']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CarouselSlideResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CarouselSlide'] = ResolversParentTypes['CarouselSlide']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  mobileImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollapsibleTextBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollapsibleTextBlock'] = ResolversParentTypes['CollapsibleTextBlock']> = {
  blocks?: Resolver<Array<ResolversTypes['BasicBlock']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CollectionAssetBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionAssetBlock'] = ResolversParentTypes['CollectionAssetBlock']> = {
  artwork?: Resolver<Maybe<ResolversTypes['ArtworkResult']>, ParentType, ContextType>;
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  objectId?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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
  shareImage?: Resolver<Maybe<ResolversTypes['ShareImage']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  titles?: Resolver<Array<ResolversTypes['ObjectTitle']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CollectionObjectGroupPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CollectionObjectGroupPage'] = ResolversParentTypes['CollectionObjectGroupPage']> = {
  assets?: Resolver<Array<ResolversTypes['ArtworkResult']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLinks?: Resolver<Array<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  noIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  relatedContent?: Resolver<Array<ResolversTypes['RelatedItem']>, ParentType, ContextType>;
  shareImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContactSpanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContactSpan'] = ResolversParentTypes['ContactSpan']> = {
  href?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentCardResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentCard'] = ResolversParentTypes['ContentCard']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['CardImage']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ContentLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentLink'] = ResolversParentTypes['ContentLink']> = {
  secondaryTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  target?: Resolver<ResolversTypes['LinkTarget'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ContentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentPage'] = ResolversParentTypes['ContentPage']> = {
  __resolveType: TypeResolveFn<'CollectionObjectGroupPage' | 'EventPage' | 'EventSeriesPage' | 'ExhibitionPage' | 'Page' | 'ResourcePage' | 'WebPackagePage', ParentType, ContextType>;
};

export type ContentTabResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ContentTab'] = ResolversParentTypes['ContentTab']> = {
  anchor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RelatedItem']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreditResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Credit'] = ResolversParentTypes['Credit']> = {
  body?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CreditGroupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreditGroup'] = ResolversParentTypes['CreditGroup']> = {
  credits?: Resolver<Array<ResolversTypes['Credit']>, ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type DayHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayHours'] = ResolversParentTypes['DayHours']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EmbeddedCodeSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmbeddedCodeSection'] = ResolversParentTypes['EmbeddedCodeSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EmbeddedImageBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EmbeddedImageBlock'] = ResolversParentTypes['EmbeddedImageBlock']> = {
  alignment?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EventOccurrenceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventOccurrence'] = ResolversParentTypes['EventOccurrence']> = {
  addToCalendar?: Resolver<Maybe<ResolversTypes['CalendarLinks']>, ParentType, ContextType>;
  dateText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPast?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['EventStatus']>, ParentType, ContextType>;
  statusText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  timeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type EventPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventPage'] = ResolversParentTypes['EventPage']> = {
  audiences?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  credits?: Resolver<Array<ResolversTypes['CreditGroup']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventsSearchUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasOccurrences?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  occurrence?: Resolver<Maybe<ResolversTypes['EventOccurrence']>, ParentType, ContextType, Partial<EventPageOccurrenceArgs>>;
  occurrenceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  relatedEvents?: Resolver<Array<ResolversTypes['EventSummary']>, ParentType, ContextType>;
  relatedExhibitions?: Resolver<Array<ResolversTypes['ExhibitionSummary']>, ParentType, ContextType>;
  relatedSeries?: Resolver<Array<ResolversTypes['RelatedItem']>, ParentType, ContextType>;
  shareImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketInstructions?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  upcomingOccurrences?: Resolver<Array<ResolversTypes['EventOccurrence']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EventResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventResult'] = ResolversParentTypes['EventResult']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['SearchImage']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['EventStatus']>, ParentType, ContextType>;
  statusLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subcategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  timeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EventSeriesPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventSeriesPage'] = ResolversParentTypes['EventSeriesPage']> = {
  addToCalendar?: Resolver<Maybe<ResolversTypes['CalendarLinks']>, ParentType, ContextType>;
  audiences?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  eventsSearchUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  nextDate?: Resolver<Maybe<ResolversTypes['EventSummary']>, ParentType, ContextType>;
  noIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  relatedEvents?: Resolver<Array<ResolversTypes['EventSummary']>, ParentType, ContextType>;
  shareImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EventSeriesResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventSeriesResult'] = ResolversParentTypes['EventSeriesResult']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['SearchImage']>, ParentType, ContextType>;
  subcategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type EventSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['EventSummary'] = ResolversParentTypes['EventSummary']> = {
  audiences?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['CardImage']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<Maybe<ResolversTypes['EventStatus']>, ParentType, ContextType>;
  statusLabel?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  timeText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ExhibitionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExhibitionPage'] = ResolversParentTypes['ExhibitionPage']> = {
  addToCalendar?: Resolver<Maybe<ResolversTypes['CalendarLinks']>, ParentType, ContextType>;
  artworks?: Resolver<Array<ResolversTypes['ArtworkResult']>, ParentType, ContextType>;
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  credits?: Resolver<Array<ResolversTypes['CreditGroup']>, ParentType, ContextType>;
  dateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  galleries?: Resolver<Array<ResolversTypes['GallerySection']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  noIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openEnded?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openingText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  promotion?: Resolver<Maybe<ResolversTypes['Callout']>, ParentType, ContextType>;
  relatedContent?: Resolver<Array<ResolversTypes['RelatedItem']>, ParentType, ContextType>;
  relatedEvents?: Resolver<Array<ResolversTypes['EventSummary']>, ParentType, ContextType>;
  shareImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ExhibitionResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExhibitionResult'] = ResolversParentTypes['ExhibitionResult']> = {
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  dateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['SearchImage']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subcategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ExhibitionSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ExhibitionSummary'] = ResolversParentTypes['ExhibitionSummary']> = {
  dateText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['CardImage']>, ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  place?: Resolver<Maybe<ResolversTypes['Place']>, ParentType, ContextType>;
  startDate?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subcategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ticketType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type FeedbackFieldErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackFieldError'] = ResolversParentTypes['FeedbackFieldError']> = {
  field?: Resolver<ResolversTypes['FeedbackField'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type FeedbackResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackResult'] = ResolversParentTypes['FeedbackResult']> = {
  errors?: Resolver<Array<ResolversTypes['FeedbackFieldError']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['FeedbackStatus'], ParentType, ContextType>;
};

export type GallerySectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GallerySection'] = ResolversParentTypes['GallerySection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  galleryStyle?: Resolver<ResolversTypes['GalleryStyle'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  images?: Resolver<Array<ResolversTypes['Image']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  showCaptions?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type GiftAnnuityCalculatorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftAnnuityCalculator'] = ResolversParentTypes['GiftAnnuityCalculator']> = {
  maximumAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  maximumGift?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumAge?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  minimumGift?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  ratesEffective?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type GiftAnnuityEstimateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GiftAnnuityEstimate'] = ResolversParentTypes['GiftAnnuityEstimate']> = {
  annualPayment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  quarterlyPayment?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  rate?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['GiftAnnuityEstimateStatus'], ParentType, ContextType>;
};

export type GridSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['GridSection'] = ResolversParentTypes['GridSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  firstCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  gridStyle?: Resolver<ResolversTypes['GridStyle'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RelatedItem']>, ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  loadMoreStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  showMediaType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type IconBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IconBlock'] = ResolversParentTypes['IconBlock']> = {
  icon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Image'] = ResolversParentTypes['Image']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  crop?: Resolver<Maybe<ResolversTypes['ImageCrop']>, ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  preventDownload?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  srcSet?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ImageBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ImageBlock'] = ResolversParentTypes['ImageBlock']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
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

export type JumpLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['JumpLink'] = ResolversParentTypes['JumpLink']> = {
  anchor?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type LinkTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkTarget'] = ResolversParentTypes['LinkTarget']> = {
  kind?: Resolver<ResolversTypes['LinkKind'], ParentType, ContextType>;
  opensInNewWindow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['TicketLaunch']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ListBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListBlock'] = ResolversParentTypes['ListBlock']> = {
  items?: Resolver<Array<ResolversTypes['ListItem']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  ordered?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ListItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ListItem'] = ResolversParentTypes['ListItem']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  level?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  spans?: Resolver<Array<ResolversTypes['TextSpan']>, ParentType, ContextType>;
};

export type LocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Location'] = ResolversParentTypes['Location']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  holidayHoursLong?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  holidayHoursShort?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hoursContact?: Resolver<Array<ResolversTypes['ContactSpan']>, ParentType, ContextType>;
  hoursTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hoursUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isPrimary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  openingHours?: Resolver<Array<ResolversTypes['OpeningHours']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  specialHours?: Resolver<Array<ResolversTypes['SpecialHours']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  today?: Resolver<ResolversTypes['TodayHours'], ParentType, ContextType>;
  weeklyHours?: Resolver<Array<ResolversTypes['DayHours']>, ParentType, ContextType>;
};

export type LocationHoursSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationHoursSection'] = ResolversParentTypes['LocationHoursSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LocationSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LocationSection'] = ResolversParentTypes['LocationSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  map?: Resolver<Maybe<ResolversTypes['MapLocation']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type LogoBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LogoBlock'] = ResolversParentTypes['LogoBlock']> = {
  image?: Resolver<ResolversTypes['Image'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  website?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MapBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MapBlock'] = ResolversParentTypes['MapBlock']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  map?: Resolver<ResolversTypes['MapLocation'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type MapLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MapLocation'] = ResolversParentTypes['MapLocation']> = {
  address?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  isStatic?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lat?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  lng?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  place?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MenuLinkResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MenuLink'] = ResolversParentTypes['MenuLink']> = {
  children?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isExternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  secondaryTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type MuseumResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Museum'] = ResolversParentTypes['Museum']> = {
  building?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  sendFeedback?: Resolver<ResolversTypes['FeedbackResult'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'input'>>;
  subscribeToNewsletter?: Resolver<ResolversTypes['NewsletterSignup'], ParentType, ContextType, RequireFields<MutationSubscribeToNewsletterArgs, 'email'>>;
};

export type NavigationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Navigation'] = ResolversParentTypes['Navigation']> = {
  deepFooter?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  primary?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
  secondary?: Resolver<Array<ResolversTypes['MenuLink']>, ParentType, ContextType>;
};

export type NewsletterSignupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['NewsletterSignup'] = ResolversParentTypes['NewsletterSignup']> = {
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['NewsletterSignupStatus'], ParentType, ContextType>;
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

export type OpeningHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['OpeningHours'] = ResolversParentTypes['OpeningHours']> = {
  closes?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  days?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  opens?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  carousel?: Resolver<Array<ResolversTypes['CarouselSlide']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  heroImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLinks?: Resolver<Array<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  museum?: Resolver<Maybe<ResolversTypes['Museum']>, ParentType, ContextType>;
  noIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  shareImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PageResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PageResult'] = ResolversParentTypes['PageResult']> = {
  buttonLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  category?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['SearchImage']>, ParentType, ContextType>;
  mediaType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subcategory?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PastExhibitionYearResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PastExhibitionYear'] = ResolversParentTypes['PastExhibitionYear']> = {
  hasViewAll?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ExhibitionSummary']>, ParentType, ContextType, RequireFields<PastExhibitionYearItemsArgs, 'from' | 'size'>>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  viewAllText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PastExhibitionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PastExhibitions'] = ResolversParentTypes['PastExhibitions']> = {
  historyUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selectedYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  totalYears?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  yearOptions?: Resolver<Array<ResolversTypes['PastYearOption']>, ParentType, ContextType>;
  years?: Resolver<Array<ResolversTypes['PastExhibitionYear']>, ParentType, ContextType, RequireFields<PastExhibitionsYearsArgs, 'from'>>;
};

export type PastYearOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PastYearOption'] = ResolversParentTypes['PastYearOption']> = {
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  buildingUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hoursUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOffSite?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isOnline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  room?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreschinaImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreschinaImage'] = ResolversParentTypes['PreschinaImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  height?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PreschinaPresidentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreschinaPresident'] = ResolversParentTypes['PreschinaPresident']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  portrait?: Resolver<Maybe<ResolversTypes['PreschinaImage']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreschinaStoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreschinaStory'] = ResolversParentTypes['PreschinaStory']> = {
  body?: Resolver<Array<ResolversTypes['PreschinaStoryPart']>, ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PreschinaStoryHtmlResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreschinaStoryHtml'] = ResolversParentTypes['PreschinaStoryHtml']> = {
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type PreschinaStoryPartResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreschinaStoryPart'] = ResolversParentTypes['PreschinaStoryPart']> = {
  __resolveType: TypeResolveFn<'PreschinaStoryHtml' | 'PreschinaStoryVideo', ParentType, ContextType>;
};

export type PreschinaStoryVideoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PreschinaStoryVideo'] = ResolversParentTypes['PreschinaStoryVideo']> = {
  video?: Resolver<ResolversTypes['Video'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  alerts?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  calendar?: Resolver<ResolversTypes['Calendar'], ParentType, ContextType, RequireFields<QueryCalendarArgs, 'viewAll'>>;
  collectionObject?: Resolver<Maybe<ResolversTypes['CollectionObject']>, ParentType, ContextType, RequireFields<QueryCollectionObjectArgs, 'id'>>;
  giftAnnuityEstimate?: Resolver<ResolversTypes['GiftAnnuityEstimate'], ParentType, ContextType, RequireFields<QueryGiftAnnuityEstimateArgs, 'age' | 'amount'>>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryLocationArgs, 'slug'>>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryPageArgs, 'path'>>;
  pastExhibitionYear?: Resolver<Maybe<ResolversTypes['PastExhibitionYear']>, ParentType, ContextType, RequireFields<QueryPastExhibitionYearArgs, 'year'>>;
  pastExhibitions?: Resolver<ResolversTypes['PastExhibitions'], ParentType, ContextType, Partial<QueryPastExhibitionsArgs>>;
  preschinaPresidents?: Resolver<Array<ResolversTypes['PreschinaPresident']>, ParentType, ContextType>;
  preschinaStory?: Resolver<Maybe<ResolversTypes['PreschinaStory']>, ParentType, ContextType, RequireFields<QueryPreschinaStoryArgs, 'slug'>>;
  previewPage?: Resolver<Maybe<ResolversTypes['ContentPage']>, ParentType, ContextType, RequireFields<QueryPreviewPageArgs, 'id' | 'path'>>;
  search?: Resolver<ResolversTypes['SearchResults'], ParentType, ContextType, Partial<QuerySearchArgs>>;
  searchFacet?: Resolver<Maybe<ResolversTypes['SearchFacet']>, ParentType, ContextType, RequireFields<QuerySearchFacetArgs, 'field' | 'text' | 'type'>>;
  site?: Resolver<ResolversTypes['Site'], ParentType, ContextType>;
  suggest?: Resolver<Array<ResolversTypes['Suggestion']>, ParentType, ContextType, RequireFields<QuerySuggestArgs, 'index' | 'query'>>;
  upcomingExhibitions?: Resolver<ResolversTypes['UpcomingExhibitions'], ParentType, ContextType, Partial<QueryUpcomingExhibitionsArgs>>;
};

export type RelatedContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelatedContent'] = ResolversParentTypes['RelatedContent']> = {
  imageUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isExternal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type RelatedContentSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelatedContentSection'] = ResolversParentTypes['RelatedContentSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  firstCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['RelatedItem']>, ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  loadMoreStep?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  showMediaType?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RelatedContentTabsSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelatedContentTabsSection'] = ResolversParentTypes['RelatedContentTabsSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tabs?: Resolver<Array<ResolversTypes['ContentTab']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RelatedItemResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RelatedItem'] = ResolversParentTypes['RelatedItem']> = {
  __resolveType: TypeResolveFn<'ContentCard' | 'EventSummary' | 'ExhibitionSummary', ParentType, ContextType>;
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

export type ResourceButtonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResourceButton'] = ResolversParentTypes['ResourceButton']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['LinkTarget'], ParentType, ContextType>;
};

export type ResourceFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResourceFile'] = ResolversParentTypes['ResourceFile']> = {
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ResourcePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ResourcePage'] = ResolversParentTypes['ResourcePage']> = {
  author?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  awards?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  button?: Resolver<Maybe<ResolversTypes['ResourceButton']>, ParentType, ContextType>;
  byline?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  details?: Resolver<Array<ResolversTypes['TableRow']>, ParentType, ContextType>;
  files?: Resolver<Array<ResolversTypes['ResourceFile']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  mediaType?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  noIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  publishedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  publishedText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  shareImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  video?: Resolver<Maybe<ResolversTypes['Video']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RichTextBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RichTextBlock'] = ResolversParentTypes['RichTextBlock']> = {
  __resolveType: TypeResolveFn<'ButtonBlock' | 'CollapsibleTextBlock' | 'CollectionAssetBlock' | 'EmbeddedImageBlock' | 'IconBlock' | 'ImageBlock' | 'ListBlock' | 'LogoBlock' | 'MapBlock' | 'RowBlock' | 'SeparatorBlock' | 'ShortcodeBlock' | 'TableBlock' | 'TextBlock' | 'TicketTypeBlock' | 'VideoBlock', ParentType, ContextType>;
};

export type RoutedPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RoutedPage'] = ResolversParentTypes['RoutedPage']> = {
  __resolveType: TypeResolveFn<'CollectionObjectGroupPage' | 'EventPage' | 'EventSeriesPage' | 'ExhibitionPage' | 'Page' | 'ResourcePage' | 'WebPackagePage', ParentType, ContextType>;
};

export type RowBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RowBlock'] = ResolversParentTypes['RowBlock']> = {
  columns?: Resolver<Array<ResolversTypes['RowColumn']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type RowColumnResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['RowColumn'] = ResolversParentTypes['RowColumn']> = {
  blocks?: Resolver<Array<ResolversTypes['BasicBlock']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type SearchCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchCategory'] = ResolversParentTypes['SearchCategory']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  heading?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
};

export type SearchDateRangeResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchDateRange'] = ResolversParentTypes['SearchDateRange']> = {
  end?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hint?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  start?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  yearsOnly?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchFacetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchFacet'] = ResolversParentTypes['SearchFacet']> = {
  dateRange?: Resolver<Maybe<ResolversTypes['SearchDateRange']>, ParentType, ContextType>;
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['SearchFacetKind'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  options?: Resolver<Array<ResolversTypes['SearchFacetOption']>, ParentType, ContextType>;
};

export type SearchFacetOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchFacetOption'] = ResolversParentTypes['SearchFacetOption']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  disabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchFilterResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchFilter'] = ResolversParentTypes['SearchFilter']> = {
  field?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  values?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SearchImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchImage'] = ResolversParentTypes['SearchImage']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sizes?: Resolver<Array<ResolversTypes['ImageSize']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type SearchResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResult'] = ResolversParentTypes['SearchResult']> = {
  __resolveType: TypeResolveFn<'ArtworkResult' | 'EventResult' | 'EventSeriesResult' | 'ExhibitionResult' | 'PageResult', ParentType, ContextType>;
};

export type SearchResultsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchResults'] = ResolversParentTypes['SearchResults']> = {
  applied?: Resolver<ResolversTypes['AppliedSearch'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['SearchCategory']>, ParentType, ContextType>;
  end?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  facets?: Resolver<Array<ResolversTypes['SearchFacet']>, ParentType, ContextType>;
  pageSizes?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  results?: Resolver<Array<ResolversTypes['SearchResult']>, ParentType, ContextType>;
  showingText?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  sortOptions?: Resolver<Array<ResolversTypes['SearchSortOption']>, ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  totalText?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  typeHeading?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  unavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
};

export type SearchSortOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SearchSortOption'] = ResolversParentTypes['SearchSortOption']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  value?: Resolver<ResolversTypes['SearchSort'], ParentType, ContextType>;
};

export type SectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Section'] = ResolversParentTypes['Section']> = {
  __resolveType: TypeResolveFn<'CalloutGridSection' | 'CalloutSection' | 'EmbeddedCodeSection' | 'GallerySection' | 'GridSection' | 'LocationHoursSection' | 'LocationSection' | 'RelatedContentSection' | 'RelatedContentTabsSection' | 'SeparatorSection' | 'TextSection', ParentType, ContextType>;
};

export type SectionFieldsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SectionFields'] = ResolversParentTypes['SectionFields']> = {
  __resolveType: TypeResolveFn<'CalloutGridSection' | 'CalloutSection' | 'EmbeddedCodeSection' | 'GallerySection' | 'GridSection' | 'LocationHoursSection' | 'LocationSection' | 'RelatedContentSection' | 'RelatedContentTabsSection' | 'SeparatorSection' | 'TextSection', ParentType, ContextType>;
};

export type SeparatorBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeparatorBlock'] = ResolversParentTypes['SeparatorBlock']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SeparatorSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SeparatorSection'] = ResolversParentTypes['SeparatorSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ShareImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShareImage'] = ResolversParentTypes['ShareImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ShortcodeBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShortcodeBlock'] = ResolversParentTypes['ShortcodeBlock']> = {
  action?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  actionTitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  calculator?: Resolver<Maybe<ResolversTypes['GiftAnnuityCalculator']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['Shortcode'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type SiteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Site'] = ResolversParentTypes['Site']> = {
  closedDates?: Resolver<Array<ResolversTypes['SpecialDate']>, ParentType, ContextType>;
  closedDaysOfWeek?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  currentYear?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  newsletterEmailPattern?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openDates?: Resolver<Array<ResolversTypes['SpecialDate']>, ParentType, ContextType>;
  socialLinks?: Resolver<Array<ResolversTypes['SocialLink']>, ParentType, ContextType>;
  ticketStoreUrl?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type SpecialHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SpecialHours'] = ResolversParentTypes['SpecialHours']> = {
  closes?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  opens?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = {
  matchedField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TableBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TableBlock'] = ResolversParentTypes['TableBlock']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  rows?: Resolver<Array<ResolversTypes['TableRow']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TableRowResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TableRow'] = ResolversParentTypes['TableRow']> = {
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  value?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TextBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TextBlock'] = ResolversParentTypes['TextBlock']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  spans?: Resolver<Array<ResolversTypes['TextSpan']>, ParentType, ContextType>;
  style?: Resolver<ResolversTypes['TextStyle'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TextSectionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TextSection'] = ResolversParentTypes['TextSection']> = {
  body?: Resolver<Array<ResolversTypes['RichTextBlock']>, ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  imageCaption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isCollapsible?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isHighlighted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jumpLink?: Resolver<Maybe<ResolversTypes['JumpLink']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  link?: Resolver<Maybe<ResolversTypes['ContentLink']>, ParentType, ContextType>;
  size?: Resolver<ResolversTypes['SectionSize'], ParentType, ContextType>;
  style?: Resolver<ResolversTypes['SectionStyle'], ParentType, ContextType>;
  subtitle?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  summary?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  videos?: Resolver<Array<ResolversTypes['Video']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TextSpanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TextSpan'] = ResolversParentTypes['TextSpan']> = {
  link?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  marks?: Resolver<Array<ResolversTypes['TextMark']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketLaunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketLaunch'] = ResolversParentTypes['TicketLaunch']> = {
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promocode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type TicketTypeBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketTypeBlock'] = ResolversParentTypes['TicketTypeBlock']> = {
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  price?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  tickets?: Resolver<Maybe<ResolversTypes['LinkTarget']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TodayHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TodayHours'] = ResolversParentTypes['TodayHours']> = {
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isOpen?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type UpcomingExhibitionsResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UpcomingExhibitions'] = ResolversParentTypes['UpcomingExhibitions']> = {
  filters?: Resolver<Array<ResolversTypes['CalendarFilterGroup']>, ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['ExhibitionSummary']>, ParentType, ContextType, RequireFields<UpcomingExhibitionsItemsArgs, 'from' | 'size'>>;
  selection?: Resolver<ResolversTypes['CalendarSelection'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  unavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  whenOptions?: Resolver<Array<ResolversTypes['CalendarRangeOption']>, ParentType, ContextType>;
};

export type VideoResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Video'] = ResolversParentTypes['Video']> = {
  caption?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  embedUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['VideoProvider'], ParentType, ContextType>;
  showCaption?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  videoId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  watchUrl?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type VideoBlockResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VideoBlock'] = ResolversParentTypes['VideoBlock']> = {
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  video?: Resolver<ResolversTypes['Video'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WebPackagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WebPackagePage'] = ResolversParentTypes['WebPackagePage']> = {
  breadcrumbs?: Resolver<Array<ResolversTypes['Breadcrumb']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gallery?: Resolver<ResolversTypes['ArtworkGallery'], ParentType, ContextType, RequireFields<WebPackagePageGalleryArgs, 'page'>>;
  heroImage?: Resolver<Maybe<ResolversTypes['Image']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  isDraft?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  noIndex?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  sections?: Resolver<Array<ResolversTypes['Section']>, ParentType, ContextType>;
  shareImage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Address?: AddressResolvers<ContextType>;
  Alert?: AlertResolvers<ContextType>;
  AppliedSearch?: AppliedSearchResolvers<ContextType>;
  ArtworkArtist?: ArtworkArtistResolvers<ContextType>;
  ArtworkGallery?: ArtworkGalleryResolvers<ContextType>;
  ArtworkResult?: ArtworkResultResolvers<ContextType>;
  BasicBlock?: BasicBlockResolvers<ContextType>;
  Breadcrumb?: BreadcrumbResolvers<ContextType>;
  ButtonBlock?: ButtonBlockResolvers<ContextType>;
  Calendar?: CalendarResolvers<ContextType>;
  CalendarClosures?: CalendarClosuresResolvers<ContextType>;
  CalendarFilterGroup?: CalendarFilterGroupResolvers<ContextType>;
  CalendarFilterOption?: CalendarFilterOptionResolvers<ContextType>;
  CalendarItem?: CalendarItemResolvers<ContextType>;
  CalendarLinks?: CalendarLinksResolvers<ContextType>;
  CalendarList?: CalendarListResolvers<ContextType>;
  CalendarNotice?: CalendarNoticeResolvers<ContextType>;
  CalendarNoticeLink?: CalendarNoticeLinkResolvers<ContextType>;
  CalendarRangeOption?: CalendarRangeOptionResolvers<ContextType>;
  CalendarSection?: CalendarSectionResolvers<ContextType>;
  CalendarSelection?: CalendarSelectionResolvers<ContextType>;
  Callout?: CalloutResolvers<ContextType>;
  CalloutGridSection?: CalloutGridSectionResolvers<ContextType>;
  CalloutSection?: CalloutSectionResolvers<ContextType>;
  CardImage?: CardImageResolvers<ContextType>;
  CarouselSlide?: CarouselSlideResolvers<ContextType>;
  CollapsibleTextBlock?: CollapsibleTextBlockResolvers<ContextType>;
  CollectionAssetBlock?: CollectionAssetBlockResolvers<ContextType>;
  CollectionObject?: CollectionObjectResolvers<ContextType>;
  CollectionObjectGroupPage?: CollectionObjectGroupPageResolvers<ContextType>;
  ContactSpan?: ContactSpanResolvers<ContextType>;
  ContentCard?: ContentCardResolvers<ContextType>;
  ContentLink?: ContentLinkResolvers<ContextType>;
  ContentPage?: ContentPageResolvers<ContextType>;
  ContentTab?: ContentTabResolvers<ContextType>;
  Credit?: CreditResolvers<ContextType>;
  CreditGroup?: CreditGroupResolvers<ContextType>;
  DayHours?: DayHoursResolvers<ContextType>;
  EmbeddedCodeSection?: EmbeddedCodeSectionResolvers<ContextType>;
  EmbeddedImageBlock?: EmbeddedImageBlockResolvers<ContextType>;
  EventOccurrence?: EventOccurrenceResolvers<ContextType>;
  EventPage?: EventPageResolvers<ContextType>;
  EventResult?: EventResultResolvers<ContextType>;
  EventSeriesPage?: EventSeriesPageResolvers<ContextType>;
  EventSeriesResult?: EventSeriesResultResolvers<ContextType>;
  EventSummary?: EventSummaryResolvers<ContextType>;
  ExhibitionPage?: ExhibitionPageResolvers<ContextType>;
  ExhibitionResult?: ExhibitionResultResolvers<ContextType>;
  ExhibitionSummary?: ExhibitionSummaryResolvers<ContextType>;
  FeedbackFieldError?: FeedbackFieldErrorResolvers<ContextType>;
  FeedbackResult?: FeedbackResultResolvers<ContextType>;
  GallerySection?: GallerySectionResolvers<ContextType>;
  GiftAnnuityCalculator?: GiftAnnuityCalculatorResolvers<ContextType>;
  GiftAnnuityEstimate?: GiftAnnuityEstimateResolvers<ContextType>;
  GridSection?: GridSectionResolvers<ContextType>;
  IconBlock?: IconBlockResolvers<ContextType>;
  Image?: ImageResolvers<ContextType>;
  ImageBlock?: ImageBlockResolvers<ContextType>;
  ImageRights?: ImageRightsResolvers<ContextType>;
  ImageSize?: ImageSizeResolvers<ContextType>;
  JumpLink?: JumpLinkResolvers<ContextType>;
  LinkTarget?: LinkTargetResolvers<ContextType>;
  ListBlock?: ListBlockResolvers<ContextType>;
  ListItem?: ListItemResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  LocationHoursSection?: LocationHoursSectionResolvers<ContextType>;
  LocationSection?: LocationSectionResolvers<ContextType>;
  LogoBlock?: LogoBlockResolvers<ContextType>;
  MapBlock?: MapBlockResolvers<ContextType>;
  MapLocation?: MapLocationResolvers<ContextType>;
  MenuLink?: MenuLinkResolvers<ContextType>;
  Museum?: MuseumResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Navigation?: NavigationResolvers<ContextType>;
  NewsletterSignup?: NewsletterSignupResolvers<ContextType>;
  ObjectArtist?: ObjectArtistResolvers<ContextType>;
  ObjectExhibition?: ObjectExhibitionResolvers<ContextType>;
  ObjectImage?: ObjectImageResolvers<ContextType>;
  ObjectLabel?: ObjectLabelResolvers<ContextType>;
  ObjectLocation?: ObjectLocationResolvers<ContextType>;
  ObjectPlace?: ObjectPlaceResolvers<ContextType>;
  ObjectTitle?: ObjectTitleResolvers<ContextType>;
  OpeningHours?: OpeningHoursResolvers<ContextType>;
  Page?: PageResolvers<ContextType>;
  PageResult?: PageResultResolvers<ContextType>;
  PastExhibitionYear?: PastExhibitionYearResolvers<ContextType>;
  PastExhibitions?: PastExhibitionsResolvers<ContextType>;
  PastYearOption?: PastYearOptionResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PreschinaImage?: PreschinaImageResolvers<ContextType>;
  PreschinaPresident?: PreschinaPresidentResolvers<ContextType>;
  PreschinaStory?: PreschinaStoryResolvers<ContextType>;
  PreschinaStoryHtml?: PreschinaStoryHtmlResolvers<ContextType>;
  PreschinaStoryPart?: PreschinaStoryPartResolvers<ContextType>;
  PreschinaStoryVideo?: PreschinaStoryVideoResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RelatedContent?: RelatedContentResolvers<ContextType>;
  RelatedContentSection?: RelatedContentSectionResolvers<ContextType>;
  RelatedContentTabsSection?: RelatedContentTabsSectionResolvers<ContextType>;
  RelatedItem?: RelatedItemResolvers<ContextType>;
  RelatedObject?: RelatedObjectResolvers<ContextType>;
  ResourceButton?: ResourceButtonResolvers<ContextType>;
  ResourceFile?: ResourceFileResolvers<ContextType>;
  ResourcePage?: ResourcePageResolvers<ContextType>;
  RichTextBlock?: RichTextBlockResolvers<ContextType>;
  RoutedPage?: RoutedPageResolvers<ContextType>;
  RowBlock?: RowBlockResolvers<ContextType>;
  RowColumn?: RowColumnResolvers<ContextType>;
  SearchCategory?: SearchCategoryResolvers<ContextType>;
  SearchDateRange?: SearchDateRangeResolvers<ContextType>;
  SearchFacet?: SearchFacetResolvers<ContextType>;
  SearchFacetOption?: SearchFacetOptionResolvers<ContextType>;
  SearchFilter?: SearchFilterResolvers<ContextType>;
  SearchImage?: SearchImageResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchSortOption?: SearchSortOptionResolvers<ContextType>;
  Section?: SectionResolvers<ContextType>;
  SectionFields?: SectionFieldsResolvers<ContextType>;
  SeparatorBlock?: SeparatorBlockResolvers<ContextType>;
  SeparatorSection?: SeparatorSectionResolvers<ContextType>;
  ShareImage?: ShareImageResolvers<ContextType>;
  ShortcodeBlock?: ShortcodeBlockResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  SpecialDate?: SpecialDateResolvers<ContextType>;
  SpecialHours?: SpecialHoursResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  TableBlock?: TableBlockResolvers<ContextType>;
  TableRow?: TableRowResolvers<ContextType>;
  TextBlock?: TextBlockResolvers<ContextType>;
  TextSection?: TextSectionResolvers<ContextType>;
  TextSpan?: TextSpanResolvers<ContextType>;
  TicketLaunch?: TicketLaunchResolvers<ContextType>;
  TicketTypeBlock?: TicketTypeBlockResolvers<ContextType>;
  TodayHours?: TodayHoursResolvers<ContextType>;
  UpcomingExhibitions?: UpcomingExhibitionsResolvers<ContextType>;
  Video?: VideoResolvers<ContextType>;
  VideoBlock?: VideoBlockResolvers<ContextType>;
  WebPackagePage?: WebPackagePageResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
