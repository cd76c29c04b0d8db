import { cmsImage, reference, slugify } from '../base';
import type { CmsImage } from '../documents';
import type { Blocks } from '../rich-text';
import { richText } from '../rich-text';
import type { Callout, GalleryImage, Section, SectionLink, SectionStyle } from '../sections';

/** A section as authored: keys are given when the page is built. */
export type SectionInput = Omit<Section, '_key'>;
type CalloutInput = Omit<Callout, '_key'>;

/** A site path, an absolute URL or `#anchor` as the spec's Link (internal, external, or anchor). */
export function linkTo(title: string, url: string, secondaryTitle?: string): SectionLink {
  const extra = secondaryTitle ? { secondaryTitle } : {};
  if (url.startsWith('#')) return { title, anchor: url.slice(1), ...extra };
  if (/^https?:/.test(url)) return { title, type: 'external', externalLink: url, ...extra };
  const [path, anchor] = url.split('#');
  return { title, type: 'internal', internalLink: path, ...(anchor ? { anchor } : {}), ...extra };
}

const jump = (title: string) => ({ title, slug: slugify(title) });

/** A text section with rich text; `jumpLink` lists it in the page's jump links. */
export function text(title: string, body: Blocks, extra: Omit<Partial<SectionInput>, 'jumpLink'> & { jumpLink?: true | SectionInput['jumpLink'] } = {}): SectionInput {
  const { jumpLink, ...rest } = extra;
  return {
    _type: 'section',
    title,
    body: richText(`text-${slugify(title)}`, ...body),
    style: 'default',
    ...(jumpLink ? { jumpLink: jumpLink === true ? jump(title) : jumpLink } : {}),
    ...rest,
  };
}

/** A collapsible text section; consecutive ones make an accordion. */
export function accordionItem(title: string, body: Blocks): SectionInput {
  return text(title, body, { isCollapsible: true });
}

export function calloutOf(title: string, summary: string, url: string, linkTitle: string, size: Callout['size'] = 'medium'): CalloutInput {
  return { title, summary, cmsImage: cmsImage(`callout-${slugify(title)}`, title), link: linkTo(linkTitle, url), size };
}

/** A callout section: editors fill the callout with the section's own title, text, image and link. */
export function callout(title: string, summary: string, url: string, linkTitle: string, style: SectionStyle = 'half-image-right'): SectionInput {
  const { cmsImage: image, link } = calloutOf(title, summary, url, linkTitle);
  return { _type: 'sectionCallout', title, summary, style, cmsImage: image, link };
}

export function calloutGrid(title: string, callouts: CalloutInput[], extra: Partial<SectionInput> = {}): SectionInput {
  return { _type: 'sectionCalloutGrid', title, callouts: callouts.map((item, index) => ({ _key: `callout-${index}`, ...item })), ...extra };
}

/** A building's hours (spec sectionLocationHours), anchored by the building's slug. */
export function hoursBlock(title: string, locationSlug: string): SectionInput {
  return { _type: 'sectionLocationHours', title, jumpLink: { title, slug: locationSlug }, location: reference(`location-${locationSlug}`) };
}

export function locationSection(title: string, locationSlug: string, extra: Partial<SectionInput> = {}): SectionInput {
  return { _type: 'sectionLocation', title, location: reference(`location-${locationSlug}`), ...extra };
}

export function galleryImage(name: string, alt: string, caption?: string, image?: CmsImage): Omit<GalleryImage, '_key'> {
  return { image: image ?? cmsImage(name, alt), ...(caption ? { caption } : {}) };
}

export function gallery(title: string, galleryStyle: string, images: Omit<GalleryImage, '_key'>[], extra: Partial<SectionInput> = {}): SectionInput {
  return { _type: 'sectionGallery', title, galleryStyle, showCaptions: true, gallery: images.map((image, index) => ({ _key: `image-${index}`, ...image })), ...extra };
}

/** Cards of other documents in a grid (load more by the grid style's step). */
export function grid(title: string, gridStyle: string, ids: string[], extra: Partial<SectionInput> = {}): SectionInput {
  return { _type: 'sectionGrid', title, gridStyle, showMediaType: true, relatedContent: ids.map(reference), ...extra };
}

export function related(title: string, ids: string[], extra: Partial<SectionInput> = {}): SectionInput {
  return { _type: 'sectionRelatedContent', title, relatedContent: ids.map(reference), ...extra };
}

/** Tabs of related content; each tab's jump link is the anchor the URL hash takes. */
export function tabs(title: string, panels: { title: string; ids: string[] }[], extra: Partial<SectionInput> = {}): SectionInput {
  return {
    _type: 'sectionRelatedContentTabs',
    title,
    sections: panels.map((panel, index) => ({ _key: `tab-${index}`, ...related(panel.title, panel.ids, { jumpLink: jump(panel.title) }) })),
    ...extra,
  };
}

export function embedded(title: string, code: string, extra: Partial<SectionInput> = {}): SectionInput {
  return { _type: 'sectionEmbeddedCode', title, code, ...extra };
}

export const separator = (): SectionInput => ({ _type: 'separator' });
