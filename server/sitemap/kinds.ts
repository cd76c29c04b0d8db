import type { UpstreamName } from '../config';

/**
 * The sitemap index's children, one per kind of page, in the index's order, and — the one place
 * this is recorded — what each child is built from. A content publish that touches a document of
 * one of `contentTypes` (or one of `contentIds`) changes that child: each build tags its cache entry
 * with them (`type:page`, `doc:…`, server/domain/cache-tags.ts), so a publish purges it with the
 * pages, and the upstream calls it makes add their own tags (the microsite's stories, the search
 * indexes' types). The content children are read by these very types, so the record cannot drift
 * from what is queried. `upstreams` names the services each child reads; what no tag covers (the
 * collection's objects) lives for `SITEMAP_CACHE_SECONDS`.
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
