/**
 * Sections of a page as the eleven section types (content spec §3), each with the common fields.
 * Unknown types and sections that cannot show (a gallery without images, tabs without cards,
 * embedded code that sanitizes to nothing) are left out and reported.
 */
import type { NamedCrop } from '../../../domain/content/images';
import { enumName, galleryStyle, gridStyle, LOAD_MORE_STEP, maxLoad, sectionSize, sectionStyle, type Choice, type GalleryStyle } from '../../../domain/content/layout';
import { slugify } from '../../../domain/content/slug';
import { CalloutSchema, type StoredCallout } from '../../../upstreams/page-shapes';
import { GalleryImageSchema, SectionSchema, TabSchema, VideoResourceSchema, type StoredSection } from '../../../upstreams/rich-text-shapes';
import type { Callout, GalleryStyle as GalleryStyleEnum, GridStyle as GridStyleEnum, Image, SectionSize, SectionStyle } from '../../generated/resolvers-types';
import type { SectionModel } from './models';
import { relatedItemsOf } from './cards';
import { sanitizeEmbeddedCode } from './embedded-code';
import { imageOf, type ImageUse } from './images';
import { contentLinkOf } from './links';
import { richTextOf, videoOf } from './rich-text';
import { readEach, readPart, type ContentScope } from './scope';


/** The crop a section's image takes by its style: headers for plain sections, callout crops beside text, squares on cards. */
const STYLE_CROPS: Readonly<Record<string, NamedCrop>> = {
  default: 'HEADER_SECTION',
  favorite: 'HEADER_SECTION',
  'three-quarter-image-right': 'CALLOUT_LARGE',
  'quarter-image-right': 'CALLOUT_MEDIUM',
  'half-image-right': 'CALLOUT_MEDIUM',
  'third-image-left': 'CALLOUT_MEDIUM',
  card: 'CALLOUT_SMALL',
  'card-favorite': 'CALLOUT_SMALL',
};

const CALLOUT_CROPS: Readonly<Record<string, NamedCrop>> = { large: 'CALLOUT_LARGE', medium: 'CALLOUT_MEDIUM', small: 'CALLOUT_SMALL' };

/** Gallery images at the size their layout needs: squares in grids and tiles, whole images elsewhere. */
const GALLERY_IMAGES: Readonly<Record<GalleryStyle, ImageUse>> = {
  grid: { crop: 'SQUARE' },
  tiles: { crop: 'SQUARE' },
  masonry: { fit: { width: 640, height: 1280 } },
  single: 'default',
  double: { fit: { width: 720, height: 720 } },
};

function chosen<T extends string>(scope: ContentScope, what: string, choice: Choice<T>): T {
  if (choice.unknown !== null) scope.drop(what, `unknown value ${JSON.stringify(choice.unknown)}; the default is used`);
  return choice.value;
}

export function calloutOf(scope: ContentScope, callout: StoredCallout, key: string, defaultSize = 'medium'): Callout {
  return {
    key: callout._key ?? key,
    title: callout.title,
    summary: callout.summary ?? null,
    image: imageOf(scope, callout.cmsImage, { crop: CALLOUT_CROPS[callout.size ?? defaultSize] ?? 'CALLOUT_MEDIUM' }),
    link: contentLinkOf(scope, callout.link),
  };
}

/** The common fields of a part shown as a section although editors made it elsewhere (an exhibition's gallery). */
export function plainSectionFields(key: string, title: string | null) {
  return { key, title, subtitle: null, summary: null, body: [], style: 'DEFAULT' as const, size: 'DEFAULT' as const, isHighlighted: false, isCollapsible: false, jumpLink: null, image: null, imageCaption: null, link: null };
}

/** The common fields of every section type. */
function commonFields(scope: ContentScope, section: StoredSection) {
  const style = chosen(scope, 'section style', sectionStyle(section.style));
  return {
    key: section._key,
    title: section.title?.trim() || null,
    subtitle: section.subtitle?.trim() || null,
    summary: section.summary?.trim() || null,
    body: richTextOf(scope, section.body),
    style: enumName(style) as SectionStyle,
    size: enumName(chosen(scope, 'section size', sectionSize(section.size))) as SectionSize,
    isHighlighted: section.isHighlighted === true,
    isCollapsible: section.isCollapsible === true,
    jumpLink: section.jumpLink ? { title: section.jumpLink.title, anchor: slugify(section.jumpLink.slug) } : null,
    image: imageOf(scope, section.cmsImage, { crop: STYLE_CROPS[style] ?? 'HEADER_SECTION' }, section.cmsImageCaption),
    imageCaption: section.cmsImageCaption?.trim() || null,
    link: contentLinkOf(scope, section.link),
  };
}

/** A gallery's images with captions; images without a source are left out. */
export function galleryImagesOf(scope: ContentScope, raw: readonly unknown[] | null | undefined, style: GalleryStyle): Image[] {
  return readEach(scope, 'gallery image', GalleryImageSchema, raw).flatMap((item) => imageOf(scope, item.image, GALLERY_IMAGES[style], item.caption) ?? []);
}

export function gallerySectionOf(scope: ContentScope, common: ReturnType<typeof plainSectionFields> | ReturnType<typeof commonFields>, rawStyle: string | null | undefined, raw: readonly unknown[] | null | undefined, showCaptions: boolean) {
  const style = chosen(scope, 'gallery style', galleryStyle(rawStyle));
  return { __typename: 'GallerySection' as const, ...common, galleryStyle: enumName(style) as GalleryStyleEnum, showCaptions, images: galleryImagesOf(scope, raw, style) };
}

function typedSection(scope: ContentScope, section: StoredSection): SectionModel | null {
  const common = commonFields(scope, section);
  switch (section._type) {
    case 'separator':
      return { __typename: 'SeparatorSection', ...common };
    case 'section':
      return { __typename: 'TextSection', ...common, videos: readEach(scope, 'video', VideoResourceSchema, section.videos).flatMap((video) => videoOf(scope, video) ?? []) };
    case 'sectionGallery': {
      const gallery = gallerySectionOf(scope, common, section.galleryStyle, section.gallery, section.showCaptions !== false);
      return gallery.images.length ? gallery : empty(scope, section);
    }
    case 'sectionGrid':
    case 'sectionRelatedContent': {
      const items = relatedItemsOf(scope, section.relatedContent);
      if (!items.length) return empty(scope, section);
      const style = section.gridStyle || section._type === 'sectionGrid' ? chosen(scope, 'grid style', gridStyle(section.gridStyle)) : null;
      const shared = { ...common, showMediaType: section.showMediaType !== false, items, firstCount: maxLoad(style), loadMoreStep: LOAD_MORE_STEP };
      return section._type === 'sectionGrid' ? { __typename: 'GridSection', ...shared, gridStyle: enumName(style ?? 'grid') as GridStyleEnum } : { __typename: 'RelatedContentSection', ...shared };
    }
    case 'sectionCallout': {
      const own = readPart(scope, 'callout', CalloutSchema, section.callout ?? { title: section.title ?? '', summary: section.summary, cmsImage: section.cmsImage, link: section.link });
      return { __typename: 'CalloutSection', ...common, callout: own && own.title ? calloutOf(scope, own, `${section._key}-callout`, 'large') : null };
    }
    case 'sectionCalloutGrid': {
      const callouts = readEach(scope, 'callout', CalloutSchema, section.callouts).map((callout, index) => calloutOf(scope, callout, `${section._key}-${index}`, 'small'));
      return callouts.length ? { __typename: 'CalloutGridSection', ...common, callouts } : empty(scope, section);
    }
    case 'sectionLocation':
      return { __typename: 'LocationSection', ...common, locationSlug: section.location?.slug ?? null };
    case 'sectionLocationHours':
      // Older hours blocks name their building only by their jump link.
      return { __typename: 'LocationHoursSection', ...common, locationSlug: section.location?.slug ?? section.jumpLink?.slug ?? null };
    case 'sectionEmbeddedCode': {
      const { html, changed } = sanitizeEmbeddedCode(section.code ?? '');
      if (changed) scope.drop('embedded code', 'markup outside the allow-list was removed');
      return html ? { __typename: 'EmbeddedCodeSection', ...common, html } : empty(scope, section);
    }
    case 'sectionRelatedContentTabs': {
      const tabs = readEach(scope, 'tab', TabSchema, section.sections).flatMap((tab) => {
        const title = tab.title?.trim() || tab.jumpLink?.title?.trim();
        const items = relatedItemsOf(scope, tab.relatedContent);
        return title && items.length ? [{ title, anchor: slugify(tab.jumpLink?.slug ?? title), items }] : [];
      });
      return tabs.length ? { __typename: 'RelatedContentTabsSection', ...common, tabs } : empty(scope, section);
    }
    default:
      scope.drop('section', `unknown section type ${section._type}`);
      return null;
  }
}

function empty(scope: ContentScope, section: StoredSection): null {
  scope.drop(section._type, `"${section.title ?? section._key}" has nothing to show`);
  return null;
}

/** A page's sections in order, each as its type. */
export function sectionsOf(scope: ContentScope, raw: unknown): SectionModel[] {
  if (!Array.isArray(raw)) return [];
  return readEach(scope, 'section', SectionSchema, raw).flatMap((section) => typedSection(scope, section) ?? []);
}

/** Jump links to the sections that have one, in page order. */
export function jumpLinksOf(sections: readonly SectionModel[]) {
  return sections.flatMap((section) => (section.jumpLink ? [section.jumpLink] : []));
}
