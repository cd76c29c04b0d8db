import type { LocationType } from '../documents';

/**
 * A recurring program of the calendar: each becomes an event series whose occurrences are events.
 * `aliases` are the older category/audience spellings editors still use (spec §9 aliases); the
 * generator uses them on some occurrences so the gateway's alias matching is exercised.
 */
export interface Program {
  key: string;
  title: string;
  summary: string;
  category: string;
  categoryAlias?: string;
  audiences: string[];
  audienceAliases?: Record<string, string>;
  location: string;
  locationType: LocationType;
  room: string | null;
  /** ISO weekdays (1 = Monday) it runs on. */
  weekdays: number[];
  /** Run only every n-th week (1 = weekly). */
  everyWeeks: number;
  start: { hour: number; minute: number };
  minutes: number;
  ticketType: string;
  ticketUrl: string | null;
  ticketInstructions: string | null;
  /** Months (1–12) it does not run in. */
  closedMonths?: number[];
  /** On the month's last such weekday it runs late, until 11:59 p.m. (shown as "Midnight"). */
  lateOnLastOfMonth?: boolean;
}

export const PROGRAMS: Program[] = [
  { key: 'art-after-5', title: 'Art After 5', summary: 'Live music, drinks and the galleries after hours on Friday nights.', category: 'Social', categoryAlias: 'Gatherings', audiences: ['Adults'], location: 'Main Building', locationType: 'In Person', room: 'Great Stair Hall', weekdays: [5], everyWeeks: 1, start: { hour: 17, minute: 0 }, minutes: 225, ticketType: 'Included with admission', ticketUrl: null, ticketInstructions: 'Pay what you wish after 5:00 p.m.', lateOnLastOfMonth: true },
  { key: 'highlights-tour', title: 'Collection Highlights Tour', summary: 'A guide leads you through the masterpieces of the collection in one hour.', category: 'Tours', audiences: ['Adults'], location: 'Main Building', locationType: 'In Person', room: 'West Entrance', weekdays: [6, 7], everyWeeks: 1, start: { hour: 11, minute: 0 }, minutes: 60, ticketType: 'Included with admission', ticketUrl: null, ticketInstructions: 'Meet at the West Entrance information desk.' },
  { key: 'family-studio', title: 'Family Studio: Drop-in Art Making', summary: 'Make art together inspired by the galleries. All materials provided.', category: 'Hands-On Activities', categoryAlias: 'Hands-On', audiences: ['Kids & Families'], audienceAliases: { 'Kids & Families': 'Kids & Family' }, location: 'Main Building', locationType: 'In Person', room: 'Williams Family Studio', weekdays: [7], everyWeeks: 1, start: { hour: 10, minute: 30 }, minutes: 120, ticketType: 'Free', ticketUrl: null, ticketInstructions: null },
  { key: 'curator-conversations', title: 'Curator Conversations', summary: 'Curators talk about the ideas behind our exhibitions, live online with time for questions.', category: 'Talks', audiences: ['Adults', 'Scholars'], audienceAliases: { Scholars: 'Artists & Scholars' }, location: 'Online', locationType: 'Online', room: null, weekdays: [3], everyWeeks: 2, start: { hour: 18, minute: 0 }, minutes: 60, ticketType: 'Registration required', ticketUrl: 'https://philamuseum.zoom.us/webinar/register/curator-conversations', ticketInstructions: 'Register to receive the Zoom link.' },
  { key: 'educator-workshop', title: 'Educator Workshop', summary: 'Classroom strategies and lesson plans built around works in the collection.', category: 'Hands-On Activities', audiences: ['Educators'], audienceAliases: { Educators: 'Teachers' }, location: 'Main Building', locationType: 'In Person', room: 'Education Studio', weekdays: [4], everyWeeks: 4, start: { hour: 16, minute: 30 }, minutes: 120, ticketType: 'Registration required', ticketUrl: '?promocode=EDUCATOR', ticketInstructions: 'Act 48 credit available.' },
  { key: 'rodin-garden-tour', title: 'Rodin Garden Tour', summary: 'Explore The Thinker, The Gates of Hell and the garden designed by Jacques Gréber.', category: 'Tours', audiences: ['Adults', 'Kids & Families'], location: 'Rodin Museum', locationType: 'In Person', room: 'Rodin Garden', weekdays: [5, 6], everyWeeks: 1, start: { hour: 13, minute: 0 }, minutes: 45, ticketType: 'Pay what you wish', ticketUrl: null, ticketInstructions: null },
  { key: 'sketching-sculpture-garden', title: 'Sketching in the Sculpture Garden', summary: 'Draw from modern sculpture outdoors with a teaching artist. Stools and supplies provided.', category: 'Hands-On Activities', audiences: ['Adults', 'Kids & Families'], location: 'Sculpture Garden', locationType: 'In Person', room: 'Sculpture Garden', weekdays: [6], everyWeeks: 1, start: { hour: 9, minute: 30 }, minutes: 90, ticketType: 'Free', ticketUrl: null, ticketInstructions: 'Canceled in case of rain.', closedMonths: [1, 2] },
  { key: 'members-morning', title: 'Members’ Morning', summary: 'See the newest exhibitions before the doors open, with coffee and a curator’s welcome.', category: 'Tours', audiences: ['Members'], location: 'Main Building', locationType: 'In Person', room: 'North Entrance', weekdays: [2], everyWeeks: 3, start: { hour: 8, minute: 30 }, minutes: 90, ticketType: 'Members only', ticketUrl: '?packageID=MEMBERS', ticketInstructions: 'Bring your membership card.' },
  { key: 'sunday-concerts', title: 'Sunday Concerts in the Great Stair Hall', summary: 'Chamber music in the Great Stair Hall, performed by students of the Curtis Institute.', category: 'Performances', audiences: ['Adults', 'Kids & Families'], location: 'Main Building', locationType: 'In Person', room: 'Great Stair Hall', weekdays: [7], everyWeeks: 2, start: { hour: 14, minute: 0 }, minutes: 60, ticketType: 'Included with admission', ticketUrl: null, ticketInstructions: null },
  { key: 'mural-walk', title: 'Art in the Neighborhood: Mural Walk', summary: 'Walk the murals of Fairmount and Spring Garden with a museum educator.', category: 'Tours', audiences: ['Adults'], location: 'Off Site', locationType: 'Off Site', room: 'Meet at 23rd Street and Fairmount Avenue', weekdays: [6], everyWeeks: 2, start: { hour: 14, minute: 0 }, minutes: 90, ticketType: 'Ticketed', ticketUrl: '?keyword=MURALWALK', ticketInstructions: 'Wear comfortable shoes.' },
  { key: 'scholars-seminar', title: 'Scholars’ Seminar', summary: 'Fellows and visiting scholars present research on objects in the collection.', category: 'Talks', audiences: ['Scholars'], audienceAliases: { Scholars: 'Artists & Scholars' }, location: 'Perelman Building', locationType: 'In Person', room: 'Library Reading Room', weekdays: [4], everyWeeks: 4, start: { hour: 12, minute: 0 }, minutes: 75, ticketType: 'Free', ticketUrl: null, ticketInstructions: 'Seating is limited.' },
  { key: 'historic-house-tour', title: 'Mount Pleasant House Tour', summary: 'Tour the 1760s mansion John Adams called “the most elegant seat in Pennsylvania.”', category: 'Tours', audiences: ['Adults', 'Kids & Families'], location: 'Fairmount Park Houses', locationType: 'In Person', room: 'Mount Pleasant', weekdays: [4, 7], everyWeeks: 1, start: { hour: 11, minute: 0 }, minutes: 60, ticketType: 'Ticketed', ticketUrl: '?keyword=HOUSES', ticketInstructions: null, closedMonths: [1, 2, 3] },
];
