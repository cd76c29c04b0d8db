import type { DateTime } from 'luxon';
import { loadOpenExhibitions } from '../../data/open-data';
import type { OpenExhibition } from '../../data/open-data';
import { leadSentences } from '../../data/clean/text';
import { SeededRandom } from '../../random';
import { cmsImage, isoDate, keyed, slug, slugify, systemFields } from '../base';
import type { Exhibition, ExhibitionCategory } from '../documents';
import { collectionAssets, objectImage, objectsByOpenIds, pickObjects } from './objects';

/** End date of open-ended exhibitions (spec §9). */
export const OPEN_ENDED_END_DATE = '2030-12-31';

/** Where an exhibition sits relative to the clock; each slot becomes one exhibition. */
interface Slot {
  start: DateTime;
  end: DateTime | null; // null = open-ended
  duration: Exhibition['duration'];
  category: ExhibitionCategory;
  building: string;
  dateOverride?: string;
}

const CURATORS = ['Jennifer Thompson', 'Mark Castro', 'Alisa Chiles', 'Kathleen Foster', 'Peter Barberie', 'Elisabeth Agro', 'Hyunsoo Woo', 'Amanda Sroka'];
const SPONSORS = ['The Pew Center for Arts & Heritage', 'National Endowment for the Arts', 'The Annenberg Foundation', 'Henry Luce Foundation', 'The Women’s Committee'];
const ROOMS = ['Dorrance Galleries', 'Gallery 119', 'Korman Galleries', 'Berman and Stieglitz Galleries', 'Collab Gallery', 'Gallery 176'];

/** The open exhibitions usable as sample content: hosted by their institution, titled and described. */
function candidates(): OpenExhibition[] {
  return loadOpenExhibitions()
    .filter((record) => record.description && record.hostedByInstitution !== false && !record.title.startsWith('['))
    .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** Current, upcoming, closing-soon, ongoing and past slots around `today`. */
function slots(today: DateTime): Slot[] {
  const temporary = (start: DateTime, end: DateTime, building = 'Main Building', category: ExhibitionCategory = 'Exhibition'): Slot => ({ start, end, duration: 'temporary', category, building });
  const days = (count: number) => today.plus({ days: count });
  const result: Slot[] = [
    { start: today.minus({ years: 4 }), end: null, duration: 'ongoing', category: 'In the galleries', building: 'Main Building' },
    { start: today.minus({ years: 3, months: 2 }), end: null, duration: 'ongoing', category: 'In the galleries', building: 'Rodin Museum' },
    // A temporary exhibition with the open-ended end date still reads "Ongoing" (spec §4).
    { start: today.minus({ years: 2 }), end: null, duration: 'temporary', category: 'In the galleries', building: 'Main Building' },
    temporary(days(-120), days(45)),
    temporary(days(-90), days(120), 'Perelman Building'),
    temporary(days(-60), days(80)),
    temporary(days(-45), days(200)),
    temporary(days(-30), days(30), 'Main Building', 'In the galleries'),
    temporary(days(-10), days(150)),
    temporary(days(-100), days(6)), // closing soon (within 3 weeks)
    temporary(days(-80), days(16), 'Perelman Building'),
    temporary(days(-20), days(90), 'Online', 'Online Exhibition'),
    temporary(days(14), days(140)), // coming soon (within 3 months)
    temporary(days(40), days(180), 'Perelman Building'),
    temporary(days(75), days(230)),
    temporary(days(100), days(250)), // upcoming (beyond 3 months)
    temporary(days(130), days(300), 'Rodin Museum'),
    { ...temporary(days(200), days(380)), dateOverride: `Opens ${days(200).toFormat('LLLL yyyy')}` },
  ];
  for (let index = 0; index < 6; index += 1) result.push(temporary(days(-140 - 25 * index), days(-10 - 25 * index))); // recently closed
  for (let back = 1; back <= 4; back += 1) {
    for (let index = 0; index < 5; index += 1) {
      const end = today.set({ month: 2 + 2 * index, day: 15 }).minus({ years: back });
      result.push(temporary(end.minus({ months: 3 + (index % 3) }), end, index === 3 ? 'Perelman Building' : 'Main Building'));
    }
  }
  return result;
}

/** Exhibitions dated around the clock, titled and described from the CC0 open exhibitions. */
export function exhibitions(now: DateTime): Exhibition[] {
  const today = now.startOf('day');
  const random = new SeededRandom('exhibitions');
  const records = candidates();
  const used = new Set<string>();
  let cursor = 0;
  return slots(today).map((slot, index) => {
    // Step through the records (7 is coprime with their count); skip repeated titles.
    let record = records[cursor % records.length];
    while (used.has(slugify(record.title))) record = records[(cursor += 7) % records.length];
    cursor += 7;
    const current = slugify(record.title);
    used.add(current);
    const linked = objectsByOpenIds(record.objectIds);
    const objects = linked.length ? linked.slice(0, 12) : pickObjects(random, random.int(4, 9));
    const withImage = objects.find((object) => object.hasImage);
    const artists = [...new Set(objects.flatMap((object) => object.constituents?.filter((person) => person.role !== 'Sitter').map((person) => person.name) ?? []))];
    const ticketed = slot.category === 'Exhibition' && index % 3 === 0;
    return {
      ...systemFields('exhibition', `exhibition-${current}`, slot.start.minus({ months: 6 })),
      title: record.title,
      slug: slug(current),
      path: '/calendar/exhibition',
      intro: leadSentences(record.description ?? ''),
      summary: leadSentences(record.description ?? ''),
      body: record.description ?? '',
      image: withImage ? objectImage(withImage) : cmsImage(`exhibition-${current}`, record.title),
      startDate: isoDate(slot.start),
      endDate: slot.end ? isoDate(slot.end) : OPEN_ENDED_END_DATE,
      duration: slot.duration,
      dateOverride: slot.dateOverride ?? null,
      room: slot.building === 'Online' ? null : ROOMS[index % ROOMS.length],
      building: slot.building,
      category: slot.category,
      audiences: index % 4 === 1 ? ['Adults', 'Kids & Families'] : ['Adults'],
      weight: index < 12 ? 100 - index * 5 : random.int(1, 40),
      ticketUrl: ticketed ? `?keyword=EXH${String(index).padStart(3, '0')}` : null,
      ticketType: ticketed ? 'Timed ticket' : 'Included with admission',
      artists: keyed('artist', artists.slice(0, 4).map((title) => ({ title }))),
      curators: keyed('curator', [{ title: CURATORS[index % CURATORS.length], body: 'Curator' }]),
      organizers: keyed('organizer', [{ title: `Organized by the Philadelphia Museum of Art with ${record.institution}` }]),
      sponsors: keyed('sponsor', [{ title: SPONSORS[index % SPONSORS.length] }]),
      collectionAssets: collectionAssets('asset', objects),
      sourceCredit: { institution: record.institution, sourceId: record.id, licence: 'CC0-1.0' },
    };
  });
}
