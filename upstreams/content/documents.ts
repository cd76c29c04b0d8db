import type { RichText } from './rich-text';
import type { Callout, GalleryImage, Section, SectionLink } from './sections';

export type { Section } from './sections';

/**
 * The documents of the sample content service (a Sanity-style dataset). Field names follow the
 * team's content contract; the search service indexes exhibitions, events, event series and pages
 * from these types, so changes here are shared API.
 */

/** Fields every stored document carries (Sanity system fields). */
export interface BaseDocument {
  _id: string;
  _type: string;
  _createdAt: string;
  _updatedAt: string;
  _rev: string;
}

/** An item of an array: Sanity gives every array member a stable key. */
export interface Keyed {
  _key: string;
}

export interface Slug {
  _type: 'slug';
  current: string;
}

/** A reference to another document by id. */
export interface Reference {
  _type: 'reference';
  _ref: string;
  _key?: string;
}

/** A crop editors set for one aspect ratio, as fractions of the full image (0–1). */
export interface ImageCrop {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * An image served by the image service at `/iiif/{iiifId}/…` (`cms-…` or `obj-{objectId}`), with its
 * full size (as Sanity's asset metadata gives it) and the editors' crops per aspect ratio.
 */
export interface CmsImage {
  iiifId: string;
  alt: string;
  width?: number;
  height?: number;
  crops?: Partial<Record<'1x1' | '4x3' | '16x9' | '8x3', ImageCrop>>;
  /** The editors' wish that visitors are not offered the file to download. */
  preventDownload?: boolean;
}

/** A person or organisation credited on an exhibition or event (spec "Artist block": body, cmsImage, cmsImageCaption). */
export interface Credit extends Keyed {
  title: string;
  body?: string;
  cmsImage?: CmsImage;
  cmsImageCaption?: string;
}

export interface SpecialDate extends Keyed {
  date: string; // YYYY-MM-DD
  name?: string;
}

export type SocialNetwork = 'facebook' | 'instagram' | 'x' | 'youtube' | 'tiktok' | 'pinterest' | 'linkedin';

export interface SiteSettings extends BaseDocument {
  _type: 'siteSettings';
  title: string;
  description: string;
  closedDates: SpecialDate[];
  openDates: SpecialDate[];
  closedDaysOfWeek: string[];
  socialLinks: (Keyed & { network: SocialNetwork; label: string; url: string })[];
}

export type Weekday = 'monday' | 'tuesday' | 'wednesday' | 'thursday' | 'friday' | 'saturday' | 'sunday';

export interface LocationHours extends Record<Weekday, string> {
  title: string;
  hoursOverride: { text: string; start: string; end: string } | null;
  holidayHoursShort: string;
  holidayHoursLong: string;
  contact: string;
  seasonalRule: { closedMonths: number[]; tourTimes: string[] } | null;
}

export interface LocationAddress {
  street: string;
  city: string;
  state: string;
  zipcode: string;
  geopoint: { lat: number; lng: number };
  place: string;
  url: string;
  isMapStatic: boolean;
  addressOverride: string | null;
}

export interface Location extends BaseDocument {
  _type: 'location';
  title: string;
  slug: Slug;
  isPrimary: boolean;
  order: number;
  intro: string;
  cmsImage: CmsImage;
  hours: LocationHours;
  address: LocationAddress;
}

export interface MenuLink extends Keyed {
  title: string;
  url: string;
  secondaryTitle?: string;
  children?: MenuLink[];
}

export interface Menu extends BaseDocument {
  _type: 'menu';
  type: 'primary' | 'header' | 'footer';
  title: string;
  menuLinks: MenuLink[];
}

export interface Alert extends BaseDocument {
  _type: 'alert';
  text: string;
  icon: string;
  publishedAt: string;
  expiresAt: string | null;
}

/** Which search section a content page belongs to. */
export type PageSection = 'visiting' | 'membership' | 'research' | 'about';

/** Fields shared by every routed content page: slug plus PARENT path ("/" for top level). */
export interface RoutedDocument extends BaseDocument {
  title: string;
  slug: Slug;
  path: string;
  intro: string;
  /** Kept out of search (service and engines); the page still opens by its URL. */
  noIndex?: boolean;
}

export interface Page extends RoutedDocument {
  _type: 'page';
  section: PageSection;
  cmsImage?: CmsImage;
  sections: Section[];
  /** The homepage's carousel: the slides of this placement. */
  carousel?: { placement: CarouselSlide['placement'] };
  /** Whether the page lists its sections' jump links under the intro. */
  showJumpLinks?: boolean;
}

export type ResourceMediaType = 'Publication' | 'PDF' | 'Web Page' | 'Video' | 'Blog' | 'Press' | 'Email';

export interface Resource extends RoutedDocument {
  _type: 'resource';
  section: PageSection;
  mediaType: ResourceMediaType;
  byline?: string;
  author?: string;
  body: RichText | string;
  url?: string;
  targetUrl?: string;
  publishedAt: string;
  cmsImage?: CmsImage;
  /** Facts about the resource as name–value rows (pages, ISBN, format). */
  details?: (Keyed & { name: string; value: string })[];
  files?: (Keyed & { title: string; url: string })[];
  awards?: string[];
  caption?: string;
  /** The museum department that publishes it (search filter "Departments"). */
  department?: string;
  /** Pre-K–12 subjects of a teaching resource (search filter "Pre-K–12 Subject"). */
  subjects?: string[];
  /** School grade levels of a teaching resource (search filter "Grade Level"). */
  gradeLevels?: string[];
}

export interface WebPackage extends RoutedDocument {
  _type: 'webPackage';
  section: PageSection;
  packageId: string;
  cmsImage?: CmsImage;
  /** Collection objects shown in the package's paged gallery. */
  collectionAssets: (Keyed & { objectId: number })[];
}

export interface CollectionObjectGroup extends RoutedDocument {
  _type: 'collectionObjectGroup';
  section: PageSection;
  collectionAssets: (Keyed & { objectId: number })[];
  relatedContent: Reference[];
  showJumpLinks: boolean;
}

export type ExhibitionCategory = 'Exhibition' | 'In the galleries' | 'Online Exhibition';

export interface Exhibition extends RoutedDocument {
  _type: 'exhibition';
  summary: string;
  /** Full description: Portable Text, or plain text in older documents. */
  body: RichText | string;
  image: CmsImage;
  startDate: string; // YYYY-MM-DD
  endDate: string; // YYYY-MM-DD; 2030-12-31 for open-ended
  duration: 'temporary' | 'ongoing';
  dateOverride: string | null;
  room: string | null;
  building: string;
  category: ExhibitionCategory;
  audiences: string[];
  weight: number;
  ticketUrl: string | null;
  ticketType: string | null;
  artists: Credit[];
  curators: Credit[];
  organizers: Credit[];
  sponsors: Credit[];
  /** Collection objects on view in the exhibition (numeric ObjectIDs). */
  collectionAssets: (Keyed & { objectId: number })[];
  /** Credit for the open-data exhibition record the title and text come from. */
  sourceCredit?: { institution: string; sourceId: string; licence: 'CC0-1.0' };
  /** Headings of the credit groups when editors rename them ("Lenders", "Supported by"). */
  creditTitles?: Partial<Record<'artists' | 'curators' | 'organizers' | 'sponsors', string>>;
  galleries?: (Keyed & { title?: string; galleryStyle?: string; images: GalleryImage[] })[];
  relatedContent?: Reference[];
  promotion?: Callout;
}

export interface EventDatetime extends Keyed {
  start: string; // ISO date-time with offset
  end: string;
  isSoldOut: boolean;
  isCanceled: boolean;
}

export type LocationType = 'In Person' | 'Online' | 'Off Site';

export interface MuseumEvent extends RoutedDocument {
  _type: 'event';
  summary: string;
  image: CmsImage;
  startDate: string; // ISO date-time with offset, America/New_York
  endDate: string;
  room: string | null;
  location: string;
  locationType: LocationType;
  category: string;
  audiences: string[];
  status: { isCanceled: boolean; isSoldOut: boolean };
  ticketUrl: string | null;
  ticketType: string | null;
  ticketInstructions: string | null;
  weight: number;
  eventDatetimes: EventDatetime[];
  relatedEventSeries: Reference[];
  relatedExhibitions: Reference[];
  speakers: Credit[];
  sponsors: Credit[];
  body?: RichText;
  dateOverride?: string | null;
}

export interface EventSeries extends RoutedDocument {
  _type: 'eventSeries';
  summary: string;
  image: CmsImage;
  category: string;
  audiences: string[];
  location: string;
  weight: number;
  body?: RichText;
}

export interface CarouselSlide extends BaseDocument {
  _type: 'carouselSlide';
  placement: 'hp' | 'calendar';
  order: number;
  title: string;
  subtitle: string;
  summary: string;
  cmsImage: CmsImage;
  link: { title: string; url: string } | SectionLink;
  publishedAt: string | null;
  expiresAt: string | null;
}

export type ContentDocument =
  | SiteSettings
  | Location
  | Menu
  | Alert
  | Page
  | Resource
  | WebPackage
  | CollectionObjectGroup
  | Exhibition
  | MuseumEvent
  | EventSeries
  | CarouselSlide;
