/**
 * One exhibition authored in full, with its lecture series and events, so every part of the detail
 * pages has content: credits with their own headings, galleries, related content, a promotion, and
 * events that are over, canceled, sold out, on several dates (twice one day), ending at midnight or
 * not yet dated. Dated around the museum clock; a draft edit of the exhibition is for preview.
 */
import type { DateTime } from 'luxon';
import { cmsImage, isoDate, isoDateTime, keyed, reference, slug, systemFields } from '../base';
import type { Credit, EventSeries, Exhibition, MuseumEvent } from '../documents';
import { bold, bullets, heading, italic, link, paragraph, richText } from '../rich-text';
import { calloutOf, galleryImage } from './section-builders';

export const THREADS_EXHIBITION_ID = 'exhibition-threads-of-light';
export const THREADS_SERIES_ID = 'eventSeries-threads-of-light-lectures';

/** The day `days` from today at a clock time, moved past Mondays (the museum's closed day). */
function openDayAt(today: DateTime, days: number, hour: number, minute = 0): DateTime {
  let day = today.plus({ days });
  while (day.weekday === 1) day = day.plus({ days: 1 });
  return day.set({ hour, minute });
}

const credits = (prefix: string, items: Omit<Credit, '_key'>[]): Credit[] => keyed(prefix, items);

function exhibition(now: DateTime, id: string, title: string, intro: string): Exhibition {
  const today = now.startOf('day');
  return {
    ...systemFields('exhibition', id, today.minus({ months: 3 })),
    title,
    slug: slug('threads-of-light'),
    path: '/calendar/exhibition',
    intro,
    summary: intro,
    body: richText(
      'threads-body',
      paragraph('Woven, printed and embroidered, the textiles in this exhibition were made to ', italic('catch the light'), ': silk that shimmers, metal thread that glints, dyes that glow.'),
      heading(3, 'In the galleries'),
      bullets('Tapestries from Flanders and France', 'Kimono and obi from Kyoto workshops', ['Quilts from Pennsylvania, shown with ', link('the Family Activity Guide', { ref: 'resource-family-activity-guide' })]),
      paragraph('Timed tickets include general admission. ', bold('Members'), ' visit free; see ', link('Tickets', { ref: 'page-visit-tickets' }), '.'),
    ),
    image: cmsImage('exhibition-threads-of-light', 'A silk tapestry glowing under gallery lights'),
    startDate: isoDate(today.minus({ days: 30 })),
    endDate: isoDate(today.plus({ days: 120 })),
    duration: 'temporary',
    dateOverride: null,
    room: 'Dorrance Galleries',
    building: 'Main Building',
    category: 'Exhibition',
    audiences: ['Adults', 'Kids & Families'],
    weight: 95,
    ticketUrl: '?keyword=THREADS',
    ticketType: 'Timed ticket',
    artists: credits('artist', [
      { title: 'Anni Albers', body: 'Weaver and printmaker who taught at the Bauhaus and Black Mountain College.', cmsImage: cmsImage('artist-albers', 'A woven study in black and white'), cmsImageCaption: 'Study for a wall hanging' },
      { title: 'Ruth Asawa', body: 'Sculptor of looped-wire forms that hang in light and shadow.' },
      { title: 'Unknown Flemish workshop', body: 'Weavers of the tapestry that opens the exhibition.' },
    ]),
    curators: credits('curator', [
      { title: 'Elisabeth Agro', body: 'Curator of American Modern and Contemporary Crafts and Decorative Arts' },
      { title: 'Hyunsoo Woo', body: 'Curator of Korean Art' },
    ]),
    organizers: credits('organizer', [{ title: 'Organized by the Philadelphia Museum of Art' }]),
    sponsors: credits('sponsor', [{ title: 'The Pew Center for Arts & Heritage' }, { title: 'The Women’s Committee' }]),
    creditTitles: { sponsors: 'Supported by', organizers: 'Organized by' },
    collectionAssets: keyed('asset', [{ objectId: 1112 }, { objectId: 1166 }, { objectId: 1234 }]),
    galleries: keyed('gallery', [
      {
        title: 'Installation views',
        galleryStyle: 'grid',
        images: keyed('image', [
          galleryImage('threads-gallery-1', 'The first gallery, with a tapestry lit from above', 'The tapestry gallery'),
          galleryImage('threads-gallery-2', 'Kimono on stands in a darkened room', 'Kimono and obi'),
          galleryImage('threads-gallery-3', 'Quilts hung side by side', 'Pennsylvania quilts'),
        ]),
      },
    ]),
    relatedContent: [reference('resource-behind-the-scenes-installing-a-period-room'), reference(THREADS_SERIES_ID), reference('page-visit-tickets')],
    promotion: { _key: 'promotion', ...calloutOf('Members see it free', 'Join today and visit Threads of Light as often as you like.', '/join/membership', 'Become a member', 'medium') },
  };
}

function series(now: DateTime): EventSeries {
  return {
    ...systemFields('eventSeries', THREADS_SERIES_ID, now.startOf('day').minus({ months: 2 })),
    title: 'Threads of Light Lectures',
    slug: slug('threads-of-light-lectures'),
    path: '/calendar/event-series',
    intro: 'Scholars and artists on textiles and light, in the Perelman Building auditorium.',
    summary: 'Scholars and artists on textiles and light, in the Perelman Building auditorium.',
    image: cmsImage('series-threads-lectures', 'A speaker at a lectern before a projected tapestry'),
    category: 'Talks',
    audiences: ['Adults'],
    location: 'Perelman Building',
    weight: 20,
    body: richText('series-body', paragraph('Four evenings with the people who make, study and care for textiles. Each lecture is followed by questions.')),
  };
}

interface EventInput {
  key: string;
  title: string;
  summary: string;
  occurrences: { start: DateTime; minutes: number; isCanceled?: boolean; isSoldOut?: boolean; endsAtMidnight?: boolean }[];
  category: string;
  room: string;
  location: string;
  ticketUrl: string | null;
  ticketType: string;
  inSeries?: boolean;
  extra?: Partial<MuseumEvent>;
}

function event(input: EventInput, now: DateTime): MuseumEvent {
  const times = input.occurrences.map((occurrence) => ({
    start: isoDateTime(occurrence.start),
    end: isoDateTime(occurrence.endsAtMidnight ? occurrence.start.set({ hour: 23, minute: 59 }) : occurrence.start.plus({ minutes: occurrence.minutes })),
    isCanceled: occurrence.isCanceled ?? false,
    isSoldOut: occurrence.isSoldOut ?? false,
  }));
  const every = (flag: 'isCanceled' | 'isSoldOut') => times.length > 0 && times.every((time) => time[flag]);
  return {
    ...systemFields('event', `event-${input.key}`, now.startOf('day').minus({ months: 1 })),
    title: input.title,
    slug: slug(input.key),
    path: '/calendar/event',
    intro: input.summary,
    summary: input.summary,
    image: cmsImage(`event-${input.key}`, input.title),
    startDate: times[0]?.start ?? '',
    endDate: times[times.length - 1]?.end ?? '',
    room: input.room,
    location: input.location,
    locationType: 'In Person',
    category: input.category,
    audiences: ['Adults'],
    status: { isCanceled: every('isCanceled'), isSoldOut: !every('isCanceled') && every('isSoldOut') },
    ticketUrl: input.ticketUrl,
    ticketType: input.ticketType,
    ticketInstructions: null,
    weight: 65,
    eventDatetimes: keyed('datetime', times),
    relatedEventSeries: input.inSeries ? [reference(THREADS_SERIES_ID)] : [],
    relatedExhibitions: [reference(THREADS_EXHIBITION_ID)],
    speakers: [],
    sponsors: [],
    ...input.extra,
  };
}

function events(now: DateTime): MuseumEvent[] {
  const today = now.startOf('day');
  const lecture = { category: 'Talks', room: 'Van Pelt Auditorium', location: 'Perelman Building', ticketType: 'Registration required', inSeries: true };
  const inputs: EventInput[] = [
    {
      key: 'threads-of-light-curator-walkthrough',
      title: 'Curator’s Walkthrough: Threads of Light',
      summary: 'Walk through Threads of Light with its curators, who share how the textiles were chosen and lit.',
      occurrences: [
        { start: openDayAt(today, 10, 14), minutes: 60, isCanceled: true },
        { start: openDayAt(today, 13, 14), minutes: 60, isSoldOut: true },
        { start: openDayAt(today, 20, 14), minutes: 60 },
        { start: openDayAt(today, 20, 16), minutes: 60 },
        { start: openDayAt(today, 27, 14), minutes: 60 },
      ],
      category: 'Tours',
      room: 'Dorrance Galleries',
      location: 'Main Building',
      ticketUrl: '?packageID=THREADS-TOUR',
      ticketType: 'Registration required',
      extra: {
        ticketInstructions: 'Meet at the exhibition entrance ten minutes before the tour.',
        speakers: credits('speaker', [
          { title: 'Elisabeth Agro', body: 'Curator of American Modern and Contemporary Crafts and Decorative Arts', cmsImage: cmsImage('speaker-agro', 'Elisabeth Agro in the galleries') },
          { title: 'Hyunsoo Woo', body: 'Curator of Korean Art' },
        ]),
        sponsors: credits('sponsor', [{ title: 'The Women’s Committee' }]),
        relatedEventSeries: [reference(THREADS_SERIES_ID)],
        body: richText('walkthrough-body', paragraph('The tour lasts an hour and ends in the quilt gallery. ', bold('Registration is required'), '; the tour is included with a timed exhibition ticket.')),
      },
    },
    { key: 'threads-of-light-lecture-weaving-light', title: 'Lecture: Weaving Light', summary: 'A weaver on metal thread, silk and how woven surfaces hold light.', occurrences: [{ start: openDayAt(today, 9, 18), minutes: 90 }], ticketUrl: '?keyword=WEAVING', ...lecture },
    { key: 'threads-of-light-lecture-silk-roads', title: 'Lecture: The Silk Roads', summary: 'A historian follows silk from China to Philadelphia.', occurrences: [{ start: openDayAt(today, 23, 18), minutes: 90, isSoldOut: true }], ticketUrl: '?keyword=SILKROADS', ...lecture },
    { key: 'threads-of-light-late-night', title: 'Late Night in the Galleries: Threads of Light', summary: 'The exhibition after dark, with music until midnight.', occurrences: [{ start: openDayAt(today, 12, 20), minutes: 0, endsAtMidnight: true }], category: 'Performances', room: 'Dorrance Galleries', location: 'Main Building', ticketUrl: '?keyword=LATE', ticketType: 'Ticketed' },
    { key: 'threads-of-light-opening', title: 'Opening Celebration: Threads of Light', summary: 'Members celebrated the opening of Threads of Light.', occurrences: [{ start: openDayAt(today, -31, 18), minutes: 180 }], category: 'Social', room: 'Great Stair Hall', location: 'Main Building', ticketUrl: '?keyword=OPENING', ticketType: 'Members only' },
    { key: 'threads-of-light-weaving-workshop', title: 'Weaving Workshop', summary: 'Weave a small sampler on a frame loom. This workshop has been canceled.', occurrences: [{ start: openDayAt(today, 16, 10), minutes: 120, isCanceled: true }], category: 'Hands-On Activities', room: 'Studio Classroom', location: 'Main Building', ticketUrl: '?keyword=WEAVE', ticketType: 'Registration required' },
    {
      key: 'threads-of-light-artist-talk',
      title: 'Artist Talk: Threads of Light',
      summary: 'An artist in the exhibition talks about their work. Dates will be announced soon.',
      occurrences: [],
      category: 'Talks',
      room: 'Van Pelt Auditorium',
      location: 'Perelman Building',
      ticketUrl: '?keyword=ARTISTTALK',
      ticketType: 'Free',
      // Not in the calendar until it has a date.
      extra: { noIndex: true },
    },
  ];
  return inputs.map((input) => event(input, now));
}

/** The exhibition, its draft edit, the lecture series and the events. */
export function threadsOfLight(now: DateTime): (Exhibition | EventSeries | MuseumEvent)[] {
  const intro = 'Four centuries of textiles made to catch the light, from Flemish tapestries to Pennsylvania quilts.';
  return [
    exhibition(now, THREADS_EXHIBITION_ID, 'Threads of Light: Textiles from Four Centuries', intro),
    exhibition(now, `drafts.${THREADS_EXHIBITION_ID}`, 'Threads of Light: Four Centuries of Textiles', `Draft: ${intro}`),
    series(now),
    ...events(now),
  ];
}
