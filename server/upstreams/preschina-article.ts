import { load, type Cheerio, type CheerioAPI } from 'cheerio';
import type { Element } from 'domhandler';
import sanitizeHtml from 'sanitize-html';
import {
  allowedFrameSource,
  hidesElement,
  STORY_ATTRIBUTES,
  STORY_CLASSES,
  STORY_DROPPED_WITH_CONTENT,
  STORY_FRAME_HOSTS,
  STORY_SCHEMES,
  STORY_STYLES,
  STORY_TAGS,
} from '../domain/preschina/allow-list';
import { frameSource, rewriteImageSource, rewriteLink, rewriteSrcset, type MicrositeOrigins } from '../domain/preschina/urls';
import type { StoryArticle } from './preschina-shapes';
import { storyParts } from './preschina-story-parts';

export interface ArticleContext {
  /** The URL the page was fetched from: relative links resolve against it, as in a browser. */
  pageUrl: string;
  origins: MicrositeOrigins;
}

/** A title for embedded players that come without one (every frame needs an accessible name). */
const FRAME_TITLE = 'Embedded video';

/** The first element inside `root` matching the first selector that matches anything (empty when none does). */
function firstOf(root: Cheerio<Element>, ...selectors: string[]): Cheerio<Element> {
  for (const selector of selectors) {
    const found = root.find(selector).first();
    if (found.length > 0) return found;
  }
  return root.find(selectors[0] ?? '*').first();
}

/** Replaces an element by its children (a link that cannot be kept leaves its text). */
function unwrap(element: Cheerio<Element>): void {
  element.replaceWith(element.contents());
}

function rewriteLinks($: CheerioAPI, root: Cheerio<Element>, context: ArticleContext): void {
  root.find('a').each((_, node) => {
    const link = $(node);
    const href = link.attr('href');
    const target = href === undefined ? ({ kind: 'drop' } as const) : rewriteLink(href, context.pageUrl, context.origins);
    if (target.kind === 'drop') return unwrap(link);
    link.attr('href', target.url);
    link.removeAttr('target');
    if (target.kind === 'external' && target.newWindow) link.attr({ target: '_blank', rel: 'noopener noreferrer' });
    else link.removeAttr('rel');
  });
}

function rewriteImages($: CheerioAPI, root: Cheerio<Element>, context: ArticleContext): void {
  root.find('img').each((_, node) => {
    const image = $(node);
    const src = rewriteImageSource(image.attr('src') ?? '', context.pageUrl, context.origins);
    if (!src) return void image.remove();
    image.attr('src', src);
    const srcset = image.attr('srcset');
    const rewritten = srcset === undefined ? null : rewriteSrcset(srcset, context.pageUrl, context.origins);
    if (rewritten) image.attr('srcset', rewritten);
    else image.removeAttr('srcset').removeAttr('sizes');
    image.attr('alt', image.attr('alt') ?? '');
    image.attr('loading', 'lazy');
  });
}

/** Keeps video players from the allow-list (scheme-relative ones as https), emptied (a frame's content is a document of its own) and titled. */
function rewriteFrames($: CheerioAPI, root: Cheerio<Element>, context: ArticleContext): void {
  root.find('iframe').each((_, node) => {
    const frame = $(node);
    const resolved = frameSource(frame.attr('src') ?? '', context.pageUrl, context.origins);
    const src = resolved === null ? null : allowedFrameSource(resolved);
    if (!src) return void frame.remove();
    frame.empty().attr({ src, loading: 'lazy', title: frame.attr('title')?.trim() || FRAME_TITLE });
  });
}

/** The allow-list applied by sanitize-html: the last word on what reaches a page. */
const SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...STORY_TAGS],
  allowedAttributes: {
    ...STORY_ATTRIBUTES,
    a: [...(STORY_ATTRIBUTES.a ?? []), { name: 'target', multiple: false, values: ['_blank'] }],
  },
  allowedClasses: { '*': [...STORY_CLASSES] },
  allowedStyles: { '*': Object.fromEntries(Object.entries(STORY_STYLES).map(([property, values]) => [property, [values]])) },
  allowedSchemes: [...STORY_SCHEMES],
  allowedSchemesByTag: { img: [], iframe: ['https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite', 'srcset'],
  allowProtocolRelative: false,
  allowedIframeHostnames: Object.keys(STORY_FRAME_HOSTS),
  allowIframeRelativeUrls: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [...STORY_DROPPED_WITH_CONTENT],
  // The page has its own h1 (the story's title): headings inside the story start one level down.
  transformTags: { h1: 'h2' },
};

/**
 * The story of a WordPress theme page (spec §2, §7): the `<article>` parsed with a real HTML parser
 * (parse5, through cheerio), its title taken out for the page's heading, links to the microsite
 * rewritten to our routes, images to our upload path, players off the allow-list removed, then
 * everything sanitized with the allow-list and cut into passages around its video players. Null
 * when the page has no article.
 */
export function storyArticle(pageHtml: string, context: ArticleContext): StoryArticle | null {
  const $ = load(pageHtml);
  const article = $('article').first();
  if (article.length === 0) return null;
  const heading = firstOf(article, '.entry-title', 'h1');
  const title = heading.text().replace(/\s+/g, ' ').trim();
  firstOf(article, 'header.entry-header', '.entry-title', 'h1').remove();
  const body = firstOf(article, '.entry-content').length ? firstOf(article, '.entry-content') : article;
  body.find(STORY_DROPPED_WITH_CONTENT.join(',')).remove();
  body.find('[hidden], [style]').filter((_, node) => $(node).is('[hidden]') || hidesElement($(node).attr('style') ?? '')).remove();
  rewriteLinks($, body, context);
  rewriteImages($, body, context);
  rewriteFrames($, body, context);
  return { title, parts: storyParts(sanitizeHtml(body.html() ?? '', SANITIZE_OPTIONS)) };
}
