import { createContext, useContext, useEffect } from 'react';

/** What one server render learns about the response while rendering (status, redirect, head). */
export interface RenderCollector {
  status: number;
  redirect?: string;
  pageTitle?: string;
  pageDescription?: string;
  siteTitle?: string;
  siteDescription?: string;
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
}

export interface SiteMeta {
  title?: string;
  description?: string;
}

/** The site's title and description from the chrome query, provided by the layout. */
export const SiteMetaContext = createContext<SiteMeta>({});

/** Declares the page's title and description: collected on the server, applied to the document in the browser. */
export function usePageMeta({ title, description }: PageMeta): void {
  const collector = useRenderCollector();
  const site = useContext(SiteMetaContext);
  if (collector) {
    collector.pageTitle = title ?? undefined;
    collector.pageDescription = description ?? undefined;
    collector.siteTitle = site.title;
    collector.siteDescription = site.description;
  }
  useEffect(() => {
    document.title = documentTitle(title ?? undefined, site.title);
    const content = description ?? site.description;
    if (content) document.querySelector('meta[name="description"]')?.setAttribute('content', content);
    document.querySelector('link[rel="canonical"]')?.setAttribute('href', window.location.pathname);
  }, [title, description, site.title, site.description]);
}

/** Records the site meta for the head even when the page sets none (for example while it loads). */
export function useCollectSiteMeta(site: SiteMeta): void {
  const collector = useRenderCollector();
  if (collector) {
    collector.siteTitle = site.title;
    collector.siteDescription = site.description;
  }
}
