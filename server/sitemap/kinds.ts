import type { UpstreamName } from '../config';

/**
 * The sitemap index's children, one per kind of page, in the index's order, and — the one place
 * this is recorded — what each child is built from. A content publish that touches a document of
 * one of `contentTypes` (or one of `contentIds`) changes that child, so when the gateway's caches
 * are purged by content tags, each child's cache entry is to carry these as its tags (`content:type:page`,
 * `content:id:…`); until then it lives for `SITEMAP_CACHE_SECONDS`. The content children are read
 * by these very types, so the record cannot drift from what is queried. `upstreams` names the other services each child reads (their
 * changes are only ever picked up by the lifetime).
 */
export const SITEMAP_KINDS = {
  /** Content pages (pages, resources, web packages, object groups), the calendar and the feedback form. */
  pages: { contentTypes: ['page', 'resource', 'webPackage', 'collectionObjectGroup'], contentIds: [], upstreams: ['content'] },
  /** Every exhibition's page (current, upcoming and past), the upcoming and past listings, and each past year's page. */
  exhibitions: { contentTypes: ['exhibition'], contentIds: [], upstreams: ['content', 'search'] },
  /** The pages of events not over yet. */
  events: { contentTypes: ['event'], contentIds: [], upstreams: ['content'] },
  /** Every event series' page. */
  'event-series': { contentTypes: ['eventSeries'], contentIds: [], upstreams: ['content'] },
  /** Every collection object a visitor can reach (the collections index of the search service). */
  objects: { contentTypes: [], contentIds: [], upstreams: ['search'] },
  /** The presidential china microsite: its grid and every story (WordPress). */
  preschina: { contentTypes: [], contentIds: [], upstreams: ['preschina'] },
} as const satisfies Record<string, SitemapDependencies>;

export interface SitemapDependencies {
  /** Content document types whose publishing changes the child (its cache tags). */
  contentTypes: readonly string[];
  /** Single content documents whose publishing changes the child (its cache tags). */
  contentIds: readonly string[];
  /** The upstream services the child is read from. */
  upstreams: readonly UpstreamName[];
}

export type SitemapKind = keyof typeof SITEMAP_KINDS;
export const SITEMAP_KIND_NAMES = Object.keys(SITEMAP_KINDS) as SitemapKind[];
