import * as v from 'valibot';
import type { Cached, CacheScope } from '../cache/cached';
import type { TagSink } from '../cache/tags';
import type { GatewayConfig } from '../config';
import { documentTag, typeTag } from '../domain/cache-tags';
import { museumNow } from '../domain/clock';
import { partCount, partSlice, PROTOCOL_MAX_BYTES, urlsPerPart, type PartLimits, type SitemapEntry } from '../domain/sitemap/parts';
import { RequestScope } from '../http/request-scope';
import type { Upstreams } from '../upstreams';
import { scopedUpstreams } from '../upstreams';
import { SITEMAP_KIND_NAMES, SITEMAP_KINDS, type SitemapKind } from './kinds';
import { sitemapGzip, sitemapIndexGzip } from './render';
import { kindSource, type KindSource } from './sources';

/** The index's path, and where its children live: `/sitemaps/{kind}-{part}.xml`. */
export const SITEMAP_INDEX_PATH = '/sitemap.xml';
export const SITEMAP_CHILD_PREFIX = '/sitemaps/';

/** Collection objects asked of the search service per call while a part is written. */
const UPSTREAM_PAGE_SIZE = 1000;
/** A build may take this long, whatever the request that started it waits (it goes on for the cache). */
const BUILD_DEADLINE_MS = 60_000;

/** `/sitemaps/objects-2.xml`. */
export function childPath(kind: SitemapKind, part: number): string {
  return `${SITEMAP_CHILD_PREFIX}${kind}-${part}.xml`;
}

/** The kind and part a child's file name names, or null. */
export function parseChildName(name: string): { kind: SitemapKind; part: number } | null {
  const match = /^([a-z-]+)-([1-9]\d{0,5})\.xml$/.exec(name);
  const kind = SITEMAP_KIND_NAMES.find((candidate) => candidate === match?.[1]);
  return kind && match ? { kind, part: Number(match[2]) } : null;
}

export interface SitemapsOptions {
  config: GatewayConfig;
  upstreams: Upstreams;
  cached: Cached;
  /** Reports a URL left out of a sitemap. */
  onDropped: (url: string) => void;
}

/**
 * The sitemap index and its children, built on demand from the upstreams and kept in the gateway's
 * cache (gzip bytes, as most crawlers ask for them) for `SITEMAP_CACHE_SECONDS`, then refreshed in
 * the background (the cache's stale-while-revalidate and stale-if-error). Each build runs under a
 * scope of its own: a long deadline and enough upstream calls to page through a part.
 */
export class Sitemaps {
  private readonly limits: PartLimits;

  constructor(private readonly options: SitemapsOptions) {
    this.limits = { maxUrls: options.config.sitemap.partUrls, maxBytes: options.config.sitemap.partBytes };
  }

  /** A kind's URLs for one build, which declares on `tags` what it reads (the content types its child lists, and what its upstream calls tag). */
  private source(kind: SitemapKind, tags: TagSink): KindSource {
    const { config, upstreams, onDropped } = this.options;
    const scope = new RequestScope({ deadlineMs: BUILD_DEADLINE_MS, maxUpstreamCalls: Math.ceil(this.limits.maxUrls / UPSTREAM_PAGE_SIZE) + 8 });
    const { contentTypes, contentIds } = SITEMAP_KINDS[kind];
    tags.add([...contentTypes.map(typeTag), ...contentIds.map(documentTag)]);
    return kindSource(kind, {
      upstreams: scopedUpstreams(config, upstreams, scope),
      tags,
      now: museumNow(config.museumNow),
      origin: config.publicOrigin,
      upstreamPageSize: UPSTREAM_PAGE_SIZE,
      dropped: onDropped,
    });
  }

  private cache(name: string, key: unknown, build: (tags: TagSink) => Promise<unknown>, scope: CacheScope): Promise<unknown> {
    const { cached, config } = this.options;
    return cached(name, { ...(key as object), origin: config.publicOrigin, limits: this.limits }, config.sitemap.cacheSeconds, build, scope);
  }

  /** How many parts each kind has, of how many URLs, and its latest change: what the index lists. */
  private async plan(scope: CacheScope): Promise<SitemapPlan> {
    const stored = await this.cache('sitemap-plan', {}, async (tags) => {
      const outlines = await Promise.all(SITEMAP_KIND_NAMES.map(async (kind) => [kind, await this.source(kind, tags).outline()] as const));
      return outlines.map(([kind, outline]): PlannedKind => {
        const perPart = urlsPerPart(this.limits, outline.largestEntryBytes);
        return { kind, perPart, parts: partCount(outline.count, perPart), lastmod: outline.lastmod };
      });
    }, scope);
    return v.parse(SitemapPlanSchema, stored);
  }

  /** The index of every kind's parts, gzip-compressed (small: made from the plan each time). */
  async index(scope: CacheScope): Promise<Buffer> {
    const origin = this.options.config.publicOrigin;
    const children = (await this.plan(scope)).flatMap(({ kind, parts, lastmod }) =>
      // A kind's latest change dates its file only when the kind is one file.
      Array.from({ length: parts }, (_, index): SitemapEntry => ({ url: `${origin}${childPath(kind, index + 1)}`, lastmod: parts === 1 ? lastmod : null })),
    );
    // The index is a file of its own: the protocol's byte limit, not the children's configured one.
    return sitemapIndexGzip(children, PROTOCOL_MAX_BYTES);
  }

  /** One part of a kind's sitemap, gzip-compressed; null when the index lists no such part (or it has emptied since). */
  async child(kind: SitemapKind, part: number, scope: CacheScope): Promise<Buffer | null> {
    const planned = (await this.plan(scope)).find((entry) => entry.kind === kind);
    if (!planned || part > planned.parts) return null;
    const stored = await this.cache('sitemap', { kind, part }, async (tags) => {
      const { from, size } = partSlice(part, planned.perPart);
      const bytes = await sitemapGzip(this.source(kind, tags).entries(from, size), this.limits.maxBytes);
      return bytes?.toString('base64') ?? null;
    }, scope);
    return typeof stored === 'string' ? Buffer.from(stored, 'base64') : null;
  }
}

interface PlannedKind {
  kind: SitemapKind;
  perPart: number;
  parts: number;
  lastmod: string | null;
}
type SitemapPlan = PlannedKind[];

/** The plan as it comes back from the cache (Redis keeps it as JSON): checked like any cached answer. */
const SitemapPlanSchema = v.array(
  v.object({ kind: v.picklist(SITEMAP_KIND_NAMES), perPart: v.pipe(v.number(), v.integer(), v.minValue(1)), parts: v.pipe(v.number(), v.integer(), v.minValue(0)), lastmod: v.nullable(v.string()) }),
);
