import type { DateTime } from 'luxon';
import { cmsImage, isoDateTime, keyed, slugify, slug, systemFields } from '../base';
import type { Resource } from '../documents';
import { splitPath } from './routed';

type ResourceInput = Pick<Resource, 'title' | 'mediaType' | 'section' | 'intro' | 'body'> &
  Partial<Pick<Resource, 'byline' | 'author' | 'url' | 'targetUrl' | 'department' | 'subjects' | 'gradeLevels' | 'awards' | 'caption'>> & {
    parent: string;
    daysAgo: number;
    details?: { name: string; value: string }[];
    files?: { title: string; url: string }[];
  };

/** Publications, PDFs, web pages, videos, blog posts, press releases and emails. */
const RESOURCES: ResourceInput[] = [
  { parent: '/about/press', mediaType: 'Press', section: 'about', title: 'Museum Announces Plans for Its 150th Anniversary', intro: 'A year of exhibitions, free days and community celebrations.', body: 'The museum today announced a year-long celebration of its founding at the Centennial Exposition of 1876, with free community days, new installations and a festival on the Parkway.', daysAgo: 12 },
  { parent: '/about/press', mediaType: 'Press', section: 'about', title: 'Major Gift of American Paintings Received', intro: 'Forty paintings join the collection.', body: 'A gift of forty American paintings, from colonial portraits to Hudson River School landscapes, will go on view next spring.', daysAgo: 40 },
  { parent: '/about/press', mediaType: 'Press', section: 'about', title: 'New Director of Education Named', intro: 'A leader in community learning joins the museum.', body: 'The museum has named a new director of education, who will oversee school, family and adult programs.', daysAgo: 75 },
  { parent: '/research/publications', mediaType: 'Publication', section: 'research', title: 'Handbook of the Collections', intro: 'More than 500 highlights of the collection, newly photographed.', body: 'This handbook introduces the collection through more than 500 works, with essays by the curatorial staff.', byline: 'Edited by the curatorial staff', targetUrl: 'https://store.philamuseum.org/handbook', department: 'Publishing', details: [{ name: 'Pages', value: '416' }, { name: 'Format', value: 'Hardcover, 9 × 12 in.' }, { name: 'ISBN', value: '978-0-87633-000-0' }], awards: ['Award for Excellence in Museum Publishing, 2025'], daysAgo: 300 },
  { parent: '/research/publications', mediaType: 'PDF', section: 'research', title: 'Bulletin: Recent Acquisitions', intro: 'Notes on works acquired over the past year.', body: 'The bulletin documents works acquired over the past year, with provenance and bibliography.', url: '/files/bulletin-recent-acquisitions.pdf', department: 'Library & Archives', files: [{ title: 'Bulletin: Recent Acquisitions (PDF)', url: '/files/bulletin-recent-acquisitions.pdf' }, { title: 'List of acquisitions (PDF)', url: '/files/list-of-acquisitions.pdf' }], daysAgo: 120 },
  { parent: '/learn/resources', mediaType: 'PDF', section: 'research', title: 'Family Activity Guide', intro: 'Look, talk and draw your way through the galleries.', body: 'A printable guide with looking games and drawing prompts for families.', url: '/files/family-activity-guide.pdf', department: 'Education', subjects: ['Visual Arts'], gradeLevels: ['Pre-K', 'K–2'], daysAgo: 60 },
  { parent: '/learn/resources', mediaType: 'Video', section: 'research', title: 'Conserving a Masterpiece', intro: 'Follow a painting through the conservation studio.', body: 'Conservators explain how they clean, stabilise and study a painting before it returns to the galleries.', url: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ', caption: 'Conservators at work on a painting', department: 'Conservation', subjects: ['Science', 'Visual Arts'], gradeLevels: ['6–8', '9–12'], daysAgo: 90 },
  { parent: '/learn/resources', mediaType: 'Video', section: 'research', title: 'How a Bronze Is Cast', intro: 'The lost-wax process, step by step.', body: 'A foundry demonstration of the lost-wax process used for Rodin’s bronzes.', url: 'https://vimeo.com/76979871', department: 'Conservation', subjects: ['Science'], gradeLevels: ['9–12'], daysAgo: 150 },
  { parent: '/learn/resources', mediaType: 'Web Page', section: 'research', title: 'Teaching with the Collection', intro: 'Lesson plans for every grade level.', body: 'Lesson plans and image sets organised by subject and grade level.', targetUrl: 'https://learn.philamuseum.org', department: 'Education', subjects: ['Visual Arts', 'Social Studies', 'English Language Arts'], gradeLevels: ['K–2', '3–5', '6–8', '9–12'], daysAgo: 200 },
  { parent: '/stories', mediaType: 'Blog', section: 'about', title: 'Behind the Scenes: Installing a Period Room', intro: 'How a room travels from a house to the galleries.', body: 'Our installation team shares what it takes to move, rebuild and light a period room.', author: 'Collections Staff', daysAgo: 8 },
  { parent: '/stories', mediaType: 'Blog', section: 'about', title: 'Five Works to See on Your First Visit', intro: 'A curator’s short list.', body: 'From the Great Stair Hall to the Rodin Museum, five works no first visit should miss.', author: 'Curatorial Staff', daysAgo: 25 },
  { parent: '/join/newsletter', mediaType: 'Email', section: 'membership', title: 'Member News: This Month at the Museum', intro: 'Previews, member hours and a new exhibition.', body: 'This month members are invited to previews, extended member hours and a holiday shopping discount.', daysAgo: 5 },
];

export function resources(now: DateTime): Resource[] {
  const day = now.startOf('day');
  return RESOURCES.map(({ parent, daysAgo, details, files, ...input }) => {
    const current = slugify(input.title);
    const { path } = splitPath(`${parent}/${current}`);
    const published = day.minus({ days: daysAgo }).set({ hour: 9 });
    return {
      ...systemFields('resource', `resource-${current}`, published),
      ...input,
      slug: slug(current),
      path,
      publishedAt: isoDateTime(published),
      ...(details ? { details: keyed('detail', details) } : {}),
      ...(files ? { files: keyed('file', files) } : {}),
      cmsImage: cmsImage(`resource-${current}`, input.title),
    };
  });
}
