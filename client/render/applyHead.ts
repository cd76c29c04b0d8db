import { absoluteUrl } from './publicOrigin';
import { documentTitle, STRUCTURED_DATA_ATTRIBUTE, type SiteMeta } from './RenderContext';
import { SHARE_TAG_KEYS, shareTags, type ShareImage, type ShareTag } from './shareMeta';

// Writes a page's head in the browser (after a client-side navigation, or when a page's values
// change): a chunk of its own, since the first route's head is the server's.

/** Puts the page's JSON-LD in the document head, replacing the previous page's (or removes it). */
function applyStructuredData(json: string | null): void {
  const existing = document.head.querySelector(`script[${STRUCTURED_DATA_ATTRIBUTE}]`);
  if (json === null) {
    existing?.remove();
    return;
  }
  const script = existing ?? document.createElement('script');
  script.setAttribute('type', 'application/ld+json');
  script.setAttribute(STRUCTURED_DATA_ATTRIBUTE, '');
  if (script.textContent !== json) script.textContent = json;
  if (!existing) document.head.append(script);
}

/** Sets the page's share tags in the document head, and removes those it no longer has. */
function applyShareTags(tags: ShareTag[]): void {
  for (const key of SHARE_TAG_KEYS) {
    const tag = tags.find((candidate) => candidate.key === key);
    const attribute = key.startsWith('og:') ? 'property' : 'name';
    const existing = document.head.querySelector(`meta[${attribute}="${key}"]`);
    if (!tag) {
      existing?.remove();
      continue;
    }
    const meta = existing ?? document.createElement('meta');
    meta.setAttribute(attribute, key);
    meta.setAttribute('content', tag.content);
    if (!existing) document.head.append(meta);
  }
}

/** Keeps the page out of search engines, or lets it in again (client navigation away from a draft). */
function applyRobots(noIndex: boolean): void {
  const existing = document.head.querySelector('meta[name="robots"]');
  if (!noIndex) {
    existing?.remove();
    return;
  }
  const meta = existing ?? document.createElement('meta');
  meta.setAttribute('name', 'robots');
  meta.setAttribute('content', 'noindex');
  if (!existing) document.head.append(meta);
}

/** What a page declares of its head (`usePageMeta`), with the site's meta and the public origin. */
export interface PageMetaFacts {
  title?: string | null;
  description?: string | null;
  canonicalPath?: string | null;
  structuredJson: string | null;
  noIndex: boolean;
  image: ShareImage | null;
  site: SiteMeta;
  origin: string;
}

/** Sets the document's title, description, canonical link, JSON-LD, robots and share tags to a page's. */
export function applyPageMeta({ title, description, canonicalPath, structuredJson, noIndex, image, site, origin }: PageMetaFacts): void {
  document.title = documentTitle(title ?? undefined, site.title);
  const content = description ?? site.description;
  if (content) document.querySelector('meta[name="description"]')?.setAttribute('content', content);
  const url = absoluteUrl(origin, canonicalPath ?? window.location.pathname);
  document.querySelector('link[rel="canonical"]')?.setAttribute('href', url);
  applyStructuredData(structuredJson);
  applyRobots(noIndex);
  applyShareTags(shareTags({ siteName: site.title ?? '', title: title ?? site.title ?? '', description: content ?? '', url, image, origin }));
}
