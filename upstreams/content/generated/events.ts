import { DateTime } from 'luxon';
import { MUSEUM_ZONE } from '../../clock';
import { hashString, SeededRandom } from '../../random';
import { cmsImage, isoDate, isoDateTime, keyed, reference, slug, slugify, systemFields } from '../base';
import type { EventSeries, Exhibition, LocationType, MuseumEvent } from '../documents';
import { closedHolidays } from '../authored/holidays';
import { PROGRAMS } from './programs';
import type { Program } from './programs';

/** How far ahead the calendar is filled (spec: the coming ~90 days). */
export const EVENT_DAYS = 90;

/** Fixed Monday the fortnightly and monthly rhythms count weeks from, so they do not shift with the clock. */
const RHYTHM_EPOCH = DateTime.fromISO('2024-01-01', { zone: MUSEUM_ZONE });

interface Occurrence {
  start: DateTime;
  end: DateTime;
  isCanceled: boolean;
  isSoldOut: boolean;
}

interface EventInput {
  id: string;
  title: string;
  summary: string;
  image: MuseumEvent['image'];
  room: string | null;
  location: string;
  locationType: LocationType;
  category: string;
  audiences: string[];
  ticketType: string;
  ticketUrl: string | null;
  ticketInstructions: string | null;
  occurrences: Occurrence[];
  seriesId?: string;
  exhibitionId?: string;
  weight: number;
}

function seriesId(program: Program): string {
  return `eventSeries-${program.key}`;
}

/** One event series per recurring program. */
export function eventSeries(now: DateTime): EventSeries[] {
  return PROGRAMS.map((program, index) => ({
    ...systemFields('eventSeries', seriesId(program), now.minus({ months: 4 }).startOf('month')),
    title: program.title,
    slug: slug(program.key),
    path: '/calendar/event-series',
    intro: program.summary,
    summary: program.summary,
    image: cmsImage(`program-${program.key}`, program.title),
    category: program.category,
    audiences: program.audiences,
    location: program.location,
    weight: 50 - index,
  }));
}

function toEvent(input: EventInput): MuseumEvent {
  const first = input.occurrences[0];
  const last = input.occurrences[input.occurrences.length - 1];
  const everyCanceled = input.occurrences.every((occurrence) => occurrence.isCanceled);
  const everySoldOut = input.occurrences.every((occurrence) => occurrence.isSoldOut || occurrence.isCanceled);
  return {
    ...systemFields('event', input.id, first.start.minus({ weeks: 6 }).startOf('day')),
    title: input.title,
    slug: slug(input.id.replace(/^event-/, '')),
    path: '/calendar/event',
    intro: input.summary,
    summary: input.summary,
    image: input.image,
    startDate: isoDateTime(first.start),
    endDate: isoDateTime(last.end),
    room: input.room,
    location: input.location,
    locationType: input.locationType,
    category: input.category,
    audiences: input.audiences,
    status: { isCanceled: everyCanceled, isSoldOut: !everyCanceled && everySoldOut },
    ticketUrl: input.ticketUrl,
    ticketType: input.ticketType,
    ticketInstructions: input.ticketInstructions,
    weight: input.weight,
    eventDatetimes: keyed(
      'datetime',
      input.occurrences.map((occurrence) => ({ start: isoDateTime(occurrence.start), end: isoDateTime(occurrence.end), isSoldOut: occurrence.isSoldOut, isCanceled: occurrence.isCanceled })),
    ),
    relatedEventSeries: input.seriesId ? [reference(input.seriesId)] : [],
    relatedExhibitions: input.exhibitionId ? [reference(input.exhibitionId)] : [],
    speakers: [],
    sponsors: [],
  };
}

/** A status drawn per occurrence: a few are canceled, some sold out. */
function occurrence(random: SeededRandom, start: DateTime, minutes: number): Occurrence {
  const isCanceled = random.chance(0.05);
  return { start, end: start.plus({ minutes }), isCanceled, isSoldOut: !isCanceled && random.chance(0.08) };
}

function runsOn(program: Program, day: DateTime, closed: Set<string>): boolean {
  if (!program.weekdays.includes(day.weekday)) return false;
  if (program.closedMonths?.includes(day.month)) return false;
  if (program.locationType !== 'Online' && closed.has(isoDate(day))) return false;
  return Math.floor(day.diff(RHYTHM_EPOCH, 'weeks').weeks) % program.everyWeeks === 0;
}

/** How long a program runs on a day: until 11:59 p.m. on the month's last such weekday when it runs late then. */
function minutesOf(program: Program, day: DateTime): number {
  if (!program.lateOnLastOfMonth || day.plus({ weeks: 1 }).month === day.month) return program.minutes;
  const start = day.set(program.start);
  return start.set({ hour: 23, minute: 59 }).diff(start, 'minutes').minutes;
}

/** Occurrences of the recurring programs, one event each, with alias spellings on some. */
function programEvents(today: DateTime, closed: Set<string>, currentExhibitions: Exhibition[]): EventInput[] {
  const inputs: EventInput[] = [];
  for (let offset = 0; offset < EVENT_DAYS; offset += 1) {
    const day = today.plus({ days: offset });
    for (const program of PROGRAMS.filter((candidate) => runsOn(candidate, day, closed))) {
      const date = isoDate(day);
      const random = new SeededRandom(`${program.key}:${date}`);
      const useAlias = random.chance(0.3);
      const exhibition = program.category === 'Talks' && currentExhibitions.length ? currentExhibitions[offset % currentExhibitions.length] : undefined;
      inputs.push({
        id: `event-${program.key}-${date}`,
        title: exhibition ? `${program.title}: ${exhibition.title}` : program.title,
        summary: program.summary,
        image: cmsImage(`program-${program.key}`, program.title),
        room: program.room,
        location: program.location,
        locationType: program.locationType,
        category: useAlias && program.categoryAlias ? program.categoryAlias : program.category,
        audiences: program.audiences.map((audience) => (useAlias ? (program.audienceAliases?.[audience] ?? audience) : audience)),
        ticketType: program.ticketType,
        ticketUrl: program.ticketUrl,
        ticketInstructions: program.ticketInstructions,
        occurrences: [occurrence(random, day.set(program.start), minutesOf(program, day))],
        seriesId: seriesId(program),
        exhibitionId: exhibition?._id,
        // One weight per program: its occurrences rank alike, so ties fall to their dates.
        weight: 1 + (hashString(program.key) % 60),
      });
    }
  }
  return inputs;
}

/** The next open day (Tuesday–Sunday, not a closed holiday) on or after `day`. */
function openDay(day: DateTime, closed: Set<string>): DateTime {
  let candidate = day;
  while (candidate.weekday === 1 || closed.has(isoDate(candidate))) candidate = candidate.plus({ days: 1 });
  return candidate;
}

/** Talks about current exhibitions and member openings of upcoming ones. */
function exhibitionEvents(today: DateTime, closed: Set<string>, all: Exhibition[]): EventInput[] {
  const horizon = today.plus({ days: EVENT_DAYS - 1 });
  return all.flatMap((exhibition, index): EventInput[] => {
    const start = DateTime.fromISO(exhibition.startDate, { zone: MUSEUM_ZONE });
    const end = DateTime.fromISO(exhibition.endDate, { zone: MUSEUM_ZONE });
    if (end < today || start > horizon) return [];
    const online = exhibition.building === 'Online';
    const base = { image: exhibition.image, exhibitionId: exhibition._id, ticketUrl: null, ticketInstructions: null };
    const random = new SeededRandom(`exhibition-events:${exhibition._id}`);
    if (start > today) {
      const day = openDay(start.minus({ days: 1 }), closed);
      return [{ ...base, id: `event-opening-${exhibition.slug.current}`, title: `Member Opening: ${exhibition.title}`, summary: `Members celebrate the opening of ${exhibition.title} the evening before it opens to the public.`, room: exhibition.room, location: exhibition.building, locationType: online ? 'Online' : 'In Person', category: 'Social', audiences: ['Members'], ticketType: 'Members only', occurrences: [occurrence(random, day.set({ hour: 18 }), 150)], weight: 80 }];
    }
    const day = openDay(today.plus({ days: 2 + ((index * 11) % (EVENT_DAYS - 10)) }), closed);
    if (day > end) return [];
    return [{ ...base, id: `event-talk-${exhibition.slug.current}`, title: `Gallery Talk: ${exhibition.title}`, summary: `A curator introduces ${exhibition.title} in the galleries.`, room: exhibition.room, location: online ? 'Online' : exhibition.building, locationType: online ? 'Online' : 'In Person', category: 'Talks', audiences: ['Adults'], ticketType: 'Included with admission', occurrences: [occurrence(random, day.set({ hour: 14 }), 45)], weight: 70 }];
  });
}

/** Multi-session studio classes: one event with several datetimes. */
function courses(today: DateTime): EventInput[] {
  const course = (title: string, firstWeek: number, weekday: number, sessions: number, hour: number): EventInput => {
    let first = today.plus({ weeks: firstWeek });
    while (first.weekday !== weekday) first = first.plus({ days: 1 });
    const random = new SeededRandom(`course:${title}`);
    return {
      id: `event-${slugify(title)}-${isoDate(first)}`,
      title,
      summary: `A ${sessions}-week studio course with a teaching artist. All levels welcome; materials included.`,
      image: cmsImage(`course-${slugify(title)}`, title),
      room: 'Studio Classroom',
      location: 'Main Building',
      locationType: 'In Person',
      category: 'Hands-On Activities',
      audiences: ['Adults'],
      ticketType: 'Registration required',
      ticketUrl: `?keyword=${slugify(title).toUpperCase().replace(/-/g, '')}`,
      ticketInstructions: 'Register for the whole course.',
      occurrences: Array.from({ length: sessions }, (_, session) => occurrence(random, first.plus({ weeks: session }).set({ hour }), 150)),
      weight: 40,
    };
  };
  return [course('Studio Class: Figure Drawing', 1, 2, 4, 18), course('Studio Class: Watercolor Landscapes', 5, 4, 6, 10)];
}

/** Events for the coming EVENT_DAYS days, in start order. */
export function events(now: DateTime, exhibitions: Exhibition[]): MuseumEvent[] {
  const today = now.startOf('day');
  const closed = new Set([now.year, now.year + 1].flatMap((year) => closedHolidays(year).map((holiday) => holiday.date)));
  const current = exhibitions.filter((exhibition) => exhibition.startDate <= isoDate(today) && exhibition.endDate >= isoDate(today));
  return [...programEvents(today, closed, current), ...exhibitionEvents(today, closed, exhibitions), ...courses(today)]
    .map(toEvent)
    .sort((a, b) => DateTime.fromISO(a.startDate).toMillis() - DateTime.fromISO(b.startDate).toMillis() || a._id.localeCompare(b._id));
}
