/**
 * The editors' richer pages: the homepage, the museum's history (every section type and every rich
 * text block, as a long page the benchmark reads) and the collection's landing page. Plain pages stay
 * in pages.ts.
 */
import { cmsImage } from '../base';
import { bold, bullets, heading, italic, link, nestedBullet, numbered, paragraph, quote } from '../rich-text';
import type { Page } from '../documents';
import { THREADS_EXHIBITION_ID, THREADS_SERIES_ID } from './threads-of-light';
import {
  accordionItem,
  callout,
  calloutGrid,
  calloutOf,
  embedded,
  gallery,
  galleryImage,
  grid,
  hoursBlock,
  locationSection,
  related,
  separator,
  tabs,
  text,
  type SectionInput,
} from './section-builders';

export interface RichPage {
  sections: SectionInput[];
  showJumpLinks?: boolean;
  carousel?: Page['carousel'];
}

const STORIES = ['resource-behind-the-scenes-installing-a-period-room', 'resource-five-works-to-see-on-your-first-visit'];
const PRESS = ['resource-museum-announces-plans-for-its-150th-anniversary', 'resource-major-gift-of-american-paintings-received', 'resource-new-director-of-education-named'];
const LEARNING = ['resource-conserving-a-masterpiece', 'resource-how-a-bronze-is-cast', 'resource-teaching-with-the-collection', 'resource-family-activity-guide'];
const PUBLICATIONS = ['resource-handbook-of-the-collections', 'resource-bulletin-recent-acquisitions'];
const PACKAGES = ['webPackage-american-art', 'webPackage-european-art', 'webPackage-portraits-of-the-presidents', 'webPackage-collectors-and-their-gifts'];
const GROUPS = ['collectionObjectGroup-american-painting-highlights', 'collectionObjectGroup-ceramics-and-porcelain'];

const HOME: RichPage = {
  carousel: { placement: 'hp' },
  sections: [
    calloutGrid('Plan your visit', [
      calloutOf('Now on view', 'See what is in the galleries today.', '/calendar/today/exhibitions#listing', 'Current exhibitions', 'small'),
      calloutOf('Happening today', 'Talks, tours, performances and hands-on activities.', '/calendar/today/talks+tours+performances+hands-on-activities+social/#listing', 'Today’s events', 'small'),
      calloutOf('Hours & Locations', 'Four buildings, open six days a week.', '/visit/locations-hours#main-building', 'See hours', 'small'),
      calloutOf('Tickets', 'Members and youth 18 and under are always free.', '/visit/tickets', 'Buy tickets', 'small'),
      calloutOf('Membership', 'Free admission all year and member previews.', '/join/membership', 'Join today', 'small'),
    ]),
    tabs('Exhibitions, programs and stories', [
      { title: 'On View', ids: [THREADS_EXHIBITION_ID] },
      { title: 'Programs', ids: [THREADS_SERIES_ID, 'eventSeries-art-after-5', 'eventSeries-family-studio', 'eventSeries-highlights-tour'] },
      { title: 'Stories', ids: [...STORIES, ...PRESS.slice(0, 1)] },
    ]),
    grid('From the collection', 'tiles', [...PACKAGES, ...GROUPS], { subtitle: 'Themes, departments and curated groups' }),
    callout('Become a member', 'Free admission all year, member previews and discounts at the museum store.', '/join/membership', 'Join today'),
  ],
};

const HISTORY: RichPage = {
  showJumpLinks: true,
  sections: [
    text(
      'Our story',
      [
        paragraph('The museum was chartered in 1876, the year of the ', bold('Centennial Exposition'), ', and opened its landmark building on Fairmount in ', italic('1928'), '.'),
        { _type: 'cmsImageEmbedded', image: cmsImage('history-charter', 'The museum’s charter of 1876'), caption: 'The charter of 1876', alignment: 'right' },
        paragraph('Today the collection holds more than 240,000 works. Plan a visit on our ', link('Locations & Hours', { ref: 'page-visit-locations-hours', anchor: 'main-building' }), ' page, or read the founding documents at the ', link('Centennial archive', { href: 'https://www.loc.gov/collections/' }), '.'),
        quote('“A place of inspiration for all.” — the museum’s founding charter'),
        heading(3, 'What we do'),
        bullets('Collect and care for works of art', 'Present exhibitions and programs', ['Teach visitors of every age, with ', link('programs for families', { ref: 'page-learn-families' })]),
        nestedBullet(2, 'School tours and teacher workshops'),
        heading(4, 'How the building grew'),
        numbered('The Main Building (1928)', 'The Rodin Museum (1929)', 'The Perelman Building (2007)'),
        { _type: 'collectionAsset', objectId: 6268, caption: 'One of the earliest gifts to a collection in our sample data.' },
        { _type: 'separator' },
        { _type: 'cmsImage', image: cmsImage('history-east-terrace', 'The east terrace and the steps at dusk'), caption: 'The east terrace at dusk' },
      ],
      { jumpLink: true, subtitle: 'From the Centennial to today' },
    ),
    text(
      'Visiting the building',
      [
        { _type: 'icon', icon: 'wheelchair', text: 'Every entrance is wheelchair accessible.' },
        { _type: 'icon', icon: 'audio', text: 'Free audio guides at the West Entrance.' },
        { _type: 'map', lat: 39.96557, lng: -75.18099, address: '2600 Benjamin Franklin Parkway, Philadelphia, PA 19130', place: 'Philadelphia Museum of Art', url: 'https://www.google.com/maps/search/?api=1&query=2600%20Benjamin%20Franklin%20Parkway', isMapStatic: true },
        { _type: 'ticketType', title: 'General admission', price: '$30', description: 'Includes the Main Building, the Perelman Building and the Rodin Museum.', url: '?keyword=GA' },
        { _type: 'ticketType', title: 'Youth 18 and under', price: 'Free', description: 'Reserve a free ticket for your visit.', url: '?promocode=YOUTH' },
        { _type: 'button', title: 'Buy tickets', url: '?', style: 'primary' },
        { _type: 'button', title: 'Plan your visit', url: '/visit', style: 'secondary' },
        { _type: 'videoAsset', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', mediaType: 'Video', caption: 'A walk up the museum steps', showCaption: true },
      ],
      {
        jumpLink: true,
        style: 'half-image-right',
        cmsImage: cmsImage('history-west-entrance', 'The West Entrance'),
        cmsImageCaption: 'The West Entrance on Kelly Drive',
        videos: [{ _key: 'video-bronze', url: 'https://vimeo.com/76979871', mediaType: 'Video', caption: 'How a bronze is cast', showCaption: true }],
      },
    ),
    gallery('The building', 'grid', [
      galleryImage('history-stair-hall', 'The Great Stair Hall', 'The Great Stair Hall'),
      galleryImage('history-east-entrance', 'The east entrance and its columns', 'The east entrance'),
      galleryImage('history-pediment', 'The colored pediment above the north entrance', 'The north pediment'),
      galleryImage('history-courtyard', 'A courtyard of the Main Building', 'A courtyard'),
    ], { jumpLink: { title: 'Galleries', slug: 'galleries' } }),
    gallery('From the archives', 'masonry', [
      galleryImage('archive-1928', 'The Main Building under construction', 'Under construction, 1926'),
      galleryImage('archive-opening', 'Crowds at the opening in 1928', 'Opening day, 1928'),
      galleryImage('archive-rodin', 'The Rodin Museum garden in 1930', 'The Rodin garden, 1930'),
    ]),
    gallery('Architectural details', 'tiles', [
      galleryImage('detail-griffin', 'A bronze griffin on the roof'),
      galleryImage('detail-lantern', 'A lantern by the east steps'),
      galleryImage('detail-door', 'The bronze doors of the north entrance'),
    ], { showCaptions: false }),
    gallery('The Great Stair Hall', 'single', [galleryImage('history-stair-hall-wide', 'The Great Stair Hall from the balcony', 'Diana by Augustus Saint-Gaudens crowns the stair')]),
    gallery('Then and now', 'double', [galleryImage('then-1930', 'The east facade in 1930', '1930'), galleryImage('now-facade', 'The east facade today', 'Today')]),
    accordionItem('1876–1928: From the Centennial to Fairmount', [paragraph('Founded after the Centennial Exposition, the museum spent its first decades in Memorial Hall.')]),
    accordionItem('1928–1976: A home on the hill', [paragraph('The Main Building opened in 1928; its galleries filled over the following decades.')]),
    accordionItem('1976–today: A museum for everyone', [paragraph('New galleries, the Perelman Building and free days brought the collection to more visitors.')]),
    tabs('Explore more', [
      { title: 'Stories', ids: STORIES },
      { title: 'Press', ids: PRESS },
      { title: 'Collections', ids: PACKAGES },
    ], { jumpLink: { title: 'Explore more', slug: 'explore-more' } }),
    grid('Learning resources', 'grid-lg', [...LEARNING, ...PUBLICATIONS, ...STORIES, ...GROUPS], { jumpLink: { title: 'Learning resources', slug: 'learning-resources' } }),
    related('Exhibitions and programs', [THREADS_EXHIBITION_ID, THREADS_SERIES_ID]),
    embedded('A timeline at a glance', '<table><caption>Milestones</caption><thead><tr><th scope="col">Year</th><th scope="col">Event</th></tr></thead><tbody><tr><td>1876</td><td>Chartered during the <a href="/about/mission-history#our-story">Centennial</a></td></tr><tr><td>1928</td><td>The Main Building opens</td></tr></tbody></table>'),
    locationSection('Where we are', 'main-building', { summary: 'At the top of the Benjamin Franklin Parkway.' }),
    hoursBlock('Main Building hours', 'main-building'),
    calloutGrid('Plan a visit', [
      calloutOf('Tickets', 'Members and youth 18 and under are always free.', '/visit/tickets', 'Buy tickets', 'small'),
      calloutOf('Accessibility', 'Wheelchairs, assistive listening and sensory-friendly programs.', '/visit/accessibility', 'Plan an accessible visit', 'small'),
      calloutOf('Group visits', 'Groups of ten or more save on admission.', '/visit/group-visits', 'Book a group visit', 'small'),
    ]),
    text(
      'Our supporters',
      [
        {
          _type: 'row',
          columns: [
            { body: [{ _type: 'logoImage', image: cmsImage('logo-pew', 'The Pew Center for Arts & Heritage'), url: 'https://www.pewcenterarts.org' }] },
            { body: [{ _type: 'logoImage', image: cmsImage('logo-nea', 'National Endowment for the Arts'), url: 'https://www.arts.gov' }] },
          ],
        },
        {
          _type: 'collapsibleText',
          title: 'Leadership gifts',
          body: [
            { _type: 'simpleTable', title: 'Gifts of $1 million and more', rows: [{ name: 'The Annenberg Foundation', value: 'Education', summary: 'School programs' }, { name: 'Henry Luce Foundation', value: 'American art', summary: 'Research and exhibitions' }] },
            paragraph('Thank you to everyone who makes the museum possible.'),
          ],
        },
        { _type: 'shortcode', code: 'PlannedGivingCalculator' },
      ],
      { jumpLink: true, isHighlighted: true },
    ),
    separator(),
    text('Stay in touch', [paragraph('Dine with us before your visit, or hear about exhibitions first.'), { _type: 'shortcode', code: 'OpenTable' }, { _type: 'shortcode', code: 'Signup' }], { style: 'card' }),
    callout('Support the museum', 'Give to the annual fund, plan a gift, or honour someone with a tribute gift.', '/join/give', 'Ways to give', 'card-favorite'),
  ],
};

const COLLECTION: RichPage = {
  sections: [grid('Collection pages', 'grid', [...PACKAGES, ...GROUPS], { showMediaType: false }), callout('Search the collection', 'Search more than 240,000 works by artist, place, date and more.', '/search/collections', 'Start searching', 'third-image-left')],
};

/** Sections of the richer pages by full path. */
export const RICH_PAGES: Readonly<Record<string, RichPage>> = {
  '/': HOME,
  '/about/mission-history': HISTORY,
  '/collection': COLLECTION,
};
