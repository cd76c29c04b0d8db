import { load } from 'cheerio';
import { STORY_FRAME_HOSTS, STORY_STYLES, STORY_TAGS } from '../../../server/domain/preschina/allow-list';

const ALLOWED_TAGS: ReadonlySet<string> = new Set(STORY_TAGS);
const URL_ATTRIBUTES = ['href', 'src', 'srcset'];

/** Where a story's links may lead: this site's microsite paths, other web sites, mail. */
function safeHref(href: string): boolean {
  return /^\/preschina(\/|$)/.test(href) || /^https?:\/\/[^/]/i.test(href) || /^mailto:/i.test(href);
}

/** Where a story's pictures may come from: this site's upload path only. */
function safeImage(src: string): boolean {
  return /^\/preschina\/uploads\/\d{4}\/\d{2}\/[\w.-]+$/.test(src);
}

function safeFrame(src: string): boolean {
  try {
    const url = new URL(src);
    const path = STORY_FRAME_HOSTS[url.hostname];
    return url.protocol === 'https:' && path !== undefined && url.pathname.startsWith(path);
  } catch {
    return false;
  }
}

/**
 * Everything wrong with a story's HTML as a browser would parse it inside a server-rendered page:
 * markup that escapes its container or sets attributes on the page's body, elements off the
 * allow-list, event handlers, ids and names, URLs that are not this site's paths, other sites or
 * mail, frames off the player list, styles beyond alignment and emphasis, and any trace of the
 * corpus' payloads (`__xss`, `javascript:`, `evil.example`) in an attribute. Empty when it is safe.
 */
export function unsafeParts(html: string): string[] {
  const $ = load(`<!DOCTYPE html><html><head></head><body><div id="story-root">${html}</div><p id="story-end"></p></body></html>`);
  const problems: string[] = [];
  if (Object.keys($('body').get(0)?.attribs ?? {}).length > 0) problems.push('attributes set on the page body');
  if ($('body').children().length !== 2 || !$('#story-root').parent().is('body') || !$('#story-end').parent().is('body')) problems.push('markup escapes its container');
  $('#story-root *').each((_, node) => {
    const tag = node.tagName.toLowerCase();
    if (!ALLOWED_TAGS.has(tag)) problems.push(`<${tag}> is not allowed`);
    for (const [name, value] of Object.entries(node.attribs)) {
      const attribute = `<${tag} ${name}="${value}">`;
      if (/^on/i.test(name)) problems.push(`event handler ${attribute}`);
      if (['id', 'name', 'srcdoc', 'formaction', 'xlink:href', 'action', 'data', 'background'].includes(name.toLowerCase())) problems.push(`attribute ${attribute}`);
      if (/__xss|javascript:|vbscript:|data:|evil\.example/i.test(value)) problems.push(`payload trace ${attribute}`);
      if (name === 'href' && !safeHref(value)) problems.push(`link ${attribute}`);
      if (name === 'src' && tag === 'img' && !safeImage(value)) problems.push(`image ${attribute}`);
      if (name === 'src' && tag === 'iframe' && !safeFrame(value)) problems.push(`frame ${attribute}`);
      if (name === 'src' && tag !== 'img' && tag !== 'iframe') problems.push(`source ${attribute}`);
      if (name === 'srcset' && !value.split(',').every((candidate) => safeImage(candidate.trim().split(/\s+/)[0] ?? ''))) problems.push(`srcset ${attribute}`);
      if (name === 'target' && value !== '_blank') problems.push(`target ${attribute}`);
      if (name === 'style') {
        for (const declaration of value.split(';').filter((part) => part.trim())) {
          const [property = '', ...rest] = declaration.split(':');
          const pattern = STORY_STYLES[property.trim().toLowerCase()];
          if (!pattern || !pattern.test(rest.join(':').trim())) problems.push(`style ${attribute}`);
        }
      }
      if (!URL_ATTRIBUTES.includes(name) && /^\s*[a-z][a-z0-9+.-]*:/i.test(value) && name !== 'style' && name !== 'title' && name !== 'alt') problems.push(`URL-like value ${attribute}`);
    }
    if (tag === 'a' && node.attribs.target === '_blank' && !/noopener/.test(node.attribs.rel ?? '')) problems.push('new-window link without rel=noopener');
  });
  return problems;
}
