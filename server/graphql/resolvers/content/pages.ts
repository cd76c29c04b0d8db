/**
 * Routed documents as their page types: generic pages (with the homepage's carousel), resources, web
 * packages and collection object groups. Detail pages are in details.ts.
 */
import * as v from 'valibot';
import { isSlideShowing } from '../../../domain/content/carousel';
import { longDate, museumDateTime } from '../../../domain/calendar/museum-dates';
import { imageServiceUrl } from '../../../domain/image-urls';
import { excerpt } from '../../../domain/excerpt';
import { resourceButtonLabel } from '../../../domain/search/text';
import type { RoutedDoc } from '../../../upstreams/page-shapes';
import { SlideSchema } from '../../../upstreams/page-shapes';
import type { CarouselSlide, PageType, ResourceFile, TableRow } from '../../generated/resolvers-types';
import { relatedItemsOf } from './cards';
import { imageOf, shareImageOf } from './images';
import { contentLinkOf, targetOf } from './links';
import type { CollectionObjectGroupPageModel, ContentPageModel, WebPackagePageModel } from './models';
import { richTextOf, videoOf } from './rich-text';
import { readEach, type ContentScope } from './scope';
import { jumpLinksOf, sectionsOf } from './sections';

/** A routed document with where it was found and whether it is a draft. */
export interface Found {
  doc: RoutedDoc;
  path: string;
  isDraft: boolean;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** The fields every routed page has. */
export function routedFields(scope: ContentScope, { doc, path, isDraft }: Found, type: PageType, image: unknown) {
  return {
    id: doc._id,
    path,
    type,
    title: text(doc.title),
    intro: text(doc.intro),
    description: excerpt(doc.intro ?? doc.summary ?? null),
    shareImage: shareImageOf(scope, image),
    // Drafts are never for search engines.
    noIndex: doc.noIndex === true || isDraft,
    isDraft,
  };
}

function slidesOf(scope: ContentScope, raw: unknown): CarouselSlide[] {
  return readEach(scope, 'carousel slide', SlideSchema, list(raw))
    .filter((slide) => isSlideShowing(slide, scope.now))
    .map((slide) => ({
      id: slide._id,
      title: slide.title,
      subtitle: slide.subtitle ?? null,
      // Spec §9: excerpts are 200 characters; a slide shows its summary whole only when it fits.
      summary: excerpt(slide.summary ?? null),
      image: imageOf(scope, slide.cmsImage, { crop: 'CAROUSEL_DESKTOP' }),
      mobileImage: imageOf(scope, slide.cmsImage, { crop: 'CAROUSEL_MOBILE' }),
      link: contentLinkOf(scope, slide.link),
    }));
}

function page(scope: ContentScope, found: Found): ContentPageModel {
  const { doc } = found;
  const sections = sectionsOf(scope, doc.sections);
  return {
    __typename: 'Page',
    ...routedFields(scope, found, 'PAGE', doc.cmsImage),
    heroImage: imageOf(scope, doc.cmsImage, { crop: 'HEADER_PAGE' }),
    jumpLinks: doc.showJumpLinks === true ? jumpLinksOf(sections) : [],
    carousel: slidesOf(scope, doc.carousel),
    sections,
  };
}

const RowSchema = v.object({ name: v.string(), value: v.string() });
const FileSchema = v.object({ title: v.string(), url: v.string() });

/** Where a resource's file or link points: uploaded files (`/files/…`) are on the asset host; other paths are the site's. */
function resourceUrl(scope: ContentScope, url: string | null): string | null {
  if (!url) return null;
  return url.startsWith('/files/') ? imageServiceUrl(scope.imagesUrl, url) : url;
}

function resource(scope: ContentScope, found: Found): ContentPageModel {
  const { doc } = found;
  const mediaType = text(doc.mediaType);
  const published = museumDateTime(text(doc.publishedAt));
  const ownUrl = resourceUrl(scope, text(doc.targetUrl) ?? text(doc.url));
  const video = mediaType === 'Video' && ownUrl ? videoOf(scope, { url: ownUrl, mediaType, caption: text(doc.caption), showCaption: true }) : null;
  const buttonLink = targetOf(scope, 'resource button', video?.watchUrl ?? ownUrl);
  const files: ResourceFile[] = readEach(scope, 'file', FileSchema, list(doc.files)).flatMap((file) => {
    const url = resourceUrl(scope, file.url);
    return url && /^https?:\/\//.test(url) ? [{ title: file.title, url }] : [];
  });
  const details: TableRow[] = readEach(scope, 'detail', RowSchema, list(doc.details)).map((row) => ({ ...row, summary: null }));
  return {
    __typename: 'ResourcePage',
    ...routedFields(scope, found, 'RESOURCE', doc.cmsImage),
    mediaType,
    byline: text(doc.byline),
    author: text(doc.author),
    publishedText: published ? longDate(published) : null,
    publishedAt: published ? text(doc.publishedAt) : null,
    image: imageOf(scope, doc.cmsImage, { crop: 'HEADER_PAGE' }),
    body: richTextOf(scope, doc.body),
    details,
    files,
    awards: list(doc.awards).flatMap((award) => text(award) ?? []),
    video,
    button: buttonLink ? { label: resourceButtonLabel(mediaType), link: buttonLink } : null,
  };
}

function webPackage(scope: ContentScope, found: Found): WebPackagePageModel {
  const { doc } = found;
  return {
    __typename: 'WebPackagePage',
    ...routedFields(scope, found, 'WEB_PACKAGE', doc.cmsImage),
    heroImage: imageOf(scope, doc.cmsImage, { crop: 'HEADER_PAGE' }),
    sections: sectionsOf(scope, doc.sections),
    packageId: text(doc.packageId),
  };
}

/** The object ids of a document's collection assets (malformed entries left out). */
export function assetIdsOf(raw: unknown): number[] {
  return list(raw).filter((id): id is number => Number.isInteger(id) && (id as number) > 0);
}

function objectGroup(scope: ContentScope, found: Found): CollectionObjectGroupPageModel {
  const { doc } = found;
  const relatedContent = relatedItemsOf(scope, list(doc.relatedContent));
  const jumpLinks = [{ title: 'Collection', anchor: 'collection' }, ...(relatedContent.length ? [{ title: 'Related content', anchor: 'related-content' }] : [])];
  return {
    __typename: 'CollectionObjectGroupPage',
    ...routedFields(scope, found, 'COLLECTION_OBJECT_GROUP', doc.cmsImage),
    relatedContent,
    assetIds: assetIdsOf(doc.assetIds),
    jumpLinks: doc.showJumpLinks === true ? jumpLinks : [],
  };
}

export const PAGE_BUILDERS: Readonly<Record<string, (scope: ContentScope, found: Found) => ContentPageModel>> = {
  page,
  resource,
  webPackage,
  collectionObjectGroup: objectGroup,
};
