export interface Screen {
  path: string;
  /** The <h1> (and the document title's prefix) the route renders. */
  heading: string;
  /** The screen (component) the route shows; several routes may share one. */
  screen: string;
}

/**
 * Every route of both specs' route tables with the heading its screen renders. Content and detail
 * pages come from the sample content (the detail pages from its authored exhibition, event and
 * series), listings from the sample calendar. The first route of each screen is the one a11y.spec.ts checks.
 */
export const SCREENS: Screen[] = [
  // The sample calendar has six exhibitions opening after the test clock's today.
  { path: '/calendar/upcoming-exhibitions', heading: 'Upcoming Exhibitions (6)', screen: 'upcoming exhibitions' },
  { path: '/calendar/past-exhibitions/view-all/2019', heading: 'All 2019 Exhibitions', screen: 'past exhibitions of a year' },
  { path: '/calendar/past-exhibitions/2018-2019', heading: 'Past Exhibitions', screen: 'past exhibitions' },
  { path: '/calendar/past-exhibitions', heading: 'Past Exhibitions', screen: 'past exhibitions' },
  { path: '/calendar/view-all/today/exhibitions', heading: 'Calendar', screen: 'calendar view-all' },
  { path: '/calendar/exhibition/threads-of-light', heading: 'Threads of Light: Textiles from Four Centuries', screen: 'exhibition detail' },
  // A trailing article segment is only a readable name: the page is the event's.
  { path: '/calendar/event/threads-of-light-lecture-weaving-light/article', heading: 'Lecture: Weaving Light', screen: 'event detail' },
  { path: '/calendar/event-series/threads-of-light-lectures', heading: 'Threads of Light Lectures', screen: 'event series detail' },
  { path: '/calendar/today/talks+tours/adults/main-building', heading: 'Calendar', screen: 'calendar' },
  { path: '/calendar', heading: 'Calendar', screen: 'calendar' },
  { path: '/calendar/all', heading: 'Calendar', screen: 'calendar' },
  { path: '/search/collections/monet?q=monet', heading: 'Search', screen: 'search' },
  { path: '/search', heading: 'Search', screen: 'search' },
  { path: '/search/collections?filters=%7B%22artist%22%3A%5B%22Claude%20Monet%22%5D%7D', heading: 'Search', screen: 'search' },
  { path: '/collection/object/6268', heading: 'Bust of William Thompson Walters', screen: 'collection object' },
  { path: '/feedback?topic=website', heading: 'Feedback', screen: 'feedback form' },
  { path: '/preschina', heading: 'Presidential China, 1780–1980', screen: 'preschina grid' },
  { path: '/preschina/abraham-lincoln', heading: 'Abraham Lincoln', screen: 'preschina story' },
  { path: '/test', heading: 'Test', screen: 'test block' },
  // Content pages the specs link to, resolved by path through the gateway.
  { path: '/visit/locations-hours', heading: 'Locations & Hours', screen: 'content page' },
  { path: '/visit', heading: 'Plan Your Visit', screen: 'content page' },
  { path: '/visit/museum-map', heading: 'Museum Map', screen: 'content page' },
  { path: '/join/membership', heading: 'Membership', screen: 'content page' },
  // Preview mode without a signed link shows the published page at `path` (content-pages.spec.ts signs one).
  { path: '/preview?id=drafts.page-visit&path=/visit', heading: 'Plan Your Visit', screen: 'preview' },
];

/** One route per screen. */
export function oneRoutePerScreen(): Screen[] {
  const seen = new Set<string>();
  return SCREENS.filter(({ screen }) => !seen.has(screen) && Boolean(seen.add(screen)));
}
