import type { DateTime } from 'luxon';
import { cmsImage, keyed, slug, systemFields } from '../base';
import type { Page, PageSection } from '../documents';
import { paragraph } from '../rich-text';
import { RICH_PAGES } from './rich-pages';
import { splitPath } from './routed';
import { callout, hoursBlock, locationSection, text as richTextSection, type SectionInput } from './section-builders';

interface PageInput {
  fullPath: string;
  title: string;
  section: PageSection;
  intro: string;
  sections?: SectionInput[];
}

const text = (title: string, body: string): SectionInput => richTextSection(title, [paragraph(body)]);

/** The site's authored pages; their URLs are the targets of the menus. */
const PAGES: PageInput[] = [
  // The homepage's sections are in rich-pages.ts.
  { fullPath: '/', title: 'Philadelphia Museum of Art', section: 'about', intro: 'Art for everyone, every day: explore exhibitions, events and more than 240,000 works of art.' },
  { fullPath: '/visit', title: 'Plan Your Visit', section: 'visiting', intro: 'Hours, tickets, directions and everything you need to know before you arrive.', sections: [callout('Hours & Locations', 'Four buildings, one ticket.', '/visit/locations-hours#main-building', 'See hours'), callout('Museum Map', 'Find your way through more than 200 galleries.', '/visit/museum-map', 'View the map')] },
  { fullPath: '/visit/locations-hours', title: 'Locations & Hours', section: 'visiting', intro: 'Our main building is closed Mondays, except on select holidays. We are open late on Wednesdays and Fridays.', sections: [locationSection('Our main building', 'main-building', { summary: 'Parking is available in the garage off Kelly Drive.' }), hoursBlock('Main Building', 'main-building'), hoursBlock('Perelman Building', 'perelman-building'), hoursBlock('Rodin Museum', 'rodin-museum'), hoursBlock('Fairmount Park Houses', 'fairmount-park-houses')] },
  { fullPath: '/visit/museum-map', title: 'Museum Map', section: 'visiting', intro: 'Download a map of the Main Building, or pick one up at any entrance.', sections: [text('Entrances', 'Enter on the west side from Kelly Drive or on the north side from Pennsylvania Avenue. The east entrance is at the top of the famous steps.')] },
  { fullPath: '/visit/tickets', title: 'Tickets', section: 'visiting', intro: 'General admission includes the Main Building, the Perelman Building and the Rodin Museum on the day of your visit.', sections: [text('Admission', 'Adults $30, seniors (65+) $28, students $14, youth 18 and under free. Members are always free.')] },
  { fullPath: '/visit/accessibility', title: 'Accessibility', section: 'visiting', intro: 'Wheelchairs, assistive listening devices and sensory-friendly programs are available free of charge.' },
  { fullPath: '/visit/dining-shopping', title: 'Dining & Shopping', section: 'visiting', intro: 'Take a break at the café or the restaurant, and bring home a gift from the museum store.' },
  { fullPath: '/visit/group-visits', title: 'Group Visits', section: 'visiting', intro: 'Groups of ten or more save on admission and can book a guided tour in advance.' },
  { fullPath: '/join', title: 'Join & Give', section: 'membership', intro: 'Your support keeps the museum open to everyone.', sections: [callout('Membership', 'Free admission and member events all year.', '/join/membership', 'Become a member')] },
  { fullPath: '/join/membership', title: 'Membership', section: 'membership', intro: 'Members enjoy free admission all year, exhibition previews and discounts at the museum store.', sections: [text('Levels', 'Individual $75, Dual $110, Household $150, Contributor $300 and Patron circles from $1,000.')] },
  {
    fullPath: '/join/give',
    title: 'Ways to Give',
    section: 'membership',
    intro: 'Give to the annual fund, plan a gift, or honour someone with a tribute gift.',
    sections: [richTextSection('Plan a gift', [paragraph('A gift annuity, a bequest or a gift of retirement assets can support the museum for generations.'), { _type: 'shortcode', code: 'PlannedGivingCalculator' }])],
  },
  { fullPath: '/join/volunteer', title: 'Volunteer', section: 'membership', intro: 'Guides, greeters and garden volunteers help more than 700,000 visitors a year.' },
  { fullPath: '/join/newsletter', title: 'Newsletter', section: 'membership', intro: 'Sign up to hear about exhibitions, events and member news first.', sections: [richTextSection('Sign up', [{ _type: 'shortcode', code: 'Signup' }])] },
  { fullPath: '/collection', title: 'Art & Collection', section: 'research', intro: 'Explore more than 240,000 works of art, by theme, department and collector.' },
  { fullPath: '/learn', title: 'Learn', section: 'research', intro: 'Classes, workshops and resources for learners of every age.', sections: [callout('For educators', 'Professional development and classroom resources.', '/learn/educators', 'Explore programs')] },
  { fullPath: '/learn/families', title: 'Families', section: 'research', intro: 'Drop-in art making, family tours and activity guides for kids of all ages.' },
  { fullPath: '/learn/educators', title: 'Educators', section: 'research', intro: 'School tours, teacher workshops and lesson plans tied to the collection.' },
  { fullPath: '/learn/classes-for-adults', title: 'Classes for Adults', section: 'research', intro: 'Studio classes and art history courses taught by artists and scholars.' },
  { fullPath: '/learn/resources', title: 'Learning Resources', section: 'research', intro: 'Videos, guides and lesson plans to use in the classroom or at home.' },
  { fullPath: '/research', title: 'Research', section: 'research', intro: 'Our library, archives and conservation labs are open to scholars from around the world.' },
  { fullPath: '/research/library-archives', title: 'Library & Archives', section: 'research', intro: 'More than 200,000 volumes and the museum’s archives, open by appointment in the Perelman Building.' },
  { fullPath: '/research/publications', title: 'Publications', section: 'research', intro: 'Exhibition catalogues, collection handbooks and the museum’s scholarly bulletin.' },
  { fullPath: '/research/provenance', title: 'Provenance Research', section: 'research', intro: 'We research the ownership history of works in the collection, with a focus on the Nazi era.' },
  { fullPath: '/about', title: 'About Us', section: 'about', intro: 'Founded in 1876, the museum is home to one of the great collections of the world.' },
  { fullPath: '/about/mission-history', title: 'Mission & History', section: 'about', intro: 'From the Centennial Exposition of 1876 to today.' },
  { fullPath: '/about/press', title: 'Press Room', section: 'about', intro: 'News releases, images and contacts for members of the media.' },
  { fullPath: '/about/careers', title: 'Careers', section: 'about', intro: 'Join a team of more than 500 people who bring art and people together.' },
  { fullPath: '/about/contact', title: 'Contact Us', section: 'about', intro: 'Call 215-763-8100 or write to visitorservices@philamuseum.org.' },
  { fullPath: '/about/privacy-policy', title: 'Privacy Policy', section: 'about', intro: 'How we collect, use and protect your personal information.' },
  { fullPath: '/about/terms-of-use', title: 'Terms of Use', section: 'about', intro: 'The terms that apply to your use of this website.' },
  { fullPath: '/stories', title: 'Stories', section: 'about', intro: 'Behind-the-scenes stories from our curators, conservators and educators.' },
  { fullPath: '/calendar', title: 'Calendar', section: 'visiting', intro: 'Exhibitions, tours, talks, performances and more, every day the museum is open.' },
];

/** Unpublished edits, visible only with the preview token: a new page and a changed existing one. */
const DRAFTS: (PageInput & { id: string })[] = [
  { id: 'drafts.page-about-anniversary', fullPath: '/about/anniversary', title: '150 Years of the Museum', section: 'about', intro: 'Draft: plans for the 150th anniversary celebrations.' },
  { id: 'drafts.page-visit', fullPath: '/visit', title: 'Plan Your Visit (draft)', section: 'visiting', intro: 'Draft: a new introduction to planning your visit.' },
];

function toPage(input: PageInput, id: string, at: DateTime): Page {
  const { slug: current, path } = splitPath(input.fullPath);
  // Published pages take the editors' richer sections where there are some; drafts keep their own.
  const rich = id.startsWith('drafts.') ? undefined : RICH_PAGES[input.fullPath];
  return {
    ...systemFields('page', id, at),
    title: input.title,
    slug: slug(current),
    path,
    intro: input.intro,
    section: input.section,
    cmsImage: cmsImage(`page-${current}`, input.title),
    sections: keyed(`section-${current}`, rich?.sections ?? input.sections ?? []),
    ...(rich?.carousel ? { carousel: rich.carousel } : {}),
    ...(rich?.showJumpLinks ? { showJumpLinks: true } : {}),
  };
}

/** Page id from its full path: `page-visit-locations-hours`, `page-home`. */
export function pageId(fullPath: string): string {
  return fullPath === '/' ? 'page-home' : `page${fullPath.replace(/\//g, '-')}`;
}

export function pages(now: DateTime): Page[] {
  const at = now.minus({ months: 2 }).startOf('day');
  return [...PAGES.map((input) => toPage(input, pageId(input.fullPath), at)), ...DRAFTS.map((input) => toPage(input, input.id, now.startOf('day')))];
}
