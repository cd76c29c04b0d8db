import { createContext, useContext, useEffect, useRef } from 'react';
import { isHydrating } from '../hooks/useHydrating';
import { absoluteUrl, usePublicOrigin } from './publicOrigin';
import type { ShareImage } from './shareMeta';

/** What one server render learns about the response while rendering (status, redirect, head). */
export interface RenderCollector {
  status: number;
  redirect?: string;
  pageTitle?: string;
  pageDescription?: string;
  siteTitle?: string;
  siteDescription?: string;
  /** The page's canonical path when it differs from the requested one (for example an id with leading zeros). */
  canonicalPath?: string;
  /** schema.org structured data of the page, rendered as JSON-LD. */
  structuredData?: object;
  /** The page asks search engines not to index it (editors' choice, drafts, previews). */
  noIndex?: boolean;
  /** The image the page is shared with (og:image, the Twitter card). */
  shareImage?: ShareImage;
  /** Another format of the page (`<link rel="alternate">`), for example its iCalendar feed. */
  alternate?: AlternateLink;
}

/** A `<link rel="alternate">` of the page. */
export interface AlternateLink {
  /** Media type, for example `text/calendar`. */
  type: string;
  /** A site path (written as an absolute URL on the public origin) or a URL. */
  href: string;
  title: string;
}

export function createRenderCollector(): RenderCollector {
  return { status: 200 };
}

/** Present only during a server render; in the browser the hooks below act on the document instead. */
export const RenderContext = createContext<RenderCollector | null>(null);

export function useRenderCollector(): RenderCollector | null {
  return useContext(RenderContext);
}

/** Marks the response status (for example 404 when the not-found view renders). */
export function useHttpStatus(status: number): void {
  const collector = useRenderCollector();
  if (collector) collector.status = status;
}

/** Composes the document title: "{page} | {site}", or the site title alone (also when the page is titled like the site, as the homepage is). */
export function documentTitle(pageTitle: string | undefined, siteTitle: string | undefined): string {
  if (pageTitle && siteTitle && pageTitle !== siteTitle) return `${pageTitle} | ${siteTitle}`;
  return pageTitle ?? siteTitle ?? '';
}

interface PageMeta {
  title?: string | null;
  description?: string | null;
  /** Canonical site path of the page; defaults to the current path. */
  canonicalPath?: string | null;
  /** schema.org structured data (JSON-LD) describing the page. */
  structuredData?: object | null;
  /** Keep the page out of search engines (`<meta name="robots" content="noindex">`). */
  noIndex?: boolean | null;
  /** The image to share the page with (og:image): its URL, or the URL with its text alternative and size. */
  shareImage?: ShareImage | string | null;
}

/** Marks the page's JSON-LD block, so client navigation replaces it instead of adding another. */
export const STRUCTURED_DATA_ATTRIBUTE = 'data-page-structured-data';

/** JSON for an inline script: `<` is escaped so no value can close the script element. */
export function scriptJson(value: object): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface SiteMeta {
  title?: string;
  description?: string;
}

/**
 * The latest head the browser was asked to write: the code that writes it is imported, and an
 * earlier request whose import settles later (the first, which fetches the chunk) must not
 * overwrite a later page's head.
 */
let headRequests = 0;

/** The site's title and description from the chrome query, provided by the layout. */
export const SiteMetaContext = createContext<SiteMeta>({});

/**
 * Declares the page's title, description, canonical path, structured data, share image and noindex:
 * collected on the server, applied to the document in the browser. The canonical link and the share
 * tags name the page by its absolute URL on the site's public origin.
 */
export function usePageMeta({ title, description, canonicalPath, structuredData, noIndex, shareImage }: PageMeta): void {
  const collector = useRenderCollector();
  const site = useContext(SiteMetaContext);
  const origin = usePublicOrigin();
  const image = typeof shareImage === 'string' ? { url: shareImage } : (shareImage ?? null);
  if (collector) {
    collector.pageTitle = title ?? undefined;
    collector.pageDescription = description ?? undefined;
    collector.siteTitle = site.title;
    collector.siteDescription = site.description;
    collector.canonicalPath = canonicalPath ?? undefined;
    collector.structuredData = structuredData ?? undefined;
    collector.noIndex = noIndex ?? undefined;
    collector.shareImage = image ?? undefined;
  }
  const structuredJson = structuredData ? scriptJson(structuredData) : null;
  const { url: imageUrl, alt: imageAlt, width: imageWidth, height: imageHeight } = image ?? {};
  // Hydrating, the head is the one the server rendered for these values: it changes with the first other ones.
  const serverHead = useRef(isHydrating());
  useEffect(() => {
    if (serverHead.current) {
      serverHead.current = false;
      return;
    }
    const sharedImage = imageUrl ? { url: imageUrl, alt: imageAlt, width: imageWidth, height: imageHeight } : null;
    const meta = { title, description, canonicalPath, structuredJson, noIndex: Boolean(noIndex), image: sharedImage, site, origin };
    // The code that writes the head is needed from the first page the browser renders itself on.
    const request = ++headRequests;
    void import('./applyHead').then(({ applyPageMeta }) => {
      if (request === headRequests) applyPageMeta(meta);
    });
  }, [title, description, canonicalPath, structuredJson, site, origin, imageUrl, imageAlt, imageWidth, imageHeight, noIndex]);
}

/** Records the site meta for the head even when the page sets none (for example while it loads). */
export function useCollectSiteMeta(site: SiteMeta): void {
  const collector = useRenderCollector();
  if (collector) {
    collector.siteTitle = site.title;
    collector.siteDescription = site.description;
  }
}

/** Marks the page's alternate link, so client navigation replaces it instead of adding another. */
export const ALTERNATE_ATTRIBUTE = 'data-page-alternate';

/**
 * Declares the page's alternate format (a feed): collected on the server, kept in the document head
 * in the browser. Its site path is named by its absolute URL on the public origin, as the canonical
 * link is: feed readers and calendar apps take the URL away from the page.
 */
export function useAlternateLink(link: AlternateLink | null): void {
  const collector = useRenderCollector();
  const origin = usePublicOrigin();
  const absolute = link ? { ...link, href: absoluteUrl(origin, link.href) } : undefined;
  if (collector) collector.alternate = absolute;
  const { type, href, title } = absolute ?? {};
  useEffect(() => {
    const existing = document.head.querySelector(`link[${ALTERNATE_ATTRIBUTE}]`);
    if (!type || !href) {
      existing?.remove();
      return;
    }
    const element = existing ?? document.createElement('link');
    element.setAttribute('rel', 'alternate');
    element.setAttribute('type', type);
    element.setAttribute('href', href);
    element.setAttribute('title', title ?? '');
    element.setAttribute(ALTERNATE_ATTRIBUTE, '');
    if (!existing) document.head.append(element);
    return () => element.remove();
  }, [type, href, title]);
}
