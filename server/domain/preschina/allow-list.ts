/**
 * What a story's HTML may keep on this site (spec §7; issue: no scripts, event handlers,
 * javascript:/data: URLs, forms, iframes off an allow-list, or inline styles that position or hide).
 * Everything not listed here is removed. Ids are not kept (they could shadow the page's own), nor
 * classes but WordPress's block classes (the site's classes would let a story style itself as a
 * dialog or an overlay).
 */
export const STORY_TAGS = [
  'p', 'br', 'hr', 'h2', 'h3', 'h4', 'h5', 'h6', 'blockquote', 'ul', 'ol', 'li', 'dl', 'dt', 'dd',
  'strong', 'b', 'em', 'i', 'u', 's', 'small', 'sub', 'sup', 'abbr', 'cite', 'q', 'code', 'pre', 'span', 'div', 'section',
  'figure', 'figcaption', 'img', 'a', 'nav',
  'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td',
  'iframe',
] as const;

/** Elements removed with everything inside them (their content is code, or a document of its own). */
export const STORY_DROPPED_WITH_CONTENT = [
  'script', 'style', 'noscript', 'template', 'textarea', 'select', 'option', 'object', 'embed', 'applet', 'svg', 'math',
  'form', 'input', 'button', 'meta', 'link', 'base', 'title', 'head', 'frame', 'frameset', 'noembed', 'noframes', 'xmp', 'plaintext',
] as const;

export const STORY_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'rel', 'title'],
  img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading'],
  iframe: ['src', 'title', 'width', 'height', 'allow', 'allowfullscreen', 'loading'],
  nav: ['aria-label'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
  ol: ['start', 'reversed'],
  abbr: ['title'],
  '*': ['style', 'class', 'lang', 'dir'],
};

/** WordPress's block and alignment classes (globs), which the site's story styles know. */
export const STORY_CLASSES = ['wp-*', 'align*', 'size-*', 'has-*', 'lede', 'is-*'] as const;

/** Inline style properties a story keeps, with the values they may take: none positions, hides, sizes or loads anything. */
export const STORY_STYLES: Readonly<Record<string, RegExp>> = {
  'text-align': /^(left|right|center|justify)$/,
  'font-style': /^(normal|italic)$/,
  'font-weight': /^(normal|bold|[1-9]00)$/,
  'text-decoration': /^(none|underline|line-through)$/,
};

/**
 * Inline styles that hide an element. Such elements are removed with their content rather than
 * shown: what an editor (or a spammer) hid is not meant to be read.
 */
const HIDING_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*(?:hidden|collapse)|opacity\s*:\s*0*(?:\.0*)?\s*(?:;|$|!)|font-size\s*:\s*0+(?:\.0*)?(?:px|em|rem|pt|%)?\s*(?:;|$|!))/i;

/** True when an element's inline style hides it. */
export function hidesElement(style: string): boolean {
  return HIDING_STYLE.test(style);
}

/** URL schemes links may keep (images and frames are narrowed further when rewritten). */
export const STORY_SCHEMES = ['http', 'https', 'mailto'] as const;

/** Video players a story may embed, matching the site's Content-Security-Policy frame-src, with the path each serves players under. */
export const STORY_FRAME_HOSTS: Readonly<Record<string, string>> = {
  'www.youtube.com': '/embed/',
  'www.youtube-nocookie.com': '/embed/',
  'player.vimeo.com': '/video/',
};

/** An embeddable player URL (https, an allowed host, its player path), or null. */
export function allowedFrameSource(src: string): string | null {
  const url = URL.parse(src);
  if (!url) return null;
  const path = STORY_FRAME_HOSTS[url.hostname];
  if (url.protocol !== 'https:' || path === undefined || !url.pathname.startsWith(path) || url.username || url.password || url.port) return null;
  return url.href;
}
