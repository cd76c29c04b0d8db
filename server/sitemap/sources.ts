import type { DateTime } from 'luxon';
import type { TagSink } from '../cache/tags';
import { isPastYear } from '../domain/calendar/exhibition-listings';
import { eventOccurrences } from '../domain/content/occurrences';
import { objectPath } from '../domain/object-id';
import { storyPath, storySlug, PRESCHINA_PATH } from '../domain/preschina/grid';
import { entryBytes, isListableUrl, latest, type SitemapEntry } from '../domain/sitemap/parts';
import { EXHIBITION_LISTINGS, LISTED_SCREENS, pastYearPath, reachablePath } from '../domain/sitemap/site-paths';
import type { ContentQuery } from '../upstreams/content-queries';
import type { Upstreams } from '../upstreams';
import { shapeTypes } from '../upstreams/page-queries';
import { expectShape } from '../upstreams/shape';
import { eventEntriesQuery, routedEntriesQuery, type RoutedEntry } from '../upstreams/sitemap-queries';
import { SITEMAP_KINDS, type SitemapKind } from './kinds';

/** What the index needs of a kind: how many URLs, the largest entry's bytes (to size parts) and its latest change. */
export interface KindOutline {
  count: number;
  largestEntryBytes: number;
  lastmod: string | null;
}

/** Where a kind's URLs come from, in a stable order. */
export interface KindSource {
  outline(): Promise<KindOutline>;
  /** The URLs from `from`, at most `size` of them, read from the upstream as they are written. */
  entries(from: number, size: number): AsyncIterable<SitemapEntry>;
}

export interface SourceContext {
  /** The gateway's clients, bounded by the sitemap build's own deadline. */
  upstreams: Upstreams;
  /** Where the build declares what it was read from (the cache entry's tags: a publish purges it). */
  tags: TagSink;
  now: DateTime;
  /** PUBLIC_ORIGIN: every URL is absolute on it. */
  origin: string;
  /** Collection objects asked of the search service per call. */
  upstreamPageSize: number;
  /** Reports a URL left out (longer than the protocol allows). */
  dropped: (url: string) => void;
}

/** A kind whose URLs are few enough to list whole (content documents, presidents, years). */
function listed(load: () => Promise<SitemapEntry[]>): KindSource {
  return {
    async outline() {
      const entries = await load();
      return { count: entries.length, largestEntryBytes: Math.max(0, ...entries.map(entryBytes)), lastmod: latest(entries.map((entry) => entry.lastmod)) };
    },
    async *entries(from, size) {
      yield* (await load()).slice(from, from + size);
    },
  };
}

function sourceOf(context: SourceContext) {
  const { upstreams, now, origin } = context;
  const entry = (path: string, lastmod: string | null = null): SitemapEntry[] => {
    const url = `${origin}${path}`;
    if (isListableUrl(url)) return [{ url, lastmod }];
    context.dropped(url);
    return [];
  };
  const query = async <T>(contentQuery: ContentQuery<T>): Promise<T> => expectShape('content', contentQuery.name, await upstreams.content.query(contentQuery.groq), contentQuery.guard);
  const routed = (doc: RoutedEntry): SitemapEntry[] => {
    const path = reachablePath({ type: doc._type, slug: doc.slug, path: doc.path }, shapeTypes);
    return path ? entry(path, doc._updatedAt ?? null) : [];
  };
  const documents = async (kind: 'pages' | 'exhibitions' | 'event-series') => (await query(routedEntriesQuery(SITEMAP_KINDS[kind].contentTypes))).flatMap(routed);

  return {
    pages: listed(async () => [...LISTED_SCREENS.flatMap((path) => entry(path)), ...(await documents('pages'))]),
    exhibitions: listed(async () => {
      const [pages, past] = await Promise.all([documents('exhibitions'), upstreams.calendar.pastExhibitions(1, context.tags)]);
      const years = Object.entries(past.data)
        .map(([year, group]) => ({ year: Number(year), total: group.total }))
        .filter((group) => isPastYear(group.year, now) && group.total > 0)
        .sort((a, b) => b.year - a.year);
      return [...EXHIBITION_LISTINGS.flatMap((path) => entry(path)), ...years.flatMap((group) => entry(pastYearPath(group.year))), ...pages];
    }),
    events: listed(async () => {
      const events = await query(eventEntriesQuery);
      // Listed until its last date is over, as the calendar lists it.
      return events.filter((event) => eventOccurrences(event, now).some((occurrence) => !occurrence.isPast)).flatMap(routed);
    }),
    'event-series': listed(() => documents('event-series')),
    objects: collectionObjects(context, entry),
    preschina: listed(async () => {
      const posts = await upstreams.preschina.posts(context.tags);
      const stories = posts.flatMap((post) => {
        const slug = storySlug(post.slug);
        return slug === post.slug ? entry(storyPath(slug), post.modified_gmt ? `${post.modified_gmt}Z` : null) : [];
      });
      // The grid shows every story's president: it changes when one of them does.
      return [...entry(PRESCHINA_PATH, latest(stories.map((story) => story.lastmod))), ...stories];
    }),
  } satisfies Record<SitemapKind, KindSource>;
}

/**
 * Every collection object a visitor can reach, as the search service's collections index lists
 * them, by ObjectID: paged through (never the whole collection at once), each URL written as its
 * page arrives. Objects have no last change the upstreams tell.
 */
function collectionObjects(context: SourceContext, entry: (path: string) => SitemapEntry[]): KindSource {
  const search = (from: number, size: number) =>
    context.upstreams.search.search({ index: 'collections', query: '', from, size, filters: {}, sort: [{ field: 'objectId', order: 'asc' }], rawFilters: [], options: [], optionSize: 0 }, context.tags);
  return {
    async outline() {
      const { total } = await search(0, 0);
      return { count: total.value, largestEntryBytes: entryBytes({ url: `${context.origin}${objectPath(Number.MAX_SAFE_INTEGER)}`, lastmod: null }), lastmod: null };
    },
    async *entries(from, size) {
      for (let offset = from; offset < from + size; offset += context.upstreamPageSize) {
        const { result } = await search(offset, Math.min(context.upstreamPageSize, from + size - offset));
        for (const hit of result) if (hit.objectId) yield* entry(objectPath(hit.objectId));
        if (result.length < context.upstreamPageSize) return;
      }
    },
  };
}

/** The source of a kind's URLs for one build. */
export function kindSource(kind: SitemapKind, context: SourceContext): KindSource {
  return sourceOf(context)[kind];
}
