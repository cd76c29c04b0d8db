/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** The icons of the alert bar. */
export type AlertIcon =
  /** A closure (a no-entry sign). */
  | 'CLOSURE'
  /** Information (a circled i). */
  | 'INFO'
  /** A warning (a triangle with an exclamation mark). */
  | 'WARNING';

/** An event's status (spec §4): canceled wins over sold out. */
export type EventStatus =
  /** The event (or the chosen occurrence) will not take place. */
  | 'CANCELED'
  /** No tickets are left. */
  | 'SOLD_OUT';

/** The fields of the feedback form that are checked. */
export type FeedbackField =
  /** The email address. */
  | 'EMAIL'
  /** The message. */
  | 'MESSAGE'
  /** The name. */
  | 'NAME';

/** A visitor's feedback as the form sends it. */
export type FeedbackInput = {
  /** An address to answer to, if they give one. */
  email?: string | null | undefined;
  /** What the visitor noticed or asks: 5 to 5000 characters. */
  message: string;
  /** The visitor's name, if they give it (at most 200 characters). */
  name?: string | null | undefined;
  /** The page the feedback is about, as the form was linked with it; kept only when it is a page of this site. */
  pageUrl?: string | null | undefined;
  /** What the feedback is about. */
  topic: FeedbackTopic;
  /** The hidden spam-trap field, as the form sent it: people leave it empty. */
  website?: string | null | undefined;
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

/** How a filter group chooses. */
export type SearchFacetKind =
  /** Yes and no (On View, Provenance). */
  | 'BOOLEAN'
  /** A list of periods plus a start-to-end range (`dateRange`). */
  | 'DATES'
  /** A list of values, any of which may be chosen. */
  | 'KEYWORD';

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

export type ChromeQueryVariables = Exact<{ [key: string]: never; }>;


export type ChromeQuery = { site: { title: string, description: string, currentYear: number, newsletterEmailPattern: string, ticketStoreUrl: string | null, socialLinks: Array<{ network: string, label: string, url: string }> }, navigation: { primary: Array<{ id: string, title: string, secondaryTitle: string | null, url: string, isExternal: boolean, children: Array<{ id: string, title: string, secondaryTitle: string | null, url: string, isExternal: boolean }> }>, secondary: Array<{ id: string, title: string, secondaryTitle: string | null, url: string, isExternal: boolean }>, deepFooter: Array<{ id: string, title: string, secondaryTitle: string | null, url: string, isExternal: boolean }> }, alerts: Array<{ id: string, text: string, icon: AlertIcon | null }>, locations: Array<{ id: string, slug: string, title: string, isPrimary: boolean, hoursUrl: string, address: { street: string, city: string, state: string, zipcode: string, addressOverride: string | null } | null, today: { isOpen: boolean, text: string } }> };

export type ChromeMenuLinkFragment = { id: string, title: string, secondaryTitle: string | null, url: string, isExternal: boolean };

export type SubscribeToNewsletterMutationVariables = Exact<{
  email: string;
  website?: string | null | undefined;
}>;


export type SubscribeToNewsletterMutation = { subscribeToNewsletter: { status: NewsletterSignupStatus, message: string } };

export type EventSummaryFieldsFragment = { id: string, title: string, url: string, summary: string | null, category: string | null, dateText: string | null, timeText: string | null, status: EventStatus | null, statusLabel: string | null, ticketType: string | null, image: { url: string, alt: string | null } | null, place: { room: string | null, building: string | null, hoursUrl: string | null, isOnline: boolean, isOffSite: boolean, text: string } | null, tickets: { kind: LinkKind, url: string, opensInNewWindow: boolean, ticket: { keyword: string | null, promocode: string | null, packageId: string | null } | null } | null };

export type ExhibitionSummaryFieldsFragment = { id: string, title: string, url: string, summary: string | null, label: string, dateText: string | null, ticketType: string | null, image: { url: string, alt: string | null } | null, place: { room: string | null, building: string | null, hoursUrl: string | null, isOnline: boolean, isOffSite: boolean, text: string } | null, tickets: { kind: LinkKind, url: string, opensInNewWindow: boolean, ticket: { keyword: string | null, promocode: string | null, packageId: string | null } | null } | null };

export type LinkTargetFieldsFragment = { kind: LinkKind, url: string, opensInNewWindow: boolean, ticket: { keyword: string | null, promocode: string | null, packageId: string | null } | null };

export type SuggestQueryVariables = Exact<{
  index?: SuggestIndex | null | undefined;
  query: string;
}>;


export type SuggestQuery = { suggest: Array<{ type: SearchType, typeLabel: string, matchedField: string, title: string, objectNumber: string | null, url: string }> };

export type CollectionObjectPageQueryVariables = Exact<{
  id: string | number;
}>;


export type CollectionObjectPageQuery = { collectionObject: { id: string, url: string, title: string, dated: string | null, medium: string | null, dimensions: string | null, classification: string | null, creditLine: string | null, accessionNumber: string | null, context: string | null, summary: string | null, provenance: Array<string>, publishedReferences: Array<string>, copyright: string | null, titles: Array<{ title: string, type: string | null }>, artists: Array<{ name: string, rolePhrase: string | null, dates: string | null, searchUrl: string | null }>, geography: Array<{ place: string, type: string | null, searchUrl: string }>, label: { paragraphs: Array<string>, isClamped: boolean, clampedParagraphs: Array<string> | null } | null, exhibitionHistory: Array<{ text: string }>, location: { room: string | null, building: string | null, buildingUrl: string | null, isOnline: boolean, text: string }, shareImage: { url: string, alt: string, width: number } | null, images: Array<{ id: string, isPrimary: boolean, alt: string, thumbnailUrl: string, url: string, largeUrl: string, downloadUrl: string | null, downloadFileName: string | null, sizes: Array<{ width: number, url: string }> }>, imageRights: { canFullscreen: boolean, canDownload: boolean, unavailableMessage: string | null }, relatedObjects: Array<{ id: string, title: string, url: string, artist: string | null, artistRolePhrase: string | null, artistDate: string | null, afterArtist: string | null, culture: string | null, imageUrl: string | null, imageAlt: string | null }>, relatedContent: Array<{ title: string, url: string, isExternal: boolean, typeLabel: string, imageUrl: string | null }> } | null };

export type ContentPageQueryVariables = Exact<{
  path: string;
}>;


export type ContentPageQuery = { page: { id: string, path: string, title: string | null, intro: string | null, type: PageType } | null };

export type SendFeedbackMutationVariables = Exact<{
  input: FeedbackInput;
}>;


export type SendFeedbackMutation = { sendFeedback: { status: FeedbackStatus, message: string, errors: Array<{ field: FeedbackField, message: string }> } };

export type PreschinaStoryQueryVariables = Exact<{
  slug: string;
}>;


export type PreschinaStoryQuery = { preschinaStory: { slug: string, title: string, html: string, url: string } | null };

export type PreschinaGridQueryVariables = Exact<{ [key: string]: never; }>;


export type PreschinaGridQuery = { preschinaPresidents: Array<{ slug: string, name: string, url: string, portrait: { url: string, alt: string, width: number, height: number } | null }> };

export type SearchQueryVariables = Exact<{
  type?: SearchType | null | undefined;
  query?: string | null | undefined;
  from?: number | null | undefined;
  size?: number | null | undefined;
  sort?: SearchSort | null | undefined;
  filters?: string | null | undefined;
}>;


export type SearchQuery = { search: { typeHeading: string | null, total: number, totalText: string, start: number, end: number, showingText: string | null, unavailable: boolean, pageSizes: Array<number>, applied: { type: SearchType | null, query: string, from: number, size: number, sort: SearchSort, isAccessionSearch: boolean }, results: Array<
      | { __typename: 'ArtworkResult', objectNumber: string | null, dated: string | null, culture: string | null, afterArtist: string | null, id: string, type: SearchType, typeLabel: string, category: string | null, subcategory: string | null, title: string, summary: string | null, url: string, artist: { line: string, dates: string | null } | null, image: { url: string, alt: string | null, sizes: Array<{ width: number, url: string }> } | null }
      | { __typename: 'EventResult', dateText: string | null, timeText: string | null, statusLabel: string | null, id: string, type: SearchType, typeLabel: string, category: string | null, subcategory: string | null, title: string, summary: string | null, url: string, place: { room: string | null, building: string | null, hoursUrl: string | null, isOnline: boolean, isOffSite: boolean, text: string } | null, tickets: { kind: LinkKind, url: string, opensInNewWindow: boolean, ticket: { keyword: string | null, promocode: string | null, packageId: string | null } | null } | null, image: { url: string, alt: string | null, sizes: Array<{ width: number, url: string }> } | null }
      | { __typename: 'EventSeriesResult', id: string, type: SearchType, typeLabel: string, category: string | null, subcategory: string | null, title: string, summary: string | null, url: string, image: { url: string, alt: string | null, sizes: Array<{ width: number, url: string }> } | null }
      | { __typename: 'ExhibitionResult', label: string, dateText: string | null, id: string, type: SearchType, typeLabel: string, category: string | null, subcategory: string | null, title: string, summary: string | null, url: string, place: { room: string | null, building: string | null, hoursUrl: string | null, isOnline: boolean, isOffSite: boolean, text: string } | null, tickets: { kind: LinkKind, url: string, opensInNewWindow: boolean, ticket: { keyword: string | null, promocode: string | null, packageId: string | null } | null } | null, image: { url: string, alt: string | null, sizes: Array<{ width: number, url: string }> } | null }
      | { __typename: 'PageResult', buttonLabel: string, id: string, type: SearchType, typeLabel: string, category: string | null, subcategory: string | null, title: string, summary: string | null, url: string, image: { url: string, alt: string | null, sizes: Array<{ width: number, url: string }> } | null }
    >, categories: Array<{ type: SearchType, heading: string, count: number }>, facets: Array<{ field: string, label: string, kind: SearchFacetKind, hasMore: boolean, options: Array<{ value: string, label: string, count: number, selected: boolean, disabled: boolean }>, dateRange: { start: string | null, end: string | null, error: string | null, hint: string, yearsOnly: boolean } | null }>, sortOptions: Array<{ value: SearchSort, label: string }> } };

export type SearchPlaceFieldsFragment = { room: string | null, building: string | null, hoursUrl: string | null, isOnline: boolean, isOffSite: boolean, text: string };

export type SearchFacetFieldsFragment = { field: string, label: string, kind: SearchFacetKind, hasMore: boolean, options: Array<{ value: string, label: string, count: number, selected: boolean, disabled: boolean }>, dateRange: { start: string | null, end: string | null, error: string | null, hint: string, yearsOnly: boolean } | null };

export type SearchFacetQueryVariables = Exact<{
  type: SearchType;
  field: string;
  text: string;
  query?: string | null | undefined;
  filters?: string | null | undefined;
}>;


export type SearchFacetQuery = { searchFacet: { field: string, label: string, kind: SearchFacetKind, hasMore: boolean, options: Array<{ value: string, label: string, count: number, selected: boolean, disabled: boolean }>, dateRange: { start: string | null, end: string | null, error: string | null, hint: string, yearsOnly: boolean } | null } | null };

export const ChromeMenuLinkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChromeMenuLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isExternal"}}]}}]} as unknown as DocumentNode<ChromeMenuLinkFragment, unknown>;
export const LinkTargetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkTargetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkTarget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewWindow"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"promocode"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}}]}}]}}]} as unknown as DocumentNode<LinkTargetFieldsFragment, unknown>;
export const EventSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EventSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"timeText"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isOffSite"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketType"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkTargetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkTargetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkTarget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewWindow"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"promocode"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}}]}}]}}]} as unknown as DocumentNode<EventSummaryFieldsFragment, unknown>;
export const ExhibitionSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExhibitionSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExhibitionSummary"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isOffSite"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"ticketType"}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkTargetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkTargetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkTarget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewWindow"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"promocode"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}}]}}]}}]} as unknown as DocumentNode<ExhibitionSummaryFieldsFragment, unknown>;
export const SearchPlaceFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isOffSite"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]} as unknown as DocumentNode<SearchPlaceFieldsFragment, unknown>;
export const SearchFacetFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchFacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchFacet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dateRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOnly"}}]}}]}}]} as unknown as DocumentNode<SearchFacetFieldsFragment, unknown>;
export const ChromeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Chrome"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"site"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"currentYear"}},{"kind":"Field","name":{"kind":"Name","value":"newsletterEmailPattern"}},{"kind":"Field","name":{"kind":"Name","value":"ticketStoreUrl"}},{"kind":"Field","name":{"kind":"Name","value":"socialLinks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"network"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"navigation"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"primary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChromeMenuLink"}},{"kind":"Field","name":{"kind":"Name","value":"children"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChromeMenuLink"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"secondary"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChromeMenuLink"}}]}},{"kind":"Field","name":{"kind":"Name","value":"deepFooter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChromeMenuLink"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"alerts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"icon"}}]}},{"kind":"Field","name":{"kind":"Name","value":"locations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUrl"}},{"kind":"Field","name":{"kind":"Name","value":"address"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"street"}},{"kind":"Field","name":{"kind":"Name","value":"city"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"zipcode"}},{"kind":"Field","name":{"kind":"Name","value":"addressOverride"}}]}},{"kind":"Field","name":{"kind":"Name","value":"today"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"isOpen"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChromeMenuLink"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"MenuLink"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"secondaryTitle"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isExternal"}}]}}]} as unknown as DocumentNode<ChromeQuery, ChromeQueryVariables>;
export const SubscribeToNewsletterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubscribeToNewsletter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"website"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"subscribeToNewsletter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}},{"kind":"Argument","name":{"kind":"Name","value":"website"},"value":{"kind":"Variable","name":{"kind":"Name","value":"website"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SubscribeToNewsletterMutation, SubscribeToNewsletterMutationVariables>;
export const SuggestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Suggest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"index"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SuggestIndex"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"suggest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"index"},"value":{"kind":"Variable","name":{"kind":"Name","value":"index"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"matchedField"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"objectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SuggestQuery, SuggestQueryVariables>;
export const CollectionObjectPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CollectionObjectPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"collectionObject"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"titles"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dated"}},{"kind":"Field","name":{"kind":"Name","value":"artists"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"rolePhrase"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}},{"kind":"Field","name":{"kind":"Name","value":"searchUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"medium"}},{"kind":"Field","name":{"kind":"Name","value":"dimensions"}},{"kind":"Field","name":{"kind":"Name","value":"classification"}},{"kind":"Field","name":{"kind":"Name","value":"creditLine"}},{"kind":"Field","name":{"kind":"Name","value":"accessionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"geography"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"place"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"searchUrl"}}]}},{"kind":"Field","name":{"kind":"Name","value":"context"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"label"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paragraphs"}},{"kind":"Field","name":{"kind":"Name","value":"isClamped"}},{"kind":"Field","name":{"kind":"Name","value":"clampedParagraphs"}}]}},{"kind":"Field","name":{"kind":"Name","value":"provenance"}},{"kind":"Field","name":{"kind":"Name","value":"exhibitionHistory"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedReferences"}},{"kind":"Field","name":{"kind":"Name","value":"location"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"buildingUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"Field","name":{"kind":"Name","value":"copyright"}},{"kind":"Field","name":{"kind":"Name","value":"shareImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPrimary"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"thumbnailUrl"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"largeUrl"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadUrl"}},{"kind":"Field","name":{"kind":"Name","value":"downloadFileName"}}]}},{"kind":"Field","name":{"kind":"Name","value":"imageRights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"canFullscreen"}},{"kind":"Field","name":{"kind":"Name","value":"canDownload"}},{"kind":"Field","name":{"kind":"Name","value":"unavailableMessage"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedObjects"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"artist"}},{"kind":"Field","name":{"kind":"Name","value":"artistRolePhrase"}},{"kind":"Field","name":{"kind":"Name","value":"artistDate"}},{"kind":"Field","name":{"kind":"Name","value":"afterArtist"}},{"kind":"Field","name":{"kind":"Name","value":"culture"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}},{"kind":"Field","name":{"kind":"Name","value":"imageAlt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"relatedContent"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"isExternal"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"imageUrl"}}]}}]}}]}}]} as unknown as DocumentNode<CollectionObjectPageQuery, CollectionObjectPageQueryVariables>;
export const ContentPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ContentPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"path"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"path"},"value":{"kind":"Variable","name":{"kind":"Name","value":"path"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"intro"}},{"kind":"Field","name":{"kind":"Name","value":"type"}}]}}]}}]} as unknown as DocumentNode<ContentPageQuery, ContentPageQueryVariables>;
export const SendFeedbackDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendFeedback"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"FeedbackInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendFeedback"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"errors"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]}}]} as unknown as DocumentNode<SendFeedbackMutation, SendFeedbackMutationVariables>;
export const PreschinaStoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreschinaStory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preschinaStory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"html"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<PreschinaStoryQuery, PreschinaStoryQueryVariables>;
export const PreschinaGridDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreschinaGrid"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"preschinaPresidents"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"portrait"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"height"}}]}}]}}]}}]} as unknown as DocumentNode<PreschinaGridQuery, PreschinaGridQueryVariables>;
export const SearchDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Search"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"size"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"search"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"size"},"value":{"kind":"Variable","name":{"kind":"Name","value":"size"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"applied"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"query"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"size"}},{"kind":"Field","name":{"kind":"Name","value":"sort"}},{"kind":"Field","name":{"kind":"Name","value":"isAccessionSearch"}}]}},{"kind":"Field","name":{"kind":"Name","value":"typeHeading"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"totalText"}},{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"showingText"}},{"kind":"Field","name":{"kind":"Name","value":"unavailable"}},{"kind":"Field","name":{"kind":"Name","value":"results"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"__typename"}},{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"typeLabel"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"subcategory"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"summary"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"alt"}},{"kind":"Field","name":{"kind":"Name","value":"sizes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"width"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ArtworkResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"objectNumber"}},{"kind":"Field","name":{"kind":"Name","value":"dated"}},{"kind":"Field","name":{"kind":"Name","value":"culture"}},{"kind":"Field","name":{"kind":"Name","value":"afterArtist"}},{"kind":"Field","name":{"kind":"Name","value":"artist"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"dates"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EventResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"timeText"}},{"kind":"Field","name":{"kind":"Name","value":"statusLabel"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchPlaceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkTargetFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExhibitionResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"dateText"}},{"kind":"Field","name":{"kind":"Name","value":"place"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchPlaceFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"tickets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LinkTargetFields"}}]}}]}},{"kind":"InlineFragment","typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageResult"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"buttonLabel"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"categories"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"heading"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"facets"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchFacetFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"sortOptions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageSizes"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchPlaceFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Place"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"room"}},{"kind":"Field","name":{"kind":"Name","value":"building"}},{"kind":"Field","name":{"kind":"Name","value":"hoursUrl"}},{"kind":"Field","name":{"kind":"Name","value":"isOnline"}},{"kind":"Field","name":{"kind":"Name","value":"isOffSite"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LinkTargetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LinkTarget"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"opensInNewWindow"}},{"kind":"Field","name":{"kind":"Name","value":"ticket"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"keyword"}},{"kind":"Field","name":{"kind":"Name","value":"promocode"}},{"kind":"Field","name":{"kind":"Name","value":"packageId"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchFacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchFacet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dateRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOnly"}}]}}]}}]} as unknown as DocumentNode<SearchQuery, SearchQueryVariables>;
export const SearchFacetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchFacet"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SearchType"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"field"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"text"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"filters"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchFacet"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"field"},"value":{"kind":"Variable","name":{"kind":"Name","value":"field"}}},{"kind":"Argument","name":{"kind":"Name","value":"text"},"value":{"kind":"Variable","name":{"kind":"Name","value":"text"}}},{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}},{"kind":"Argument","name":{"kind":"Name","value":"filters"},"value":{"kind":"Variable","name":{"kind":"Name","value":"filters"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SearchFacetFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SearchFacetFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SearchFacet"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"hasMore"}},{"kind":"Field","name":{"kind":"Name","value":"options"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"selected"}},{"kind":"Field","name":{"kind":"Name","value":"disabled"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dateRange"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"start"}},{"kind":"Field","name":{"kind":"Name","value":"end"}},{"kind":"Field","name":{"kind":"Name","value":"error"}},{"kind":"Field","name":{"kind":"Name","value":"hint"}},{"kind":"Field","name":{"kind":"Name","value":"yearsOnly"}}]}}]}}]} as unknown as DocumentNode<SearchFacetQuery, SearchFacetQueryVariables>;