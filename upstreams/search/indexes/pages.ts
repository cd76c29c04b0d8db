import { load } from 'cheerio';
import type { CollectionObjectGroup, Page, Resource, WebPackage } from '../../content/documents';
import { plainText as richPlainText, type RichText } from '../../content/rich-text';
import { snippet, words, type FieldValue, type IndexedDocument } from '../documents';
import { ALL_WEIGHT_BASE } from './dated-content';
import { imageFields } from './images';

export type ContentPage = Page | Resource | WebPackage | CollectionObjectGroup;

/** Result category per page type (resources add their media type as subcategory). */
const CATEGORY: Record<ContentPage['_type'], string> = { page: 'Page', resource: 'Resource', webPackage: 'Collection', collectionObjectGroup: 'Collection' };
/** Landing pages first, then collection pages, then individual resources. */
const WEIGHT: Record<ContentPage['_type'], number> = { page: 3, webPackage: 2, collectionObjectGroup: 2, resource: 1 };

/** A page's public URL from its parent path and slug (the homepage is slug "home" at "/"). */
export function pageUrl(page: { path: string; slug: { current: string } }): string {
  if (page.slug.current === 'home' && page.path === '/') return '/';
  return `${page.path.replace(/\/+$/, '')}/${page.slug.current}`;
}

/** Plain text of Portable Text, or of a string that may carry HTML markup. */
function plainText(text: RichText | string | undefined): string {
  if (!text) return '';
  if (typeof text !== 'string') return richPlainText(text);
  return text.includes('<') ? load(text).root().text() : text;
}

function bodyText(page: ContentPage): string {
  switch (page._type) {
    case 'page':
      return words(page.sections.flatMap((section) => [section.title, section.summary, plainText(section.body)]));
    case 'resource':
      return plainText(page.body);
    default:
      return '';
  }
}

function extraFields(page: ContentPage): Record<string, FieldValue> {
  switch (page._type) {
    case 'resource':
      return {
        subcategory: page.mediaType,
        mediaType: page.mediaType,
        author: page.author ?? null,
        targetUrl: page.targetUrl ?? page.url ?? null,
        department: page.department ?? null,
        subject: page.subjects ?? [],
        gradeLevel: page.gradeLevels ?? [],
      };
    case 'webPackage':
      return { metadata: { webPackage: { packageId: page.packageId } } };
    default:
      return {};
  }
}

/** A content page in the index of its search section (visiting, membership, research, about). */
export function pageDocument(page: ContentPage): IndexedDocument {
  const weight = WEIGHT[page._type];
  return {
    document: {
      id: `${page.section}-${page._id}`,
      type: page.section,
      contentId: page._id,
      contentType: page._type,
      title: page.title,
      summary: snippet(page.intro),
      url: pageUrl(page),
      ...imageFields('cmsImage' in page ? page.cmsImage : undefined),
      category: CATEGORY[page._type],
      ...extraFields(page),
      weight,
      allWeight: ALL_WEIGHT_BASE.pages + weight,
    },
    text: {
      title: page.title,
      people: page._type === 'resource' ? words(page.author, page.byline) : '',
      keywords: words(page.section, page._type === 'resource' ? page.mediaType : null, page._type === 'webPackage' ? page.packageId : null),
      body: words(page.intro, bodyText(page)),
    },
  };
}
