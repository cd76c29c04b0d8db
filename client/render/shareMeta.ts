import { absoluteUrl } from './publicOrigin';

/** The image a page is shared with (og:image and the Twitter card's image). */
export interface ShareImage {
  /** The image's URL: absolute, or a path on the site's origin. */
  url: string;
  /** What the image shows, for readers who cannot see it. */
  alt?: string | null;
  width?: number | null;
  height?: number | null;
}

/** What a page is shared as. */
export interface ShareFacts {
  siteName: string;
  title: string;
  description: string;
  /** The page's absolute URL. */
  url: string;
  image: ShareImage | null;
  /** The site's public origin, for images given as paths. */
  origin: string;
}

/** One tag of the head: `<meta property="og:…">` or `<meta name="twitter:…">`. */
export interface ShareTag {
  attribute: 'property' | 'name';
  key: string;
  content: string;
}

/** Every Open Graph and Twitter-card key the site writes, so the browser can drop the ones a page leaves out. */
export const SHARE_TAG_KEYS: readonly ShareTag['key'][] = [
  'og:type',
  'og:site_name',
  'og:title',
  'og:description',
  'og:url',
  'og:image',
  'og:image:alt',
  'og:image:width',
  'og:image:height',
  'twitter:card',
  'twitter:title',
  'twitter:description',
  'twitter:image',
  'twitter:image:alt',
];

/**
 * The share tags of a page: Open Graph (title, description, absolute URL, image with its text
 * alternative and size) and the Twitter card, a large-image card when there is an image.
 */
export function shareTags({ siteName, title, description, url, image, origin }: ShareFacts): ShareTag[] {
  const og = (key: string, content: string | number | null | undefined): ShareTag[] => (content === null || content === undefined || content === '' ? [] : [{ attribute: 'property', key, content: String(content) }]);
  const twitter = (key: string, content: string | null | undefined): ShareTag[] => (content ? [{ attribute: 'name', key, content }] : []);
  const imageUrl = image ? absoluteUrl(origin, image.url) : null;
  return [
    ...og('og:type', 'website'),
    ...og('og:site_name', siteName),
    ...og('og:title', title),
    ...og('og:description', description),
    ...og('og:url', url),
    ...og('og:image', imageUrl),
    ...og('og:image:alt', image?.alt),
    ...og('og:image:width', image?.width),
    ...og('og:image:height', image?.height),
    ...twitter('twitter:card', imageUrl ? 'summary_large_image' : 'summary'),
    ...twitter('twitter:title', title),
    ...twitter('twitter:description', description),
    ...twitter('twitter:image', imageUrl),
    ...twitter('twitter:image:alt', image?.alt),
  ];
}
