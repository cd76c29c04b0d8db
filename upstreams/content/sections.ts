/**
 * The sections editors build pages from (content spec §3 "Section types" and "Common section
 * fields"), as the content service stores them. Every section may carry the common fields; each type
 * reads the ones that make it.
 */
import type { CmsImage, Keyed, Reference } from './documents';
import type { RichText } from './rich-text';

export type SectionType =
  | 'separator'
  | 'section'
  | 'sectionGallery'
  | 'sectionGrid'
  | 'sectionCallout'
  | 'sectionCalloutGrid'
  | 'sectionLocation'
  | 'sectionRelatedContent'
  | 'sectionLocationHours'
  | 'sectionEmbeddedCode'
  | 'sectionRelatedContentTabs';

export type SectionStyle = 'default' | 'favorite' | 'three-quarter-image-right' | 'quarter-image-right' | 'half-image-right' | 'third-image-left' | 'card' | 'card-favorite';

/** A link as editors enter it (spec "Link"): internal or external URL, or an anchor on the page. */
export interface SectionLink {
  title: string;
  secondaryTitle?: string;
  type?: 'internal' | 'external';
  internalLink?: string;
  externalLink?: string;
  anchor?: string;
  /** The older form: one URL whatever its kind. */
  url?: string;
}

export interface JumpLink {
  title: string;
  slug: string;
}

export interface Callout extends Keyed {
  title: string;
  summary?: string;
  cmsImage?: CmsImage;
  link?: SectionLink;
  /** Which named crop the callout's image takes. */
  size?: 'large' | 'medium' | 'small';
}

export interface VideoResource extends Keyed {
  url: string;
  mediaType: string;
  caption?: string;
  showCaption?: boolean;
}

export interface GalleryImage extends Keyed {
  image: CmsImage;
  caption?: string;
}

export interface Section extends Keyed {
  _type: SectionType;
  title?: string;
  subtitle?: string;
  summary?: string;
  /** Portable Text; older documents hold plain text. */
  body?: RichText | string;
  style?: SectionStyle | string;
  size?: string;
  isHighlighted?: boolean;
  isCollapsible?: boolean;
  jumpLink?: JumpLink;
  cmsImage?: CmsImage;
  cmsImageCaption?: string;
  callout?: Callout;
  link?: SectionLink;
  gridStyle?: string;
  galleryStyle?: string;
  showMediaType?: boolean;
  showCaptions?: boolean;
  relatedContent?: Reference[];
  gallery?: GalleryImage[];
  videos?: VideoResource[];
  /** Tabs of a sectionRelatedContentTabs (each a sectionRelatedContent). */
  sections?: Section[];
  callouts?: Callout[];
  /** sectionLocation and sectionLocationHours: the building. */
  location?: Reference;
  /** sectionEmbeddedCode: the editor's HTML, sanitized by the gateway. */
  code?: string;
}
