/**
 * Cache tags: what a cached thing was built from (docs/guides/caching.md, "Tags"). Every layer keeps
 * them with what it stores, so a publish purges exactly what depended on it, and pages send them to
 * caches in front (`Surrogate-Key`, `Cache-Tag`). To the cache a tag is an opaque word: visible ASCII
 * without spaces or commas (so it fits both headers); what the words mean is
 * `server/domain/cache-tags.ts`.
 */

/** Where a cached thing declares what it was built from. */
export interface TagSink {
  add(tags: Iterable<string>): void;
}

/** The tags one thing (an upstream answer, a request, a render) collected, in first-seen order. */
export class TagSet implements TagSink {
  private readonly tags = new Set<string>();

  /** `alsoTo`: where every tag added here goes too (one operation's tags are also its render's). */
  constructor(private readonly alsoTo: TagSink | null = null) {}

  add(tags: Iterable<string>): void {
    const added = [...tags];
    for (const tag of added) this.tags.add(tag);
    this.alsoTo?.add(added);
  }

  get size(): number {
    return this.tags.size;
  }

  list(): string[] {
    return [...this.tags];
  }
}

/** A sink that keeps nothing (callers outside any request). */
export const IGNORED_TAGS: TagSink = { add: () => undefined };

/**
 * The headers that tell caches in front what a response was built from: `Surrogate-Key`
 * (space-separated: Fastly, Varnish xkey) and `Cache-Tag` (comma-separated: Cloudflare). Empty when
 * there are no tags.
 */
export function tagHeaders(tags: readonly string[]): Record<string, string> {
  if (tags.length === 0) return {};
  return { 'surrogate-key': tags.join(' '), 'cache-tag': tags.join(',') };
}
