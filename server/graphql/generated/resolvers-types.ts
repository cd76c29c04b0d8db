import type { GraphQLResolveInfo } from 'graphql';
import type { CollectionObjectParent } from '../resolvers/collection/model';
import type { CalendarParent, CalendarSectionParent, CalendarListParent, UpcomingExhibitionsParent, PastExhibitionYearParent } from '../resolvers/calendar/model';
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

/** An image on a card. */
export type CardImage = {
  __typename?: 'CardImage';
  /** Alternative text; null when none is given (the image then only repeats the title beside it). */
  alt: Maybe<Scalars['String']['output']>;
  /** Absolute URL of the image. */
  url: Scalars['String']['output'];
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

/** Opening hours of one weekday. */
export type DayHours = {
  __typename?: 'DayHours';
  /** Weekday in English, for example `Monday`. */
  day: Scalars['String']['output'];
  /** Hours text, for example `10:00 a.m.–5:00 p.m.`, or `Closed`. */
  hours: Scalars['String']['output'];
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
  /** `Through January 4, 2027`, `Ongoing`, or the start–end range once closed or before opening; the editors' override when given. */
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

export type Mutation = {
  __typename?: 'Mutation';
  /**
   * Sends a visitor's feedback (the feedback form at `/feedback`, linked from object pages and the
   * collection search with the page they came from) to the museum's forms backend. Never a GraphQL
   * error: the answer's status says what happened, its message is what to tell the visitor, and
   * `errors` names each field to mend. A filled `website` field (the form's hidden spam trap) drops
   * the feedback silently: the answer is SENT and nothing is forwarded.
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
  /** The chosen years that were understood, newest first. */
  selectedYears: Array<Scalars['Int']['output']>;
  /** True when the search service could not be asked. */
  unavailable: Scalars['Boolean']['output'];
  /** Every year with past exhibitions, newest first, for the year filter. */
  yearOptions: Array<PastYearOption>;
  /** The years shown: the chosen ones, or every year with exhibitions; newest first. */
  years: Array<PastExhibitionYear>;
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
  /** The building; null off site (Off Site is not a building). */
  building: Maybe<Scalars['String']['output']>;
  /** The building's hours page, for the museum's own buildings. */
  hoursUrl: Maybe<Scalars['String']['output']>;
  /** True away from the museum's buildings. */
  isOffSite: Scalars['Boolean']['output'];
  /** True for a building whose name starts with `online`: shown with a click icon. */
  isOnline: Scalars['Boolean']['output'];
  /** The room or gallery, when known. */
  room: Maybe<Scalars['String']['output']>;
  /** One line: `Gallery 101, Main Building`, `Off Site`, `Online`. */
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
   * The article's body as sanitized HTML: paragraphs, headings from h2, lists, tables, figures with
   * images on this site's upload path, links (this site's paths, or other sites with
   * `target="_blank"`), and video players from YouTube and Vimeo only. No scripts, event handlers,
   * forms, ids, script or data URLs, and no inline style but text alignment and emphasis.
   */
  html: Scalars['String']['output'];
  /** The story's slug. */
  slug: Scalars['ID']['output'];
  /** The story's title (the article's heading), as plain text. */
  title: Scalars['String']['output'];
  /** The story's path on this site: `/preschina/{slug}`. */
  url: Scalars['String']['output'];
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
  /**
   * The category's own order (spec §9), with or without text; the URL leaves it out. All categories
   * and pages by weight, artworks by weight, exhibitions by weight then latest end, events soonest
   * first; an accession-number search in accession-number order.
   */
  | 'DEFAULT'
  /** Best match first (URL `relevance`), the category's own order breaking ties; without search text, the category's own order. */
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




/** Mapping of interface types */
export type ResolversInterfaceTypes<_RefType extends Record<string, unknown>> = {
  SearchResult:
    | ( ArtworkResult )
    | ( EventResult )
    | ( EventSeriesResult )
    | ( ExhibitionResult )
    | ( PageResult )
  ;
};

/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<Address>;
  Alert: ResolverTypeWrapper<Alert>;
  AlertIcon: AlertIcon;
  AppliedSearch: ResolverTypeWrapper<AppliedSearch>;
  ArtworkArtist: ResolverTypeWrapper<ArtworkArtist>;
  ArtworkResult: ResolverTypeWrapper<ArtworkResult>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CacheControlScope: CacheControlScope;
  Calendar: ResolverTypeWrapper<CalendarParent>;
  CalendarClosures: ResolverTypeWrapper<CalendarClosures>;
  CalendarFilterField: CalendarFilterField;
  CalendarFilterGroup: ResolverTypeWrapper<CalendarFilterGroup>;
  CalendarFilterOption: ResolverTypeWrapper<CalendarFilterOption>;
  CalendarItem: ResolverTypeWrapper<CalendarItemModel>;
  CalendarList: ResolverTypeWrapper<CalendarListParent>;
  CalendarNotice: ResolverTypeWrapper<CalendarNotice>;
  CalendarNoticeKind: CalendarNoticeKind;
  CalendarNoticeLink: ResolverTypeWrapper<CalendarNoticeLink>;
  CalendarRangeKind: CalendarRangeKind;
  CalendarRangeOption: ResolverTypeWrapper<CalendarRangeOption>;
  CalendarSection: ResolverTypeWrapper<CalendarSectionParent>;
  CalendarSelection: ResolverTypeWrapper<CalendarSelection>;
  CardImage: ResolverTypeWrapper<CardImage>;
  CollectionObject: ResolverTypeWrapper<CollectionObjectParent>;
  DayHours: ResolverTypeWrapper<DayHours>;
  EventResult: ResolverTypeWrapper<EventResult>;
  EventSeriesResult: ResolverTypeWrapper<EventSeriesResult>;
  EventStatus: EventStatus;
  EventSummary: ResolverTypeWrapper<EventSummary>;
  ExhibitionResult: ResolverTypeWrapper<ExhibitionResult>;
  ExhibitionSummary: ResolverTypeWrapper<ExhibitionSummary>;
  FeedbackField: FeedbackField;
  FeedbackFieldError: ResolverTypeWrapper<FeedbackFieldError>;
  FeedbackInput: FeedbackInput;
  FeedbackResult: ResolverTypeWrapper<FeedbackResult>;
  FeedbackStatus: FeedbackStatus;
  FeedbackTopic: FeedbackTopic;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  ImageRights: ResolverTypeWrapper<ImageRights>;
  ImageSize: ResolverTypeWrapper<ImageSize>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  LinkKind: LinkKind;
  LinkTarget: ResolverTypeWrapper<LinkTarget>;
  Location: ResolverTypeWrapper<Location>;
  MenuLink: ResolverTypeWrapper<MenuLink>;
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
  Page: ResolverTypeWrapper<Page>;
  PageResult: ResolverTypeWrapper<PageResult>;
  PageType: PageType;
  PastExhibitionYear: ResolverTypeWrapper<PastExhibitionYearParent>;
  PastExhibitions: ResolverTypeWrapper<Omit<PastExhibitions, 'years'> & { years: Array<ResolversTypes['PastExhibitionYear']> }>;
  PastYearOption: ResolverTypeWrapper<PastYearOption>;
  Place: ResolverTypeWrapper<Place>;
  PreschinaImage: ResolverTypeWrapper<PreschinaImage>;
  PreschinaPresident: ResolverTypeWrapper<PreschinaPresident>;
  PreschinaStory: ResolverTypeWrapper<PreschinaStory>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  RelatedContent: ResolverTypeWrapper<RelatedContent>;
  RelatedObject: ResolverTypeWrapper<RelatedObject>;
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
  ShareImage: ResolverTypeWrapper<ShareImage>;
  Site: ResolverTypeWrapper<Site>;
  SocialLink: ResolverTypeWrapper<SocialLink>;
  SpecialDate: ResolverTypeWrapper<SpecialDate>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  SuggestIndex: SuggestIndex;
  Suggestion: ResolverTypeWrapper<Suggestion>;
  TicketLaunch: ResolverTypeWrapper<TicketLaunch>;
  TodayHours: ResolverTypeWrapper<TodayHours>;
  UpcomingExhibitions: ResolverTypeWrapper<UpcomingExhibitionsParent>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: Address;
  Alert: Alert;
  AppliedSearch: AppliedSearch;
  ArtworkArtist: ArtworkArtist;
  ArtworkResult: ArtworkResult;
  Boolean: Scalars['Boolean']['output'];
  Calendar: CalendarParent;
  CalendarClosures: CalendarClosures;
  CalendarFilterGroup: CalendarFilterGroup;
  CalendarFilterOption: CalendarFilterOption;
  CalendarItem: CalendarItemModel;
  CalendarList: CalendarListParent;
  CalendarNotice: CalendarNotice;
  CalendarNoticeLink: CalendarNoticeLink;
  CalendarRangeOption: CalendarRangeOption;
  CalendarSection: CalendarSectionParent;
  CalendarSelection: CalendarSelection;
  CardImage: CardImage;
  CollectionObject: CollectionObjectParent;
  DayHours: DayHours;
  EventResult: EventResult;
  EventSeriesResult: EventSeriesResult;
  EventSummary: EventSummary;
  ExhibitionResult: ExhibitionResult;
  ExhibitionSummary: ExhibitionSummary;
  FeedbackFieldError: FeedbackFieldError;
  FeedbackInput: FeedbackInput;
  FeedbackResult: FeedbackResult;
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  ImageRights: ImageRights;
  ImageSize: ImageSize;
  Int: Scalars['Int']['output'];
  LinkTarget: LinkTarget;
  Location: Location;
  MenuLink: MenuLink;
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
  Page: Page;
  PageResult: PageResult;
  PastExhibitionYear: PastExhibitionYearParent;
  PastExhibitions: Omit<PastExhibitions, 'years'> & { years: Array<ResolversParentTypes['PastExhibitionYear']> };
  PastYearOption: PastYearOption;
  Place: Place;
  PreschinaImage: PreschinaImage;
  PreschinaPresident: PreschinaPresident;
  PreschinaStory: PreschinaStory;
  Query: Record<PropertyKey, never>;
  RelatedContent: RelatedContent;
  RelatedObject: RelatedObject;
  SearchCategory: SearchCategory;
  SearchDateRange: SearchDateRange;
  SearchFacet: SearchFacet;
  SearchFacetOption: SearchFacetOption;
  SearchFilter: SearchFilter;
  SearchImage: SearchImage;
  SearchResult: ResolversInterfaceTypes<ResolversParentTypes>['SearchResult'];
  SearchResults: Omit<SearchResults, 'results'> & { results: Array<ResolversParentTypes['SearchResult']> };
  SearchSortOption: SearchSortOption;
  ShareImage: ShareImage;
  Site: Site;
  SocialLink: SocialLink;
  SpecialDate: SpecialDate;
  String: Scalars['String']['output'];
  Suggestion: Suggestion;
  TicketLaunch: TicketLaunch;
  TodayHours: TodayHours;
  UpcomingExhibitions: UpcomingExhibitionsParent;
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

export type CardImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CardImage'] = ResolversParentTypes['CardImage']> = {
  alt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type DayHoursResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['DayHours'] = ResolversParentTypes['DayHours']> = {
  day?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  hours?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type LinkTargetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LinkTarget'] = ResolversParentTypes['LinkTarget']> = {
  kind?: Resolver<ResolversTypes['LinkKind'], ParentType, ContextType>;
  opensInNewWindow?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  ticket?: Resolver<Maybe<ResolversTypes['TicketLaunch']>, ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
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

export type PageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Page'] = ResolversParentTypes['Page']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  intro?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['PageType'], ParentType, ContextType>;
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
  selectedYears?: Resolver<Array<ResolversTypes['Int']>, ParentType, ContextType>;
  unavailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  yearOptions?: Resolver<Array<ResolversTypes['PastYearOption']>, ParentType, ContextType>;
  years?: Resolver<Array<ResolversTypes['PastExhibitionYear']>, ParentType, ContextType>;
};

export type PastYearOptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PastYearOption'] = ResolversParentTypes['PastYearOption']> = {
  selected?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  year?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PlaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Place'] = ResolversParentTypes['Place']> = {
  building?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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
  html?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  slug?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  alerts?: Resolver<Array<ResolversTypes['Alert']>, ParentType, ContextType>;
  calendar?: Resolver<ResolversTypes['Calendar'], ParentType, ContextType, RequireFields<QueryCalendarArgs, 'viewAll'>>;
  collectionObject?: Resolver<Maybe<ResolversTypes['CollectionObject']>, ParentType, ContextType, RequireFields<QueryCollectionObjectArgs, 'id'>>;
  location?: Resolver<Maybe<ResolversTypes['Location']>, ParentType, ContextType, RequireFields<QueryLocationArgs, 'slug'>>;
  locations?: Resolver<Array<ResolversTypes['Location']>, ParentType, ContextType>;
  navigation?: Resolver<ResolversTypes['Navigation'], ParentType, ContextType>;
  page?: Resolver<Maybe<ResolversTypes['Page']>, ParentType, ContextType, RequireFields<QueryPageArgs, 'path'>>;
  pastExhibitionYear?: Resolver<Maybe<ResolversTypes['PastExhibitionYear']>, ParentType, ContextType, RequireFields<QueryPastExhibitionYearArgs, 'year'>>;
  pastExhibitions?: Resolver<ResolversTypes['PastExhibitions'], ParentType, ContextType, Partial<QueryPastExhibitionsArgs>>;
  preschinaPresidents?: Resolver<Array<ResolversTypes['PreschinaPresident']>, ParentType, ContextType>;
  preschinaStory?: Resolver<Maybe<ResolversTypes['PreschinaStory']>, ParentType, ContextType, RequireFields<QueryPreschinaStoryArgs, 'slug'>>;
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

export type ShareImageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ShareImage'] = ResolversParentTypes['ShareImage']> = {
  alt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
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

export type SuggestionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Suggestion'] = ResolversParentTypes['Suggestion']> = {
  matchedField?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  objectNumber?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['SearchType'], ParentType, ContextType>;
  typeLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TicketLaunchResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TicketLaunch'] = ResolversParentTypes['TicketLaunch']> = {
  keyword?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  packageId?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  promocode?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
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

export type Resolvers<ContextType = GatewayContext> = {
  Address?: AddressResolvers<ContextType>;
  Alert?: AlertResolvers<ContextType>;
  AppliedSearch?: AppliedSearchResolvers<ContextType>;
  ArtworkArtist?: ArtworkArtistResolvers<ContextType>;
  ArtworkResult?: ArtworkResultResolvers<ContextType>;
  Calendar?: CalendarResolvers<ContextType>;
  CalendarClosures?: CalendarClosuresResolvers<ContextType>;
  CalendarFilterGroup?: CalendarFilterGroupResolvers<ContextType>;
  CalendarFilterOption?: CalendarFilterOptionResolvers<ContextType>;
  CalendarItem?: CalendarItemResolvers<ContextType>;
  CalendarList?: CalendarListResolvers<ContextType>;
  CalendarNotice?: CalendarNoticeResolvers<ContextType>;
  CalendarNoticeLink?: CalendarNoticeLinkResolvers<ContextType>;
  CalendarRangeOption?: CalendarRangeOptionResolvers<ContextType>;
  CalendarSection?: CalendarSectionResolvers<ContextType>;
  CalendarSelection?: CalendarSelectionResolvers<ContextType>;
  CardImage?: CardImageResolvers<ContextType>;
  CollectionObject?: CollectionObjectResolvers<ContextType>;
  DayHours?: DayHoursResolvers<ContextType>;
  EventResult?: EventResultResolvers<ContextType>;
  EventSeriesResult?: EventSeriesResultResolvers<ContextType>;
  EventSummary?: EventSummaryResolvers<ContextType>;
  ExhibitionResult?: ExhibitionResultResolvers<ContextType>;
  ExhibitionSummary?: ExhibitionSummaryResolvers<ContextType>;
  FeedbackFieldError?: FeedbackFieldErrorResolvers<ContextType>;
  FeedbackResult?: FeedbackResultResolvers<ContextType>;
  ImageRights?: ImageRightsResolvers<ContextType>;
  ImageSize?: ImageSizeResolvers<ContextType>;
  LinkTarget?: LinkTargetResolvers<ContextType>;
  Location?: LocationResolvers<ContextType>;
  MenuLink?: MenuLinkResolvers<ContextType>;
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
  Page?: PageResolvers<ContextType>;
  PageResult?: PageResultResolvers<ContextType>;
  PastExhibitionYear?: PastExhibitionYearResolvers<ContextType>;
  PastExhibitions?: PastExhibitionsResolvers<ContextType>;
  PastYearOption?: PastYearOptionResolvers<ContextType>;
  Place?: PlaceResolvers<ContextType>;
  PreschinaImage?: PreschinaImageResolvers<ContextType>;
  PreschinaPresident?: PreschinaPresidentResolvers<ContextType>;
  PreschinaStory?: PreschinaStoryResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  RelatedContent?: RelatedContentResolvers<ContextType>;
  RelatedObject?: RelatedObjectResolvers<ContextType>;
  SearchCategory?: SearchCategoryResolvers<ContextType>;
  SearchDateRange?: SearchDateRangeResolvers<ContextType>;
  SearchFacet?: SearchFacetResolvers<ContextType>;
  SearchFacetOption?: SearchFacetOptionResolvers<ContextType>;
  SearchFilter?: SearchFilterResolvers<ContextType>;
  SearchImage?: SearchImageResolvers<ContextType>;
  SearchResult?: SearchResultResolvers<ContextType>;
  SearchResults?: SearchResultsResolvers<ContextType>;
  SearchSortOption?: SearchSortOptionResolvers<ContextType>;
  ShareImage?: ShareImageResolvers<ContextType>;
  Site?: SiteResolvers<ContextType>;
  SocialLink?: SocialLinkResolvers<ContextType>;
  SpecialDate?: SpecialDateResolvers<ContextType>;
  Suggestion?: SuggestionResolvers<ContextType>;
  TicketLaunch?: TicketLaunchResolvers<ContextType>;
  TodayHours?: TodayHoursResolvers<ContextType>;
  UpcomingExhibitions?: UpcomingExhibitionsResolvers<ContextType>;
};

export type DirectiveResolvers<ContextType = GatewayContext> = {
  cacheControl?: CacheControlDirectiveResolver<any, any, ContextType>;
};
